import { ENGINE, freshTarget, HEADERS } from '../helper';
import { openDatabase, type Db } from '../../src/db/open-db';
import { lockKeys } from '../../src/db/leader';
import { createSession } from '../../src/domain/identity/sessions';
import { checkLedger } from '../../src/domain/ledger/ledger';
import { signWebhook, webhookSecret } from '../../src/domain/money/deposits';
import { DEMO_PAYMENT_PASSWORD } from '../support/g2';
import {
  encryptFor,
  seriesValue,
  startCluster,
  startProxy,
  until,
  type Cluster,
  type Proxy,
} from './processes';

/**
 * Fault drills (docs/gateway/engines-and-operations.md "Operating it"): two real gateway processes on one PostgreSQL behind dev-proxy
 * take a burst of bets, deposit confirmations and withdrawals while one of them is killed (SIGKILL) or stopped
 * (SIGTERM). Nothing answered may be lost: every call answered 200 is in the ledger, every balance equals its
 * ledger, and calls after the fault succeed through the proxy. PostgreSQL restarted under load:
 * postgres-restart.test.ts. SQLite is one process, so this suite runs on PostgreSQL only (the root
 * `npm test` runs it in `test:gateway:pg`). The settlement leader killed: several-processes.test.ts.
 */
const describePostgres = ENGINE === 'postgres' ? describe : describe.skip;

/** Ports 4751..4752, dev-proxy on 4753 (this suite's range: 4750-4769). */
const FIRST_PORT = 4751;
const PROXY_PORT = 4753;
const BURST = 200;

type Kind = 'bet' | 'confirm' | 'withdraw';
interface Call {
  kind: Kind;
  url: string;
  /**
   * the HTTP answer; 'refused' when the connection was refused (no process took the call, so nothing ran);
   * null when a connection the process had taken was cut before it answered
   */
  res: Promise<{ status: number; body: Body } | 'refused' | null>;
}
interface Body {
  success: boolean;
  errorCode?: string;
  value?: Record<string, unknown>;
}

