import { ENGINE, freshTarget } from '../helper';
import { openDatabase, type Db } from '../../src/db/open-db';
import { leaderTask } from '../../src/db/leader';
import { LOCK_AFTER, lockedUntil, recordFailure, reserveCheck } from '../../src/domain/identity/login-guard';
import { throttle } from '../../src/domain/identity/verification/common';
import { databaseStore, pruneRateLimits } from '../../src/plugins/app/rate-limits';
import { balanceHub, balanceMoved, listenBalances, stopListening } from '../../src/domain/ledger/balance-hub';
import { contextReady, merchantContext } from '../../src/domain/site/context';
import { siteSetting } from '../../src/domain/site/flags';
import { assertSiteOpen } from '../../src/domain/site/status';
import { gameList } from '../../src/domain/play/games/lists';
import { catalogueLicence } from '../../src/domain/market/catalogue';
import { createSession, deleteSession, resolveSession } from '../../src/domain/identity/sessions';
import { sessionRowDrops, sessionRowsReady } from '../../src/domain/identity/session-rows';

/**
 * What several gateway processes share through the database (docs/gateway/engines-and-operations.md "Several processes"),
 * checked with two database handles on one database (two pools: what two processes have), on the engine of
 * the run. The same through real processes: several-processes.test.ts.
 */
