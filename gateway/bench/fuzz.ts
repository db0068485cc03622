/**
 * The long fuzz run: the property of test/fuzz/routes.fuzz.test.ts, many more calls per route and a
 * random seed (printed, so a failure can be replayed with JOGO_FUZZ_SEED). Exits non-zero on a failure.
 *   npm run bench:fuzz -w @jogo/gateway            # 200 calls per route
 *   JOGO_FUZZ_RUNS=2000 JOGO_FUZZ_SEED=42 npm run bench:fuzz -w @jogo/gateway
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { buildApp } from '../src/app';
import { createSession } from '../src/domain/identity/sessions';
import { checkLedger } from '../src/domain/ledger/ledger';
import { callOf, checkAnswer, send } from '../test/fuzz/arbitraries';

process.env.JOGO_SCRYPT_N ??= '1024';

async function main() {
  const runs = Number(process.env.JOGO_FUZZ_RUNS ?? 200);
  const seed = Number(process.env.JOGO_FUZZ_SEED ?? Date.now() % 2 ** 31);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-fuzz-'));
  const app = await buildApp({ dbFile: path.join(dir, 'fuzz.db'), mode: 'development', logger: false });
  const id = async (u: string) =>
    ((await app.db.get('SELECT id FROM member WHERE username = ?', u)) as { id: number }).id;
  const routes = app.routeTable.filter(
    (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.startsWith('/__dev'),
  );
  process.stdout.write(`fuzz: ${routes.length} routes x ${runs} calls, seed ${seed}\n`);
  const t0 = Date.now();
  let failed = 0;
  for (const [i, route] of routes.entries()) {
    const tokens = {
      player: await createSession(app.db, await id('demo_player'), 'username'),
      agent: await createSession(app.db, await id('demo_agent'), 'username'),
      trial: await createSession(app.db, await id('demo_player'), 'username'),
    };
    const result = await fc.check(
      fc.asyncProperty(callOf(route, 3), async (c) => {
        const problem = checkAnswer(route, await send(app, route, c, tokens));
        if (problem) throw new Error(problem);
      }),
      { seed: seed + i, numRuns: runs, endOnFailure: true },
    );
    if (result.failed) {
      failed++;
      process.stdout.write(
        `FAIL ${route.method} ${route.url}: ${(result.errorInstance as Error | undefined)?.message ?? ''}\n` +
          `  counterexample ${JSON.stringify(result.counterexample?.[0]).slice(0, 500)}\n`,
      );
    }
  }
  const violations = await checkLedger(app.db);
  process.stdout.write(
    `fuzz: ${routes.length * runs} calls in ${((Date.now() - t0) / 1000).toFixed(1)} s, ` +
      `${failed} failing routes, ${violations.length} ledger violations\n`,
  );
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (failed || violations.length) process.exit(1);
}

main().catch((e: unknown) => {
  process.stderr.write(`${String(e)}\n`);
  process.exit(1);
});
