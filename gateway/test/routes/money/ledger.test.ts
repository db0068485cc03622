import type { FastifyInstance } from 'fastify';
import { build, ENGINE } from '../../helper';
import { call, count, sessionFor } from '../../support/g2';
import { AppError } from '../../../src/http/errors';
import { checkLedger, move } from '../../../src/domain/ledger/ledger';
import { prng } from '../../../src/lib/prng';

/**
 * The two tests below are large by design (5,000 transactions; 400 parallel HTTP calls): seconds of work on
 * either engine, more on a busy machine. Their bound is there to end a hang, not to time them.
 */
const HEAVY_MS = 600_000;
/**
 * Random moves, one transaction each, in sequence: 5,000 on SQLite; 2,000 on PostgreSQL, where each is a round
 * trip and the suite shares the machine with the browsers (the concurrent HTTP test below covers that engine's
 * locking)
 */
const MOVES = ENGINE === 'postgres' ? 2000 : 5000;

describe('ledger invariants', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  it(
    'keeps balance = sum of ledger, never negative, over thousands of random moves with failures',
    async () => {
      const db = app.db;
      const rnd = prng(42);
      const members = ((await db.all('SELECT id FROM member ORDER BY id LIMIT 8')) as { id: number }[]).map(
        (r) => r.id,
      );
      const accounts = ['MAIN', 'EVO', 'PG'];
      let applied = 0;
      let refused = 0;
      let aborted = 0;
      for (let i = 0; i < MOVES; i++) {
        const m = members[Math.floor(rnd() * members.length)]!;
        const from = accounts[Math.floor(rnd() * accounts.length)]!;
        const to = accounts[Math.floor(rnd() * accounts.length)]!;
        const amount = 1 + Math.floor(rnd() * 50_000);
        const kind = rnd();
        const crash = rnd() < 0.1;
        try {
          await db.transaction(async () => {
            if (kind < 0.3) await move(db, { memberId: m, account: from, amount, type: 'DEPOSIT' });
            else if (kind < 0.6)
              await move(db, { memberId: m, account: from, amount: -amount, type: 'WITHDRAW' });
            else {
              await move(db, { memberId: m, account: from, amount: -amount, type: 'TRANSFER_OUT' });
              if (crash) throw new Error('crash between the two legs');
              await move(db, {
                memberId: m,
                account: to === from ? 'JILI' : to,
                amount,
                type: 'TRANSFER_IN',
              });
            }
            if (crash) throw new Error('crash after the move');
          });
          applied++;
        } catch (e) {
          if (e instanceof AppError && e.errorCode === 'wallet.insufficient_balance') refused++;
          else aborted++;
        }
      }
      expect(applied).toBeGreaterThan(MOVES / 5);
      expect(refused).toBeGreaterThan(MOVES / 50);
      expect(aborted).toBeGreaterThan(MOVES / 50);
      expect(await checkLedger(db)).toEqual([]);
      expect(await count(app, 'SELECT COUNT(*) AS n FROM wallet_account WHERE balance < 0')).toBe(0);
    },
    HEAVY_MS,
  );

  it('the database itself refuses a negative balance (CHECK constraint)', async () => {
    // matched by message, not toThrow: better-sqlite3 keeps the error class of the first test file its native
    // module was loaded in, so in a later file of the same jest worker its errors are no Error of that file
    await expect(
      app.db.run("INSERT INTO wallet_account (member_id, account, balance) VALUES (1, 'X', -1)"),
    ).rejects.toMatchObject({ message: expect.stringMatching(/CHECK|check constraint/) });
  });

  it(
    'keeps the invariants over 400 concurrent HTTP money moves of several members',
    async () => {
      const users = ['demo_player', 'sub_player1', 'deep_player1', 'other_player'];
      const tokens = await Promise.all(users.map(async (u) => await sessionFor(app, u)));
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
      expect(await checkLedger(app.db)).toEqual([]);
    },
    HEAVY_MS,
  );
});