describePostgres('fault drills on two gateway processes', () => {
  let cluster: Cluster;
  let proxy: Proxy;
  let db: Db;
  let drop: () => Promise<void>;

  const players = ['demo_agent', 'deep_player1', 'sub_player1', 'other_player'];
  const depositors = players.slice(0, 2);
  const withdrawers = players.slice(2);
  const memberId = async (u: string) =>
    ((await db.get('SELECT id FROM member WHERE username = ?', u)) as { id: number }).id;
  const answer = async (p: Promise<Response>) => {
    try {
      const res = await p;
      return { status: res.status, body: (await res.json()) as Body };
    } catch (err) {
      const code = (err as { cause?: { code?: string } }).cause?.code;
      return code === 'ECONNREFUSED' ? ('refused' as const) : null;
    }
  };
  const isAnswer = (a: Awaited<Call['res']>): a is { status: number; body: Body } =>
    a !== null && a !== 'refused';
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
  const bet = (url: string, token: string) =>
    post(`${url}/wps/inhouse/play`, token, { gameCode: 'DICE', amount: 1, target: 50, direction: 'under' });

  beforeAll(async () => {
    const target = await freshTarget();
    drop = target.drop;
    db = openDatabase(target.dbFile);
    await db.run(
      `INSERT INTO site_setting (merchant_code, key, value) VALUES ('jogo', 'market.profile', 'OPEN')
         ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value`,
    );
    // the stop's own bound (SHUTDOWN_TIMEOUT_MS, 10 s by default) is lifted: this drill asks whether a stop
    // answers what it took, and a loaded CI machine may need longer than 10 s for a hundred bets
    // and the leader tasks tick five times a second, so a hand-over shows at once
    cluster = await startCluster(target.dbFile, 2, FIRST_PORT, {
      SHUTDOWN_TIMEOUT_MS: '120000',
      JOGO_LEADER_TICK_MS: '200',
    });
    // and the proxy's own bound on a call (15 s by default) as well: a timeout is not what these drills are about
    proxy = await startProxy(
      cluster.processes.map((p) => p.url),
      PROXY_PORT,
      { GATEWAY_TIMEOUT_MS: '120000' },
    );
  }, 600_000);

  afterAll(async () => {
    await proxy?.stop();
    await cluster?.stop();
    await db?.close();
    await drop?.();
  }, 120_000);

  /**
   * Prepares and fires a burst of `size` calls spread over `urls`: charges are made first (the provider's signed
   * notice that it was paid is the money move), withdrawals sealed first (the payload key is fetched from a process that is still there).
   */
  async function burst(run: string, urls: string[], size: number): Promise<Call[]> {
    const tokens = Object.fromEntries(
      await Promise.all(
        players.map(async (u) => [u, await createSession(db, await memberId(u), 'username')]),
      ),
    );
    const cards = Object.fromEntries(
      await Promise.all(
        withdrawers.map(async (u) => [
          u,
          (
            (await db.get('SELECT id FROM bank_card WHERE member_id = ?', await memberId(u))) as {
              id: number;
            }
          ).id,
        ]),
      ),
    );
    const secret = (await webhookSecret(db, 'development'))!;
    const plan = await Promise.all(
      Array.from({ length: size }, async (_, i) => {
        const url = urls[i % urls.length]!;
        const kind: Kind = i % 4 === 0 ? 'confirm' : i % 4 === 1 ? 'withdraw' : 'bet';
        if (kind === 'confirm') {
          const u = depositors[i % depositors.length]!;
          const res = await post(
            `${url}/wps/wallet/deposit`,
            tokens[u]!,
            { channelId: 'PIX_FAST', amount: 20 },
            { 'idempotency-key': `${run}-dep-${i}` },
          );
          const body = (await res.json()) as Body;
          expect(body.errorCode ?? res.status).toBe(200);
          // paid: the provider's signed notice, sent where a provider sends it (the site's address)
          const raw = JSON.stringify({ orderNo: body.value!.orderNo, event: 'PAID', amount: 20 });
          const ts = String(Math.floor(Date.now() / 1000));
          return {
            kind,
            url,
            send: () =>
              fetch(`${url}/wps/wallet/deposit/webhook`, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  'x-timestamp': ts,
                  'x-signature': signWebhook(secret, ts, raw),
                },
                body: raw,
              }),
          };
        }
        if (kind === 'withdraw') {
          const u = withdrawers[i % withdrawers.length]!;
          const enc = await encryptFor(url, {
            amount: 1,
            bankCardId: cards[u],
            paymentPassword: DEMO_PAYMENT_PASSWORD,
          });
          return {
            kind,
            url,
            send: () =>
              fetch(`${url}/wps/wallet/withdraw`, {
                method: 'POST',
                headers: {
                  ...HEADERS,
                  authorization: tokens[u]!,
                  'content-type': 'application/json',
                  encryption: enc.header,
                  'idempotency-key': `${run}-wd-${i}`,
                },
                body: JSON.stringify(enc.payload),
              }),
          };
        }
        const u = players[i % players.length]!;
        return { kind, url, send: () => bet(url, tokens[u]!) };
      }),
    );
    return plan.map((p) => ({ kind: p.kind, url: p.url, res: answer(p.send()) }));
  }

  /** Every call answered 200 left its money move; every balance equals its ledger. */
  async function nothingLost(calls: Call[], opts: { cut: string[] }): Promise<void> {
    const answers = await Promise.all(calls.map((c) => c.res));
    const ok = (kind: Kind) =>
      calls.flatMap((c, i) => {
        const a = answers[i]!;
        return c.kind === kind && isAnswer(a) && a.status === 200 ? [a.body.value!] : [];
      });
    const rounds = ok('bet').map((v) => Number((v.round as { roundId: number }).roundId));
    if (rounds.length)
      expect(
        Number(
          (
            (await db.get(
              `SELECT COUNT(*) AS n FROM inhouse_round WHERE id IN (${rounds.map(() => '?').join(', ')})`,
              ...rounds,
            )) as { n: number | string }
          ).n,
        ),
      ).toBe(rounds.length);
    for (const [kind, type] of [
      ['confirm', 'DEPOSIT'],
      ['withdraw', 'WITHDRAW'],
    ] as const) {
      const refs = ok(kind).map((v) => String(v.orderNo));
      if (!refs.length) continue;
      const rows = (await db.all(
        `SELECT DISTINCT reference FROM ledger WHERE type = ? AND reference IN (${refs.map(() => '?').join(', ')})`,
        type,
        ...refs,
      )) as { reference: string }[];
      expect(rows.map((r) => r.reference).sort()).toEqual([...new Set(refs)].sort());
    }
    // an answer other than 200 is the domain's 4xx, or (opts.cut) the proxy's answer for a call cut in the
    // killed process: never a 500
    expect(
      answers
        .filter(isAnswer)
        .flatMap((a) =>
          a.status >= 500 && !opts.cut.includes(a.body.errorCode ?? '') ? [a.body.errorCode] : [],
        ),
    ).toEqual([]);
    expect(await checkLedger(db)).toEqual([]);
  }

  /** Calls process `label` answered through the proxy, by the proxy's own count. */
  const answeredBy = async (label: string) =>
    seriesValue(
      await proxy.metrics(),
      `devproxy_gateway_calls_total{process="${label}",status_class="2xx"}`,
    ) +
    seriesValue(await proxy.metrics(), `devproxy_gateway_calls_total{process="${label}",status_class="4xx"}`);
  const labelOf = (url: string) => new URL(url).host;

  it('SIGKILL of one process during a 200-way burst through dev-proxy: nothing answered is lost, calls after it succeed', async () => {
    const a = cluster.current(1)!;
    const calls = await burst(`k${Date.now().toString(36)}`, [proxy.url], BURST);
    // killed while the burst is under way: once the first answers came back from it
    await until(
      'the first answers from the process to kill',
      async () => (await answeredBy(labelOf(a.url))) >= 5,
    );
    process.kill(a.pid, 'SIGKILL');
    // calls made after the kill go through the proxy as if nothing happened: one that meets the dead process's
    // refused connection goes on to the other at once (dev-proxy's retry of what reached no server)
    const token = await createSession(db, await memberId('demo_agent'), 'username');
    // after it: once the process is gone (a signal is not delivered at once on a loaded machine, and a call the
    // process still accepted before it died was a call in flight, cut like the others)
    await until('the killed process gone', () => {
      try {
        process.kill(a.pid, 0);
        return false;
      } catch {
        return true;
      }
    });
    const after = await Promise.all(Array.from({ length: 20 }, () => answer(bet(proxy.url, token))));
    expect(after.map((x) => (isAnswer(x) ? (x.body.errorCode ?? x.status) : x))).toEqual(
      Array.from({ length: 20 }, () => 200),
    );
    // a call the killed process had taken got the proxy's 502 or 504 (it may have run: not sent again)
    await nothingLost(calls, { cut: ['proxy.gateway_unavailable', 'proxy.gateway_timeout'] });
    // the cluster script starts the killed slot again, and the proxy takes it back once its /readyz answers
    await until('the killed process back in the proxy', async () => {
      const p = cluster.current(a.n);
      if (!p || p.pid === a.pid) return false;
      const r = (await (await fetch(`${proxy.url}/__proxy/readyz`)).json()) as {
        gateways: Record<string, string>;
      };
      return r.gateways[labelOf(p.url)] === 'up';
    });
  }, 300_000);

  /** The pid of the process that leads the settlement (holds its advisory lock), if one does. */
  const settlementLeader = async () => {
    const [space, key] = lockKeys('agent-settlement');
    const row = (await db.get(
      `SELECT a.application_name AS app FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE l.locktype = 'advisory' AND l.granted AND l.classid = CAST(? AS oid) AND l.objid = CAST(? AS oid)
           AND l.objsubid = 2 AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      space,
      key,
    )) as { app: string } | undefined;
    return row ? Number(row.app.split(':')[1]) : undefined;
  };

  it('SIGTERM of the leader during a burst through dev-proxy: every call answered, its stream told to retry, its lock handed over', async () => {
    await until('both processes up in the proxy', async () => {
      const r = (await (await fetch(`${proxy.url}/__proxy/readyz`)).json()) as {
        gateways: Record<string, string>;
      };
      return Object.values(r.gateways).every((g) => g === 'up');
    });
    // the process stopped is the settlement leader
    const leader = await until('a settlement leader', settlementLeader);
    const a = [cluster.current(1)!, cluster.current(2)!].find((p) => p.pid === leader)!;
    expect(a).toBeDefined();
    // a balance stream open on it, read to its end
    const token = await createSession(db, await memberId('deep_player1'), 'username');
    const ticket = (
      (await (await post(`${a.url}/wps/wallet/stream/ticket`, token, {})).json()) as {
        value: { ticket: string };
      }
    ).value.ticket;
    const stream = await fetch(`${a.url}/wps/wallet/stream?ticket=${encodeURIComponent(ticket)}`);
    expect(stream.status).toBe(200);
    const streamText = stream.text();
    const before = await answeredBy(labelOf(a.url));
    const calls = await burst(`t${Date.now().toString(36)}`, [proxy.url], BURST);
    await until(
      'the first answers from the process to stop',
      async () => (await answeredBy(labelOf(a.url))) >= before + 5,
    );
    process.kill(a.pid, 'SIGTERM');
    // a graceful stop answers what it took; a call that came after it began met a draining 503 (no handler ran)
    // or a refused connection, and the proxy sent it to the other process: no call sees a 5xx at all
    await nothingLost(calls, { cut: [] });
    const answers = await Promise.all(calls.map((c) => c.res));
    expect(answers.filter((x) => !isAnswer(x) || x.status >= 500)).toEqual([]);
    // the stream ended with an SSE retry hint (the browser reconnects, to the other process)
    expect(await streamText).toMatch(/(^|\n)retry: \d+\n/);
    // and the settlement lock was given up: the other process leads
    const next = await until('another settlement leader', async () => {
      const l = await settlementLeader();
      return l !== undefined && l !== a.pid ? l : undefined;
    });
    expect(next).not.toBe(a.pid);
  }, 300_000);
});
