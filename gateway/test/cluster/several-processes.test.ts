import { ENGINE, freshTarget, HEADERS } from '../helper';
import { openDatabase, type Db } from '../../src/db/open-db';
import { lockKeys } from '../../src/db/leader';
import { createSession } from '../../src/domain/identity/sessions';
import { checkLedger } from '../../src/domain/ledger/ledger';
import { DEMO_PAYMENT_PASSWORD } from '../support/g2';
import { clientIp, encryptFor, openStream, startCluster, until, type Cluster } from './processes';

/**
 * Several gateway processes on one PostgreSQL database (docs/gateway/engines-and-operations.md "Several processes"): three
 * real processes started by scripts/cluster.ts take money bursts on shared accounts, share rate limits and code
 * caps, push a balance moved on one to a stream opened on another, redeem a ticket issued on one exactly once on
 * the others, and hand the settlement and the deposit expiry over when their leader is killed. SQLite is one
 * process (two on one file: test/security/two-processes.test.ts), so this suite runs on PostgreSQL only.
 */
const describePostgres = ENGINE === 'postgres' ? describe : describe.skip;

/** Ports 4701..4703 (this suite's range: 4700-4749). */
const FIRST_PORT = 4701;
const BURST = 200;

describePostgres('several gateway processes on one PostgreSQL', () => {
  let cluster: Cluster;
  let db: Db;
  let drop: () => Promise<void>;
  let urls: string[];

  const memberId = async (u: string) =>
    ((await db.get('SELECT id FROM member WHERE username = ?', u)) as { id: number }).id;
  const sessionOf = async (u: string) => await createSession(db, await memberId(u), 'username');
  const json = async (res: Response) =>
    (await res.json()) as { success: boolean; errorCode?: string; value?: Record<string, unknown> };
  const post = (url: string, token: string | null, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url, {
      method: 'POST',
      headers: {
        ...HEADERS,
        'content-type': 'application/json',
        ...(token ? { authorization: token } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const target = await freshTarget();
    drop = target.drop;
    db = openDatabase(target.dbFile);
    // the specification's market: deposits and transfers without the BR market's extra steps
    await db.run(
      `INSERT INTO site_setting (merchant_code, key, value) VALUES ('jogo', 'market.profile', 'OPEN')
         ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value`,
    );
    cluster = await startCluster(target.dbFile, 3, FIRST_PORT, { JOGO_LEADER_TICK_MS: '200' });
    urls = cluster.processes.map((p) => p.url);
  }, 600_000);

  afterAll(async () => {
    await cluster?.stop();
    await db?.close();
    await drop?.();
  }, 120_000);

  it('200-way bursts of money moves over three processes: the ledger holds and no key is spent twice', async () => {
    // shared by every kind of move but two: charges are paid to the first two, withdrawals leave the last two (a
    // deposit must be wagered before money leaves: the last two have nothing left to wager and get no deposit)
    const players = ['demo_agent', 'deep_player1', 'sub_player1', 'other_player'];
    const depositors = players.slice(0, 2);
    const withdrawers = players.slice(2);
    const tokens = Object.fromEntries(await Promise.all(players.map(async (u) => [u, await sessionOf(u)])));
    const cards = Object.fromEntries(
      await Promise.all(
        players.map(async (u) => [
          u,
          (
            (await db.get('SELECT id FROM bank_card WHERE member_id = ?', await memberId(u))) as {
              id: number;
            }
          ).id,
        ]),
      ),
    );
    const run = `b${Date.now().toString(36)}`;
    // deposits first: each charge made on one process, confirmed on the two others at once
    const charges = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const u = depositors[i % depositors.length]!;
        const res = await post(
          `${urls[i % 3]!}/wps/wallet/deposit`,
          tokens[u]!,
          { channelId: 'PIX_FAST', amount: 50 },
          { 'idempotency-key': `${run}-dep-${i}` },
        );
        const body = await json(res);
        expect(body.errorCode ?? res.status).toBe(200);
        return body.value!.orderNo as string;
      }),
    );

    type Kind = 'confirm' | 'withdraw' | 'transfer' | 'bet';
    const calls: { kind: Kind; key?: string; res: Promise<Response> }[] = [];
    const since = new Date().toISOString();
    for (const [i, no] of charges.entries())
      for (const k of [1, 2])
        calls.push({
          kind: 'confirm',
          res: post(`${urls[(i + k) % 3]!}/__dev/wallet/deposits/${no}/confirm`, null, {}),
        });
    for (let i = 0; calls.length < BURST + charges.length * 2; i++) {
      const u = players[i % players.length]!;
      const kind = i % 4;
      // every fifth money call's key is sent twice, to two different processes at once
      const twice = i % 5 === 0;
      const key = `${run}-${i}`;
      for (const copy of twice ? [0, 1] : [0]) {
        const url = urls[(i + copy) % 3]!;
        if (kind === 0) {
          const w = withdrawers[i % withdrawers.length]!;
          const enc = await encryptFor(url, {
            amount: 10,
            bankCardId: cards[w],
            paymentPassword: DEMO_PAYMENT_PASSWORD,
          });
          calls.push({
            kind: 'withdraw',
            key,
            res: fetch(`${url}/wps/wallet/withdraw`, {
              method: 'POST',
              headers: {
                ...HEADERS,
                authorization: tokens[w]!,
                'content-type': 'application/json',
                encryption: enc.header,
                'idempotency-key': key,
              },
              body: JSON.stringify(enc.payload),
            }),
          });
        } else if (kind === 1 || kind === 2) {
          const [from, to] = kind === 1 ? ['MAIN', 'EVO'] : ['EVO', 'MAIN'];
          calls.push({
            kind: 'transfer',
            key,
            res: post(`${url}/wps/relay/GCS_walletTransfer`, tokens[u]!, {
              from,
              to,
              amount: 1.25,
              idempotencyKey: key,
            }),
          });
        } else
          calls.push({
            kind: 'bet',
            res: post(`${url}/wps/inhouse/play`, tokens[u]!, {
              gameCode: 'DICE',
              amount: 1,
              target: 50,
              direction: 'under',
            }),
          });
      }
    }
    const answers = await Promise.all(calls.map((c) => c.res));
    const bodies = await Promise.all(answers.map(json));
    const statuses = answers.map((r) => r.status);
    const failures = bodies.filter((_, i) => statuses[i]! >= 500).map((b) => b.errorCode);
    expect(failures).toEqual([]);
    const outcomes: Record<string, Record<string, number>> = {};
    calls.forEach((c, i) => {
      const o = (outcomes[c.kind] ??= {});
      const what = statuses[i] === 200 ? '200' : `${statuses[i]} ${bodies[i]!.errorCode}`;
      o[what] = (o[what] ?? 0) + 1;
    });
    // every kind moved money; the refusals are the domain's own 4xx (a daily withdrawal count, a payment
    // password busy with another guess, an empty vendor wallet), shown here when a kind never got through
    for (const kind of ['confirm', 'withdraw', 'transfer', 'bet'])
      expect({ kind, moved: (outcomes[kind]?.['200'] ?? 0) > 0, outcomes: outcomes[kind] }).toMatchObject({
        kind,
        moved: true,
      });

    // a key sent to two processes at once answered the same both times (one move, then its replay)
    const byKey = new Map<string, Set<string>>();
    calls.forEach((c, i) => {
      if (!c.key || statuses[i] !== 200) return;
      byKey.set(c.key, (byKey.get(c.key) ?? new Set()).add(JSON.stringify(bodies[i]!.value)));
    });
    for (const answersOfKey of byKey.values()) expect(answersOfKey.size).toBe(1);

    expect(await checkLedger(db)).toEqual([]);
    // no double spend: one ledger row per confirmed charge, per withdrawal key, per transfer key and side
    const rowsOf = async (type: string) =>
      (await db.all(
        `SELECT reference FROM ledger WHERE type = ? AND created_at >= ? AND member_id IN (${players.map(() => '?').join(', ')})`,
        type,
        since,
        ...(await Promise.all(players.map(memberId))),
      )) as { reference: string }[];
    const refsOf = (kind: Kind, field: string) =>
      new Set(
        calls
          .map((c, i) => (c.kind === kind && statuses[i] === 200 ? String(bodies[i]!.value![field]) : null))
          .filter((x): x is string => x !== null),
      );
    const deposits = (await rowsOf('DEPOSIT')).map((r) => r.reference).sort();
    expect(deposits).toEqual([...charges].sort());
    const withdrawn = refsOf('withdraw', 'orderNo');
    expect(withdrawn.size).toBe(
      new Set(calls.filter((c, i) => c.kind === 'withdraw' && statuses[i] === 200).map((c) => c.key)).size,
    );
    expect((await rowsOf('WITHDRAW')).map((r) => r.reference).sort()).toEqual([...withdrawn].sort());
    const transferred = refsOf('transfer', 'transferId');
    expect(transferred.size).toBe(
      new Set(calls.filter((c, i) => c.kind === 'transfer' && statuses[i] === 200).map((c) => c.key)).size,
    );
    expect((await rowsOf('TRANSFER_OUT')).map((r) => r.reference).sort()).toEqual([...transferred].sort());
    expect((await rowsOf('TRANSFER_IN')).map((r) => r.reference).sort()).toEqual([...transferred].sort());
  }, 600_000);

  it('a rate limit hit on one process counts on the others', async () => {
    // GET /wps/captcha: 60 per minute per client, in the database on PostgreSQL
    const ip = clientIp();
    const captcha = (url: string) =>
      fetch(`${url}/wps/captcha`, { headers: { ...HEADERS, 'x-forwarded-for': ip } });
    const first = await Promise.all(Array.from({ length: 60 }, (_, i) => captcha(urls[i % 2]!)));
    expect(first.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const third = await captcha(urls[2]!);
    expect(third.status).toBe(429);
    expect((await json(third)).errorCode).toBe('TOO_MANY_REQUESTS');
  }, 120_000);

  it('the daily code cap of an account holds over three processes answering at once', async () => {
    const token = await sessionOf('other_player');
    const calls = Array.from({ length: 20 }, (_, i) =>
      post(
        `${urls[i % 3]!}/wps/member/mobile/code`,
        token,
        { mobileNum: `1198765${String(4000 + i)}`, countryDialingCode: '55' },
        // one client address per call: the per-minute limit of the route is not what this checks
        { 'x-forwarded-for': clientIp() },
      ),
    );
    const bodies = await Promise.all((await Promise.all(calls)).map(json));
    // CODE_DAILY_CAP.account = 10: exactly ten calls were counted, whatever they answered
    expect(bodies.filter((b) => b.errorCode === 'verification.daily_cap')).toHaveLength(10);
  }, 120_000);

  it('a balance moved on one process is pushed on a stream opened on another', async () => {
    const token = await sessionOf('sub_player1');
    const ticket = (await json(await post(`${urls[0]!}/wps/wallet/stream/ticket`, token, {}))).value!
      .ticket as string;
    const stream = openStream(urls[1]!, ticket);
    try {
      expect(await stream.status).toBe(200);
      const [opened] = await stream.waitFor(1);
      // the money moves on process 3 (a transfer out of the main wallet), then on process 1 (a bet)
      const moved = await post(`${urls[2]!}/wps/relay/GCS_walletTransfer`, token, {
        from: 'MAIN',
        to: 'EVO',
        amount: 2,
        idempotencyKey: `push-${Date.now()}`,
      });
      expect(moved.status).toBe(200);
      const pushed = await stream.waitFor(2);
      expect(pushed[1]).toBeCloseTo(opened! - 2, 2);
      await post(`${urls[0]!}/wps/inhouse/play`, token, {
        gameCode: 'DICE',
        amount: 1,
        target: 50,
        direction: 'under',
      });
      const after = (await stream.waitFor(3))[2]!;
      const main = (await db.get(
        "SELECT balance FROM wallet_account WHERE member_id = ? AND account = 'MAIN'",
        await memberId('sub_player1'),
      )) as { balance: number };
      expect(after).toBeCloseTo(main.balance / 100, 2);
    } finally {
      stream.close();
    }
  }, 120_000);

  it('a ticket issued on one process redeems exactly once on the others', async () => {
    const token = await sessionOf('demo_agent');
    // balance stream ticket, redeemed on two other processes at once
    const ticket = (await json(await post(`${urls[0]!}/wps/wallet/stream/ticket`, token, {}))).value!
      .ticket as string;
    const streams = [openStream(urls[1]!, ticket), openStream(urls[2]!, ticket)];
    try {
      expect((await Promise.all(streams.map((s) => s.status))).sort()).toEqual([200, 401]);
    } finally {
      for (const s of streams) s.close();
    }
    // CSV export of the records
    const records = (
      await json(await post(`${urls[0]!}/wps/records/export`, token, { kind: 'bets', query: {} }))
    ).value!.url as string;
    const got = await Promise.all([fetch(urls[1]! + records), fetch(urls[2]! + records)]);
    expect(got.map((r) => r.status).sort()).toEqual([200, 404]);
    await Promise.all(got.map((r) => r.arrayBuffer()));
    // agent report export
    const report = (
      await json(await post(`${urls[1]!}/wps/agent/export`, token, { report: 'bets', filters: {} }))
    ).value!.url as string;
    const files = await Promise.all([fetch(urls[0]! + report), fetch(urls[2]! + report)]);
    expect(files.map((r) => r.status).sort()).toEqual([200, 410]);
    await Promise.all(files.map((r) => r.arrayBuffer()));
    // a game launched on one process plays on another (a ticket for the whole game session, not one-time)
    const code = (
      (await db.get("SELECT game_code FROM game WHERE game_type <> 'INHOUSE' LIMIT 1")) as {
        game_code: string;
      }
    ).game_code;
    const launch = (await json(await post(`${urls[2]!}/wps/game/launchGame`, token, { gameCode: code })))
      .value!.url as string;
    expect((await fetch(urls[0]! + launch)).status).toBe(200);
  }, 120_000);

  it('the settlement and the deposit expiry run in one process; killing it hands them over, nothing twice', async () => {
    const holderOf = async (task: string) => {
      const [space, key] = lockKeys(task);
      const row = (await db.get(
        `SELECT a.application_name AS app FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
           WHERE l.locktype = 'advisory' AND l.granted AND l.classid = CAST(? AS oid) AND l.objid = CAST(? AS oid)
             AND l.objsubid = 2 AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        space,
        key,
      )) as { app: string } | undefined;
      return row ? Number(row.app.split(':')[1]) : undefined;
    };
    const realtime = async () =>
      (await db.get(
        "SELECT id, settled_until FROM agent_contract WHERE kind = 'REALTIME' AND status = 'SIGNED' ORDER BY id LIMIT 1",
      )) as { id: number; settled_until: string };
    /**
     * Where to rewind the contract to, so its leader has periods to settle now: an hour ago, but never before the
     * end of a period it has a statement for already (that period is settled: settling it again is what must never
     * happen, and the unique (contract_id, period_start) would refuse it)
     */
    const rewindPoint = async (id: number) => {
      const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
      const last = (await db.get(
        'SELECT MAX(period_end) AS e FROM contract_record WHERE contract_id = ?',
        id,
      )) as {
        e: string | null;
      };
      return last.e && last.e > hourAgo ? last.e : hourAgo;
    };
    const settledSince = async (since: string) => (await realtime()).settled_until > since;

    const leader = await until('a settlement leader', () => holderOf('agent-settlement'));
    const pids = cluster.processes.map((p) => p.pid);
    expect(pids).toContain(leader);
    // exactly one holds it: the others' tries fail while it lives
    const c = await realtime();
    const mark = await rewindPoint(c.id);
    await db.run('UPDATE agent_contract SET settled_until = ? WHERE id = ?', mark, c.id);
    await until('the leader settles', () => settledSince(mark));

    process.kill(leader, 'SIGKILL');
    const next = await until('another leader', async () => {
      const h = await holderOf('agent-settlement');
      return h !== undefined && h !== leader ? h : undefined;
    });
    expect(next).not.toBe(leader);
    const again = await rewindPoint(c.id);
    await db.run('UPDATE agent_contract SET settled_until = ? WHERE id = ?', again, c.id);
    await until('the new leader settles', () => settledSince(again));
    // nothing was settled twice: no two statements of a contract cover the same instant, and each statement paid
    // its salary at most once
    expect(
      await db.all(
        `SELECT a.contract_id, a.period_start, b.period_start AS other FROM contract_record a
           JOIN contract_record b ON b.contract_id = a.contract_id AND b.id > a.id
             AND a.period_start < b.period_end AND b.period_start < a.period_end`,
      ),
    ).toEqual([]);
    expect(
      await db.all(
        "SELECT reference, COUNT(*) AS n FROM ledger WHERE type = 'SALARY' GROUP BY reference HAVING COUNT(*) > 1",
      ),
    ).toEqual([]);
    expect(await checkLedger(db)).toEqual([]);

    // the deposit expiry has a leader too, and it sweeps a charge nobody reads
    expect(await until('a deposit-expiry leader', () => holderOf('deposit-expiry'))).not.toBe(leader);
    const token = await sessionOf('deep_player2');
    const order = (
      await json(
        await post(
          `${urls.find((_, i) => cluster.processes[i]!.pid !== leader)!}/wps/wallet/deposit`,
          token,
          { channelId: 'PIX_FAST', amount: 30 },
          { 'idempotency-key': `exp-${Date.now()}` },
        ),
      )
    ).value!.orderNo as string;
    await db.run(
      'UPDATE deposit_order SET expires_at = ? WHERE order_no = ?',
      new Date(Date.now() - 1000).toISOString(),
      order,
    );
    await until('the charge expired', async () => {
      const o = (await db.get('SELECT status FROM deposit_order WHERE order_no = ?', order)) as {
        status: string;
      };
      return o.status === 'EXPIRED';
    });
  }, 600_000);
});
