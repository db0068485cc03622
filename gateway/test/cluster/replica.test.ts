import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { createSession } from '../../src/domain/identity/sessions';
import { checkLedger, move } from '../../src/domain/ledger/ledger';
import { ENGINE, HEADERS, freshTarget } from '../helper';
import { startReplicaPair, type ReplicaPair } from '../support/replica-pair';

/**
 * `DATABASE_REPLICA_URL` (docs/measurements/gateway-throughput.md "Throughput"): a real primary and a hot standby streaming from it
 * (test/support/replica-pair.ts). An agent report is read on the standby while the primary takes bets, and catches
 * up with them; the standby's lag is a metric and, past `JOGO_REPLICA_MAX_LAG_S`, a readiness reason (replay paused
 * on the standby), while the reports go back to the primary.
 */
const describePostgres = ENGINE === 'postgres' ? describe : describe.skip;

const until = async (what: string, ok: () => Promise<boolean>) => {
  for (let i = 0; i < 600; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`gave up waiting: ${what}`);
};

describePostgres('reports on a streaming replica', () => {
  let pair: ReplicaPair;
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const saved = { replica: process.env.DATABASE_REPLICA_URL, bound: process.env.JOGO_REPLICA_MAX_LAG_S };

  beforeAll(async () => {
    const source = await freshTarget();
    drop = source.drop;
    pair = await startReplicaPair(source.dbFile);
    process.env.DATABASE_REPLICA_URL = pair.replicaUrl;
    process.env.JOGO_REPLICA_MAX_LAG_S = '1';
    app = await buildApp({ dbFile: pair.primaryUrl, mode: 'production', logger: false, seed: false });
  }, 600_000);

  afterAll(async () => {
    await app?.close();
    await pair?.stop();
    await drop?.();
    for (const [key, value] of [
      ['DATABASE_REPLICA_URL', saved.replica],
      ['JOGO_REPLICA_MAX_LAG_S', saved.bound],
    ] as const)
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
  }, 120_000);

  it('serves a team report from the standby while the primary takes bets', async () => {
    const db = app.db;
    const replica = db.replica!;
    expect(replica).toBeDefined();
    const agent = (await db.get("SELECT id FROM member WHERE username = 'demo_agent'")) as { id: number };
    const players = (
      (await db.all(
        `SELECT m.id FROM member_ancestor a JOIN member m ON m.id = a.member_id
           WHERE a.ancestor_id = ? AND a.depth > 0 AND m.type = 0 AND m.status = 'active' ORDER BY m.id LIMIT 3`,
        agent.id,
      )) as { id: number }[]
    ).map((r) => r.id);
    expect(players.length).toBeGreaterThan(0);
    const tokens: string[] = [];
    for (const id of players) {
      await db.transaction(() =>
        move(db, { memberId: id, amount: 100_000, type: 'DEPOSIT', remark: 'stake' }),
      );
      tokens.push(await createSession(db, id, 'username'));
    }
    const agentToken = await createSession(db, agent.id, 'username');
    const report = async () => {
      const r = await app.inject({
        url: '/wps/agent/team/bets?pageNo=1&pageSize=5',
        headers: { ...HEADERS, authorization: agentToken },
      });
      expect(r.statusCode).toBe(200);
      return (r.json() as { value: { totalCount: number } }).value.totalCount;
    };
    const onPrimary: string[] = [];
    const onReplica: string[] = [];
    db.onStatement = (sql) => onPrimary.push(sql);
    replica.onStatement = (sql) => onReplica.push(sql);
    const before = await report();

    // 30 bets on the primary, a report on the standby between each batch
    let settled = 0;
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all([
        ...tokens.map((token) =>
          app.inject({
            method: 'POST',
            url: '/wps/inhouse/play',
            headers: { ...HEADERS, authorization: token, 'content-type': 'application/json' },
            payload: { gameCode: 'DICE', amount: 1, target: 50, direction: 'under' },
          }),
        ),
        report(),
      ]);
      for (const a of answers.slice(0, tokens.length))
        if (typeof a !== 'number' && a.statusCode === 200) settled++;
    }
    expect(settled).toBe(10 * tokens.length);
    // the report's reads went to the standby, the bets' to the primary
    expect(onReplica.some((s) => /FROM bet b/.test(s))).toBe(true);
    expect(onPrimary.some((s) => /FROM bet b JOIN member m/.test(s))).toBe(false);
    expect(onReplica.some((s) => /^(INSERT|UPDATE|DELETE)/i.test(s.trim()))).toBe(false);
    db.onStatement = undefined;
    replica.onStatement = undefined;
    // the standby catches up: the report counts every bet
    await until('the report counts the bets', async () => (await report()) === before + settled);
    expect(await checkLedger(db)).toEqual([]);

    const metrics = await app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/^jogo_db_replica_lag_seconds \d/m);
    expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({ checks: { replica: 'ok' } });
  }, 120_000);

  it('is not ready past the lag bound, and reads the primary meanwhile', async () => {
    pair.standbySql('SELECT pg_wal_replay_pause()');
    try {
      const writer = new pg.Client({ connectionString: pair.primaryUrl });
      await writer.connect();
      try {
        // a write the standby receives and does not replay; 1.5 s later it is past the 1 s bound
        await writer.query("UPDATE member SET status = status WHERE username = 'demo_agent'");
      } finally {
        await writer.end();
      }
      await until('readiness names the lag', async () => {
        const r = await app.inject({ url: '/readyz' });
        const body = r.json() as { reasons?: string[] };
        return r.statusCode === 503 && (body.reasons ?? []).some((s) => /^replica: .* behind/.test(s));
      });
      expect(app.db.forReads()).toBe(app.db);
      const scraped = (await app.inject({ url: '/metrics' })).body;
      expect(Number(/^jogo_db_replica_lag_seconds (\S+)/m.exec(scraped)?.[1])).toBeGreaterThan(1);
    } finally {
      pair.standbySql('SELECT pg_wal_replay_resume()');
    }
    await until('ready again', async () => (await app.inject({ url: '/readyz' })).statusCode === 200);
    expect(app.db.forReads()).toBe(app.db.replica);
  }, 120_000);
});
