import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import {
  DEMO_PAYMENT_PASSWORD,
  call,
  callEncrypted,
  count,
  mainBalance,
  memberId,
  proofCode,
  sessionFor,
  trialSession,
} from '../../support/g2';
import { armFailpoint, checkLedger, disarmFailpoints } from '../../../src/domain/ledger/ledger';

const key = () => `k-${Math.random().toString(36).slice(2, 14)}`;

describe('wallet', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  let id: number;
  beforeEach(async () => {
    // the specification's market (OPEN): these tests exercise what BR forbids
    ({ app, close } = await build({ market: 'OPEN' }));
    token = await sessionFor(app, 'demo_player');
    id = await memberId(app, 'demo_player');
  });
  afterEach(async () => {
    disarmFailpoints();
    expect(await checkLedger(app.db)).toEqual([]);
    await close();
  });

  const ledgerRows = async () => await count(app, 'SELECT COUNT(*) AS n FROM ledger');
  const cardId = async () =>
    ((await app.db.get('SELECT id FROM bank_card WHERE member_id = ?', id)) as { id: number }).id;

  it('answers the balance with the public state of spec 3', async () => {
    const v = (await call(app, 'GET', '/wps/v2/wallets/balance', { token })).json().value;
    expect(v.balance).toBe((await mainBalance(app, id)) / 100);
    expect(v).toMatchObject({
      currencySymbol: 'R$',
      currency: 'BRL',
      availablePromo: { REFERRAL: { enabled: true } },
    });
    expect(v.unreadMessage).toBe(4);
    expect(typeof v.hasVip).toBe('boolean');
    expect(v.availablePromoCount).toBe(2);
    expect((await call(app, 'GET', '/wps/v2/wallets/balance')).statusCode).toBe(401);
  });

  it('answers consolidated contract flags, and refuses trial accounts', async () => {
    const agent = (
      await call(app, 'GET', '/wps/member/info/funds/consolidated', {
        token: await sessionFor(app, 'demo_agent'),
      })
    ).json().value;
    expect(agent).toMatchObject({
      dailysalreqtype: 1,
      divtypereq: 1,
      contracthoursalreq: 1,
      realtimesalreqtype: 1,
    });
    const subsub = (
      await call(app, 'GET', '/wps/member/info/funds/consolidated', {
        token: await sessionFor(app, 'sub_sub_agent'),
      })
    ).json().value;
    expect(subsub.dailysalreqtype).toBe(2);
    expect(subsub.contractInfo.hasPendingContract).toBe(true);
    expect(
      (await call(app, 'GET', '/wps/member/info/funds/consolidated', { token: await trialSession(app) }))
        .statusCode,
    ).toBe(403);
  });

  it('transfers between the main wallet and a vendor wallet', async () => {
    const w = (await call(app, 'GET', '/wps/relay/GCS_merchantWallet', { token })).json().value;
    expect(w.isSingle).toBe(false);
    expect(w.wallets.map((x: { vassalage: string }) => x.vassalage)).toContain('EVO');
    const before = await mainBalance(app, id);
    const t = await call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      body: { from: 'MAIN', to: 'EVO', amount: 12.34 },
      headers: { 'idempotency-key': key() },
    });
    expect(t.statusCode).toBe(200);
    expect(t.json().value.wallets.find((x: { vassalage: string }) => x.vassalage === 'EVO').balance).toBe(
      12.34,
    );
    expect(await mainBalance(app, id)).toBe(before - 1234);
    const back = await call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      body: { from: 'EVO', to: 'MAIN', amount: 12.34, idempotencyKey: key() },
    });
    expect(back.statusCode).toBe(200);
    expect(await mainBalance(app, id)).toBe(before);
  });

  it('refuses bad transfers: same wallet, vendor to vendor, unknown wallet, too many decimals, overdraw, no key', async () => {
    const bad = [
      { from: 'MAIN', to: 'MAIN', amount: 1 },
      { from: 'EVO', to: 'PG', amount: 1 },
      { from: 'MAIN', to: 'NOPE', amount: 1 },
      { from: 'MAIN', to: 'EVO', amount: 1.001 },
      { from: 'MAIN', to: 'EVO', amount: 99999999 },
      { from: 'MAIN', to: 'EVO', amount: -5 },
    ];
    for (const body of bad) {
      const res = await call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
        token,
        body,
        headers: { 'idempotency-key': key() },
      });
      expect(res.statusCode).toBe(400);
    }
    const nokey = await call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
      token,
      body: { from: 'MAIN', to: 'EVO', amount: 1 },
    });
    expect(nokey.json().errorCode).toBe('wallet.idempotency_key_required');
  });

  it('deposits once per idempotency key; another payload with the same key is a conflict', async () => {
    const ch = (await call(app, 'GET', '/wps/wallet/deposit/channels', { token })).json().value.list;
    expect(ch.map((c: { channelId: string }) => c.channelId)).toContain('PIX_FAST');
    const before = await mainBalance(app, id);
    const k = key();
    const a = await call(app, 'POST', '/wps/wallet/deposit', {
      token,
      body: { channelId: 'PIX_FAST', amount: 50 },
      headers: { 'idempotency-key': k },
    });
    const b = await call(app, 'POST', '/wps/wallet/deposit', {
      token,
      body: { channelId: 'PIX_FAST', amount: 50 },
      headers: { 'idempotency-key': k },
    });
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    // pending until the provider confirms: nothing credited yet
    expect(a.json().value.status).toBe('PENDING');
    expect(await mainBalance(app, id)).toBe(before);
    await app.inject({ method: 'POST', url: `/__dev/wallet/deposits/${a.json().value.orderNo}/confirm` });
    expect(await mainBalance(app, id)).toBe(before + 5000);
    const c = await call(app, 'POST', '/wps/wallet/deposit', {
      token,
      body: { channelId: 'PIX_FAST', amount: 60 },
      headers: { 'idempotency-key': k },
    });
    expect(c.statusCode).toBe(409);
    expect(c.json().errorCode).toBe('wallet.idempotency_conflict');
    expect(
      (
        await call(app, 'POST', '/wps/wallet/deposit', {
          token,
          body: { channelId: 'PIX_FAST', amount: 1 },
          headers: { 'idempotency-key': key() },
        })
      ).json().errorCode,
    ).toBe('wallet.deposit_limits');
    expect(
      (
        await call(app, 'POST', '/wps/wallet/deposit', {
          token,
          body: { channelId: 'NOPE', amount: 50 },
          headers: { 'idempotency-key': key() },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(app, 'POST', '/wps/wallet/deposit', {
          token,
          body: { channelId: 'PIX_FAST', amount: '50', extra: 1 },
          headers: { 'idempotency-key': key() },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('withdraws with the payment password, within limits and the daily count, with an encrypted body', async () => {
    const settings = (await call(app, 'GET', '/wps/wallet/withdraw/settings', { token })).json().value;
    expect(settings).toMatchObject({
      minAmount: 10,
      maxAmount: 50000,
      dailyCountLimit: 5,
      hasPaymentPassword: true,
    });
    expect(settings.bankCards[0].accountNumberMasked).toMatch(/^\*+\d{4}$/);
    const body = async (amount: number, pw = DEMO_PAYMENT_PASSWORD) => ({
      amount,
      bankCardId: await cardId(),
      paymentPassword: pw,
    });
    const plain = await call(app, 'POST', '/wps/wallet/withdraw', { token, body: await body(20) });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().errorCode).toBe('request_body_required');
    const wrong = await callEncrypted(app, '/wps/wallet/withdraw', await body(20, 'nope'), {
      token,
      headers: { 'idempotency-key': key() },
    });
    expect(wrong.json().errorCode).toBe('wallet.payment_password_wrong');
    const low = (
      await callEncrypted(app, '/wps/wallet/withdraw', await body(5), {
        token,
        headers: { 'idempotency-key': key() },
      })
    ).json();
    expect(low.errorCode).toBe('wallet.withdraw_limits');
    // money in the language's style through the one formatter, not "10.00"
    expect(low.message).toBe('Withdrawal amount outside the limits (R$10.00 to R$50,000.00)');
    expect(
      (
        await callEncrypted(
          app,
          '/wps/wallet/withdraw',
          { ...(await body(20)), bankCardId: 999999 },
          { token, headers: { 'idempotency-key': key() } },
        )
      ).statusCode,
    ).toBe(404);
    const before = await mainBalance(app, id);
    for (let i = 0; i < 5; i++) {
      const ok = await callEncrypted(app, '/wps/wallet/withdraw', await body(20), {
        token,
        headers: { 'idempotency-key': key() },
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().value.status).toBe('IN_PROCESS');
    }
    expect(await mainBalance(app, id)).toBe(before - 5 * 2000);
    const sixth = await callEncrypted(app, '/wps/wallet/withdraw', await body(20), {
      token,
      headers: { 'idempotency-key': key() },
    });
    expect(sixth.json().errorCode).toBe('wallet.withdraw_daily_count');
  });

  it('adds bank cards (encrypted, payment password checked), refusing duplicates and bad numbers', async () => {
    const card = {
      accountName: 'Jogador da Silva',
      accountNumber: 'demo@pix.example',
      cardType: 'PIX',
      keyType: 'EMAIL',
      paymentPassword: DEMO_PAYMENT_PASSWORD,
    };
    // Each addition carries the owner's proof code to the contact on file
    const proven = async () => ({ ...card, proofCode: await proofCode(app, token, 'destination') });
    const a = await callEncrypted(app, '/wps/wallet/bankcards', await proven(), { token });
    expect(a.statusCode).toBe(200);
    expect(a.json().value.accountNumberMasked).toBe('de***@pix.example');
    expect((await callEncrypted(app, '/wps/wallet/bankcards', await proven(), { token })).statusCode).toBe(
      409,
    );
    expect(
      (await callEncrypted(app, '/wps/wallet/bankcards', { ...card, accountNumber: '1 2' }, { token }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await callEncrypted(
          app,
          '/wps/wallet/bankcards',
          { ...card, keyType: 'CPF', accountNumber: '52998224725', paymentPassword: 'x' },
          { token },
        )
      ).json().errorCode,
    ).toBe('wallet.payment_password_wrong');
    expect((await call(app, 'GET', '/wps/wallet/bankcards', { token })).json().value.list).toHaveLength(2);
  });

  it('lists transactions and bets with type and date filters and paging', async () => {
    const all = (
      await call(app, 'GET', '/wps/wallet/transactions?startDate=2026-08-01&endDate=2026-10-31&pageSize=50', {
        token,
      })
    ).json().value;
    expect(all.totalCount).toBeGreaterThan(100);
    expect(all.content).toHaveLength(50);
    const dep = (
      await call(
        app,
        'GET',
        '/wps/wallet/transactions?type=DEPOSIT&startDate=2026-08-23&endDate=2026-11-20',
        { token },
      )
    ).json().value;
    expect(
      dep.content.every((t: { type: string; amount: number }) => t.type === 'DEPOSIT' && t.amount > 0),
    ).toBe(true);
    const det = (
      await call(app, 'GET', '/wps/relay/ODSFE2_MemTransDet?startDate=2026-11-01&endDate=2026-11-20', {
        token,
      })
    ).json().value;
    expect(det.totalCredit).toBeGreaterThan(0);
    expect(det.totalDebit).toBeGreaterThan(0);
    const bets = (
      await call(app, 'GET', '/wps/wallet/bets?gameType=LIVE&startDate=2026-10-01&endDate=2026-11-20', {
        token,
      })
    ).json().value;
    expect(bets.totalCount).toBeGreaterThan(0);
    expect(bets.content.every((b: { gameType: string }) => b.gameType === 'LIVE')).toBe(true);
    for (const q of [
      'type=FOO',
      'startDate=2026-13-01',
      'startDate=2026-11-20&endDate=2026-11-01',
      'startDate=2026-01-01&endDate=2026-11-01',
      'pageSize=1000',
    ])
      expect((await call(app, 'GET', `/wps/wallet/transactions?${q}`, { token })).statusCode).toBe(400);
  });

  it('a member sees only their own ledger', async () => {
    const other = await sessionFor(app, 'other_player');
    const mine = (
      await call(
        app,
        'GET',
        '/wps/wallet/transactions?startDate=2026-09-01&endDate=2026-11-20&pageSize=100',
        { token: other },
      )
    ).json().value.content;
    const otherIds = new Set(
      ((await app.db.all('SELECT id FROM ledger WHERE member_id = ?', id)) as { id: number }[]).map(
        (r) => r.id,
      ),
    );
    expect(mine.some((t: { id: number }) => otherIds.has(t.id))).toBe(false);
  });

  describe('concurrency', () => {
    it('applies 50 parallel withdrawals with one idempotency key once', async () => {
      const before = await mainBalance(app, id);
      const rows = await ledgerRows();
      const k = key();
      const res = await Promise.all(
        Array.from({ length: 50 }, async () =>
          callEncrypted(
            app,
            '/wps/wallet/withdraw',
            { amount: 25, bankCardId: await cardId(), paymentPassword: DEMO_PAYMENT_PASSWORD },
            { token, headers: { 'idempotency-key': k } },
          ),
        ),
      );
      // at most 2 payment-password checks of one account run at once: the other retries of the
      // same key answer 429 busy, at once; every 200 is the same order
      const done = res.filter((r) => r.statusCode === 200);
      expect(done.length).toBeGreaterThanOrEqual(1);
      expect(res.every((r) => r.statusCode === 200 || r.json().value?.busy === true)).toBe(true);
      expect(new Set(done.map((r) => r.json().value.orderNo)).size).toBe(1);
      expect(await mainBalance(app, id)).toBe(before - 2500);
      expect(await ledgerRows()).toBe(rows + 1);
      expect(
        await count(
          app,
          'SELECT COUNT(*) AS n FROM withdraw_order WHERE member_id = ? AND created_at > ?',
          id,
          '2026-11-20T13:00:00Z',
        ),
      ).toBe(1);
    });

    it('never overdraws with 50 parallel transfers', async () => {
      const balance = await mainBalance(app, id);
      // each transfer takes a tenth of the balance: at most 10 can succeed
      const tenth = Math.floor(balance / 10) / 100;
      const res = await Promise.all(
        Array.from({ length: 50 }, () =>
          call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
            token,
            body: { from: 'MAIN', to: 'PP', amount: tenth },
            headers: { 'idempotency-key': key() },
          }),
        ),
      );
      const okCount = res.filter((r) => r.statusCode === 200).length;
      expect(okCount).toBe(10);
      expect(
        res
          .filter((r) => r.statusCode === 400)
          .every((r) => r.json().errorCode === 'wallet.insufficient_balance'),
      ).toBe(true);
      expect(await mainBalance(app, id)).toBeGreaterThanOrEqual(0);
      expect(await mainBalance(app, id)).toBe(balance - 10 * Math.round(tenth * 100));
    });
  });

  describe('rollback: a failure mid-transaction leaves nothing half-written', () => {
    const snapshot = async () => ({
      balance: await mainBalance(app, id),
      ledger: await ledgerRows(),
      idem: await count(app, 'SELECT COUNT(*) AS n FROM idempotency'),
      deposits: await count(app, 'SELECT COUNT(*) AS n FROM deposit_order'),
      withdrawals: await count(app, 'SELECT COUNT(*) AS n FROM withdraw_order'),
      vendor: await count(
        app,
        "SELECT COALESCE(SUM(balance), 0) AS n FROM wallet_account WHERE account <> 'MAIN'",
      ),
    });

    it('deposit confirmation', async () => {
      const order = (
        await call(app, 'POST', '/wps/wallet/deposit', {
          token,
          body: { channelId: 'PIX_FAST', amount: 50 },
          headers: { 'idempotency-key': key() },
        })
      ).json().value;
      const s = await snapshot();
      armFailpoint('deposit.after_approve');
      const res = await app.inject({
        method: 'POST',
        url: `/__dev/wallet/deposits/${order.orderNo}/confirm`,
      });
      expect(res.statusCode).toBe(500);
      expect(await snapshot()).toEqual(s);
      expect(
        await count(
          app,
          "SELECT COUNT(*) AS n FROM deposit_order WHERE order_no = ? AND status = 'PENDING'",
          order.orderNo,
        ),
      ).toBe(1);
      // nothing was half-applied: a second confirmation credits once
      expect(
        (await app.inject({ method: 'POST', url: `/__dev/wallet/deposits/${order.orderNo}/confirm` }))
          .statusCode,
      ).toBe(200);
      expect(await mainBalance(app, id)).toBe(s.balance + 5000);
    });

    it('withdrawal', async () => {
      const s = await snapshot();
      armFailpoint('withdraw.after_debit');
      const res = await callEncrypted(
        app,
        '/wps/wallet/withdraw',
        { amount: 20, bankCardId: await cardId(), paymentPassword: DEMO_PAYMENT_PASSWORD },
        { token, headers: { 'idempotency-key': key() } },
      );
      expect(res.statusCode).toBe(500);
      expect(await snapshot()).toEqual(s);
    });

    it('transfer', async () => {
      const s = await snapshot();
      armFailpoint('transfer.after_debit');
      const res = await call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
        token,
        body: { from: 'MAIN', to: 'EVO', amount: 10 },
        headers: { 'idempotency-key': key() },
      });
      expect(res.statusCode).toBe(500);
      expect(await snapshot()).toEqual(s);
    });

    it('game round (demo vendor page)', async () => {
      const url = (
        await call(app, 'POST', '/wps/game/launchGame', { token, body: { gameCode: 'EVO_LIVE_001' } })
      ).json().value.url as string;
      const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
      const s = { ...(await snapshot()), bets: await count(app, 'SELECT COUNT(*) AS n FROM bet') };
      armFailpoint('bet.after_debit');
      const res = await app.inject({
        method: 'POST',
        url: '/wps/game/demo/bet',
        payload: { ticket, amount: 5 },
      });
      expect(res.statusCode).toBe(500);
      expect({ ...(await snapshot()), bets: await count(app, 'SELECT COUNT(*) AS n FROM bet') }).toEqual(s);
    });
  });
});
