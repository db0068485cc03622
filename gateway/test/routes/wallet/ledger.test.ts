import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call, count, sessionFor } from '../../support/g2';
import { AppError } from '../../../src/http/errors';
import { checkLedger, move } from '../../../src/domain/ledger/ledger';
import { prng } from '../../../src/lib/prng';

describe('ledger invariants', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  it('keeps balance = sum of ledger, never negative, over 5000 random moves with failures', () => {
    const db = app.db;
    const rnd = prng(42);
    const members = (db.prepare('SELECT id FROM member ORDER BY id LIMIT 8').all() as { id: number }[]).map(
      (r) => r.id,
    );
    const accounts = ['MAIN', 'EVO', 'PG'];
    let applied = 0;
    let refused = 0;
    let aborted = 0;
    for (let i = 0; i < 5000; i++) {
      const m = members[Math.floor(rnd() * members.length)]!;
      const from = accounts[Math.floor(rnd() * accounts.length)]!;
      const to = accounts[Math.floor(rnd() * accounts.length)]!;
      const amount = 1 + Math.floor(rnd() * 50_000);
      const kind = rnd();
      const crash = rnd() < 0.1;
      try {
        db.transaction(() => {
          if (kind < 0.3) move(db, { memberId: m, account: from, amount, type: 'DEPOSIT' });
          else if (kind < 0.6) move(db, { memberId: m, account: from, amount: -amount, type: 'WITHDRAW' });
          else {
            move(db, { memberId: m, account: from, amount: -amount, type: 'TRANSFER_OUT' });
            if (crash) throw new Error('crash between the two legs');
            move(db, { memberId: m, account: to === from ? 'JILI' : to, amount, type: 'TRANSFER_IN' });
          }
          if (crash) throw new Error('crash after the move');
        })();
        applied++;
      } catch (e) {
        if (e instanceof AppError && e.errorCode === 'wallet.insufficient_balance') refused++;
        else aborted++;
      }
    }
    expect(applied).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(100);
    expect(aborted).toBeGreaterThan(100);
    expect(checkLedger(db)).toEqual([]);
    expect(count(app, 'SELECT COUNT(*) AS n FROM wallet_account WHERE balance < 0')).toBe(0);
  });

  it('the database itself refuses a negative balance (CHECK constraint)', () => {
    expect(() =>
      app.db.prepare("INSERT INTO wallet_account (member_id, account, balance) VALUES (1, 'X', -1)").run(),
    ).toThrow(/CHECK/);
  });

  it('keeps the invariants over 400 concurrent HTTP money moves of several members', async () => {
    const users = ['demo_player', 'sub_player1', 'deep_player1', 'other_player'];
    const tokens = users.map((u) => sessionFor(app, u));
    const rnd = prng(7);
    const reqs = Array.from({ length: 400 }, (_, i) => {
      const token = tokens[i % tokens.length]!;
      const r = rnd();
      const headers = { 'idempotency-key': `conc-${i}-${Math.floor(rnd() * 1e9)}` };
      const amount = 10 + Math.floor(rnd() * 5000) / 100;
      if (r < 0.3)
        return call(app, 'POST', '/wps/wallet/deposit', {
          token,
          body: { channelId: 'PIX_FAST', amount },
          headers,
        });
      const [from, to] = r < 0.7 ? ['MAIN', 'EVO'] : ['EVO', 'MAIN'];
      return call(app, 'POST', '/wps/relay/GCS_walletTransfer', {
        token,
        body: { from, to, amount: amount * 10 },
        headers,
      });
    });
    const res = await Promise.all(reqs);
    expect(
      res.every(
        (r) =>
          r.statusCode === 200 ||
          (r.statusCode === 400 && r.json().errorCode === 'wallet.insufficient_balance'),
      ),
    ).toBe(true);
    expect(checkLedger(app.db)).toEqual([]);
  });
});
