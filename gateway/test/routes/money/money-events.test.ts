import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { DEMO_PAYMENT_PASSWORD, callEncrypted, memberId, sessionFor } from '../../support/g2';
import { balanceHub } from '../../../src/domain/ledger/balance-hub';
import { transitionWithdrawal } from '../../../src/domain/money/withdrawals';

/**
 * Histories follow the money: every state a player's withdrawal reaches is a balance push, even
 * when no money moves (approved, issued), so the open lists and receipts of the front-end reload on it.
 */
describe('money events', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  it('a withdrawal approved, issued or rejected pushes the member’s balance', async () => {
    const token = await sessionFor(app, 'demo_player');
    const id = await memberId(app, 'demo_player');
    const card = ((await app.db.get('SELECT id FROM bank_card WHERE member_id = ?', id)) as { id: number })
      .id;
    const withdraw = async () =>
      (
        await callEncrypted(
          app,
          '/wps/wallet/withdraw',
          { amount: 20, bankCardId: card, paymentPassword: DEMO_PAYMENT_PASSWORD },
          { token, headers: { 'idempotency-key': `k-${Math.random().toString(36).slice(2)}` } },
        )
      ).json().value.orderNo as string;
    const a = await withdraw();
    const b = await withdraw();
    const settle = () => new Promise((r) => setImmediate(r));
    // the withdrawals' own pushes (scheduled when they committed) are delivered before counting starts
    await settle();
    let pushes = 0;
    balanceHub(app.db).on(`member:${id}`, () => (pushes += 1));
    await transitionWithdrawal(app.db, a, 'APPROVED');
    await settle();
    expect(pushes).toBe(1);
    await transitionWithdrawal(app.db, a, 'ISSUED');
    await settle();
    expect(pushes).toBe(2);
    await transitionWithdrawal(app.db, b, 'REJECTED', 'Chave de outro titular');
    await settle();
    expect(pushes).toBe(3);
  });
});