describe('state shared by two handles on one database', () => {
  let a: Db;
  let b: Db;
  let target: string;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    const t = await freshTarget();
    target = t.dbFile;
    drop = t.drop;
    a = openDatabase(target);
    b = openDatabase(target);
  }, 600_000); // the first one builds the seeded template
  afterEach(async () => {
    await a.close();
    await b.close();
    await drop();
  });

  const settled = async (ps: Promise<unknown>[]) =>
    (await Promise.allSettled(ps)).map((r) =>
      r.status === 'fulfilled' ? 'ok' : (r.reason as Error).message,
    );

  it('a throttle lets exactly one of many simultaneous calls through', async () => {
    const now = Date.now();
    const got = await settled(
      Array.from({ length: 20 }, (_, i) => throttle(i % 2 ? a : b, 'sms-ip:198.51.100.1', 1000, now)),
    );
    expect(got.filter((r) => r === 'ok')).toHaveLength(1);
    // the interval later, one more
    expect(await settled([throttle(a, 'sms-ip:198.51.100.1', 1000, now + 1000)])).toEqual(['ok']);
  });

  it('login checks reserved at once on two handles never pass the lock; the failures lock the username', async () => {
    const now = Date.now();
    const got = await settled(
      Array.from({ length: 30 }, (_, i) => reserveCheck(i % 2 ? a : b, 'u:jogo:x', now)),
    );
    expect(got.filter((r) => r === 'ok')).toHaveLength(LOCK_AFTER);
    // one after the other: two SQLite handles in one process cannot hold write transactions at once (the
    // driver's busy wait blocks the event loop the other one needs); separate processes can (two-processes.test.ts)
    for (let i = 0; i < LOCK_AFTER; i++)
      await recordFailure(i % 2 ? a : b, { user: 'u:jogo:x', ip: 'ip:198.51.100.2' }, now, true);
    expect(await lockedUntil(a, 'u:jogo:x', now)).toBeGreaterThan(now);
    await expect(reserveCheck(b, 'u:jogo:x', now)).rejects.toMatchObject({ errorCode: 'login.locked' });
    const failures = (await a.get(
      "SELECT failures, pending FROM login_guard WHERE key = 'ip:198.51.100.2'",
    )) as {
      failures: number;
    };
    expect(failures.failures).toBe(LOCK_AFTER);
  });

  it('the rate-limit store counts one window for every handle, then a new one', async () => {
    type Counted = { current: number; ttl: number };
    type Store = {
      child: (p: object) => {
        incr: (k: string, cb: (e: Error | null, r?: Counted) => void, w: number) => void;
      };
    };
    const stores = [a, b].map((db) =>
      new (databaseStore(db) as unknown as new (p: object) => Store)({ timeWindow: 60_000 }).child({
        timeWindow: 60_000,
        routeInfo: { method: 'GET', url: '/wps/captcha' },
      }),
    );
    const hit = (i: number) =>
      new Promise<Counted>((resolve, reject) =>
        stores[i % 2]!.incr('198.51.100.3', (e, r) => (e ? reject(e) : resolve(r!)), 60_000),
      );
    const counts = (await Promise.all(Array.from({ length: 40 }, (_, i) => hit(i)))).map((r) => r.current);
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // the window ends: the next hit starts a new one, and the ended one is pruned
    await a.run("UPDATE rate_limit SET window_end = ? WHERE key LIKE 'GET /wps/captcha|%'", Date.now() - 1);
    expect(await pruneRateLimits(b)).toBe(1);
    expect((await hit(0)).current).toBe(1);
  });

  it('one handle leads a task; when it stops, the other takes it over', async () => {
    const runs: string[] = [];
    const task = (db: Db, name: string) =>
      leaderTask(db, target, {
        name: 'test-task',
        everyMs: 3_600_000,
        run: async () => void runs.push(name),
      });
    const first = task(a, 'a');
    const second = task(b, 'b');
    expect(await first.tick()).toBe(true);
    expect(await second.tick()).toBe(false);
    expect(await first.tick()).toBe(true); // still the leader
    await first.stop();
    expect(await second.tick()).toBe(true);
    expect(runs).toEqual(['a', 'a', 'b']);
    await second.stop();
  });

  const onPostgres = ENGINE === 'postgres' ? it : it.skip;
  /** Ends the server side of this process's connections named `<name>:<pid>` on the test database. */
  const terminate = async (name: string) =>
    (
      await a.all(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE application_name = ? AND datname = current_database()`,
        `${name}:${process.pid}`,
      )
    ).length;

  onPostgres(
    'PostgreSQL: a leader whose connection is cut loses the task to the other at its next tick',
    async () => {
      const task = (db: Db) =>
        leaderTask(db, target, { name: 'cut-task', everyMs: 3_600_000, run: async () => {} });
      const first = task(a);
      expect(await first.tick()).toBe(true);
      expect(await terminate('jogo-leader')).toBe(1); // as when its process dies or the network drops
      const second = task(b);
      expect(await second.tick()).toBe(true);
      expect(await first.tick()).toBe(false); // it connects again and finds the lock taken
      await first.stop();
      await second.stop();
    },
  );

  onPostgres(
    'PostgreSQL: the LISTEN connection comes back after the server cut it and wakes the streams',
    async () => {
      const heard: number[] = [];
      for (const id of [42, 43]) balanceHub(b).on(`member:${id}`, () => heard.push(id));
      const feed = listenBalances(b, target);
      await feed.ready();
      expect(await terminate('jogo-balance')).toBe(1);
      // back, and every member with a stream open is told to read its balance again (a notice may have been lost)
      while (!heard.includes(42) || !feed.listening) await new Promise((r) => setTimeout(r, 10));
      await a.transaction(async () => await balanceMoved(a, 43));
      while (!heard.includes(43)) await new Promise((r) => setTimeout(r, 10));
      await stopListening(b);
    },
  );

  onPostgres(
    'PostgreSQL: a balance moved through one handle reaches the hub of the other once committed',
    async () => {
      const heard: number[] = [];
      for (const id of [41, 42]) balanceHub(b).on(`member:${id}`, () => heard.push(id));
      const feed = listenBalances(b, target);
      await feed.ready();
      // rolled back: never sent
      await a
        .transaction(async () => {
          await balanceMoved(a, 41);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      // committed: heard on the other handle (notices arrive in commit order, so 41 would have come first)
      await a.transaction(async () => await balanceMoved(a, 42));
      while (heard.length === 0) await new Promise((r) => setTimeout(r, 10));
      expect(heard).toEqual([42]);
      await stopListening(b);
    },
  );
  it('the request context is kept per handle and read again after a change by this handle or another', async () => {
    const key = 'bench.cacheProbe';
    const set = (db: Db, value: string) =>
      db.run(
        `INSERT INTO site_setting (merchant_code, key, value) VALUES ('jogo', ?, ?)
         ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value`,
        key,
        value,
      );
    await set(a, 'one');
    // PostgreSQL: kept once the handle hears the others' changes
    await contextReady(a);
    expect(await siteSetting(a, 'jogo', key, '-')).toBe('one');
    // kept: the next reads send no statement
    const before = a.statements;
    expect(await siteSetting(a, 'jogo', key, '-')).toBe('one');
    await assertSiteOpen(a, 'jogo');
    expect((await merchantContext(a, 'jogo')).exists).toBe(true);
    expect(a.statements).toBe(before);
    // this handle's own write: read back at once
    await set(a, 'two');
    expect(await siteSetting(a, 'jogo', key, '-')).toBe('two');
    // a rolled-back write is not kept
    await a
      .transaction(async () => {
        await set(a, 'never');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await siteSetting(a, 'jogo', key, '-')).toBe('two');
    // another handle's write (another process): SQLite has one process, so only PostgreSQL tells a's cache (NOTIFY)
    if (ENGINE === 'postgres') {
      await set(b, 'three');
      await a.run("UPDATE system_status SET status = 1 WHERE merchant_code = 'jogo'");
      for (let i = 0; i < 200 && (await siteSetting(a, 'jogo', key, '-')) !== 'three'; i++)
        await new Promise((r) => setTimeout(r, 25));
      expect(await siteSetting(a, 'jogo', key, '-')).toBe('three');
      await expect(assertSiteOpen(a, 'jogo')).rejects.toMatchObject({ errorCode: 'system.maintenance' });
      await b.run("UPDATE system_status SET status = 0 WHERE merchant_code = 'jogo'");
      for (let i = 0; i < 200; i++) {
        const open = await assertSiteOpen(a, 'jogo').then(
          () => true,
          () => false,
        );
        if (open) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      await expect(assertSiteOpen(a, 'jogo')).resolves.toBeUndefined();
    }
  });

  it('a session read is kept on PostgreSQL and a session ended or a member disabled on any handle stops at once', async () => {
    const member = (await a.get<{ id: number }>("SELECT id FROM member WHERE username = 'demo_player'"))!.id;
    const [here, there] = [
      await createSession(a, member, 'password'),
      await createSession(a, member, 'password'),
    ];
    await sessionRowsReady(a);
    expect((await resolveSession(a, here))?.id).toBe(member);
    expect((await resolveSession(a, there))?.id).toBe(member);
    const before = a.statements;
    expect((await resolveSession(a, here))?.id).toBe(member);
    // PostgreSQL keeps the read (no statement); SQLite reads again (a function call in process, nothing kept)
    expect(a.statements - before).toBe(ENGINE === 'postgres' ? 0 : 1);
    // ended by this handle: refused at once
    await deleteSession(a, here);
    expect(await resolveSession(a, here)).toBeNull();
    if (ENGINE !== 'postgres') return;
    // ended by another handle (another process): refused as soon as its notice is heard, not after the keep time
    expect((await resolveSession(a, there))?.id).toBe(member);
    const heard = sessionRowDrops(a);
    await deleteSession(b, there);
    while (sessionRowDrops(a) === heard) await new Promise((r) => setTimeout(r, 10));
    expect(await resolveSession(a, there)).toBeNull();
    // a member disabled by another handle: the same
    const third = await createSession(a, member, 'password');
    expect((await resolveSession(a, third))?.id).toBe(member);
    const seen = sessionRowDrops(a);
    await b.run("UPDATE member SET status = 'disabled' WHERE id = ?", member);
    while (sessionRowDrops(a) === seen) await new Promise((r) => setTimeout(r, 10));
    expect(await resolveSession(a, third)).toBeNull();
  });

  it('a game list page is kept per handle and read again after a catalogue change by this handle or another', async () => {
    const q = { pageNo: 1, pageSize: 5 } as Parameters<typeof gameList>[3];
    const first = async (db: Db) =>
      (await gameList(db, 'EN', null, q, await catalogueLicence(db, 'jogo'))).games[0]!;
    await contextReady(a);
    const top = await first(a);
    const before = a.statements;
    expect((await first(a)).nodeId).toBe(top.nodeId);
    expect(a.statements).toBe(before);
    // this handle's write: read again at once
    await a.run("UPDATE game SET name_en = 'Renamed here' WHERE node_id = ?", top.nodeId);
    expect((await first(a)).gameName).toBe('Renamed here');
    // another handle's (another process): PostgreSQL tells a's cache (NOTIFY from the statement trigger)
    if (ENGINE === 'postgres') {
      await b.run("UPDATE game SET name_en = 'Renamed there' WHERE node_id = ?", top.nodeId);
      for (let i = 0; i < 200 && (await first(a)).gameName !== 'Renamed there'; i++)
        await new Promise((r) => setTimeout(r, 25));
      expect((await first(a)).gameName).toBe('Renamed there');
    }
  });
});
