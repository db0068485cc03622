/**
 * What serialising answers by their declared schema buys (`route()` gives Fastify each declaration's answer
 * schema, which it compiles with fast-json-stringify): the time to write a few real answers, of the seeded
 * gateway, with the compiled serialiser and with `JSON.stringify`, and the whole request's time through
 * `app.inject` beside it. `npm run bench:serialise -w @jogo/gateway` (in memory, loopback only, no server).
 */
import fastJson from 'fast-json-stringify';
import { DECLARATIONS, okEnvelope, type AnyDeclaration } from '@jogo/shared/contract';
import { buildApp } from '../src/app';

const ROUNDS = Number(process.env.JOGO_BENCH_ROUNDS ?? 20_000);
const HEADERS = { merchant: 'jogo', device: 'web', language: 'EN', moduleid: 'COMM3' };

/** The answers measured: public reads of different shapes, with the query the front end sends. */
const CALLS: [keyof typeof DECLARATIONS, string][] = [
  ['gameList', 'clientType=3&platform=html5-desktop&gameType=RNG&pageNo=1&pageSize=20&language=EN'],
  ['gameList', 'clientType=3&platform=html5-desktop&gameType=RNG&pageNo=1&pageSize=100&language=EN'],
  ['gameVendors', 'platform=html5-desktop&language=EN'],
  ['announcements', 'types=B,PL,PU,PR,H'],
  ['systemStatus', ''],
];

/** @returns nanoseconds per call of `f`, the best of 5 rounds of `n` (the least disturbed by the machine) */
function nsPerCall(f: () => unknown, n: number): number {
  let best = Infinity;
  for (let r = 0; r < 5; r++) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < n; i++) f();
    best = Math.min(best, Number(process.hrtime.bigint() - t) / n);
  }
  return best;
}

async function main(): Promise<void> {
  const app = await buildApp({ dbFile: ':memory:', mode: 'production', logger: false });
  try {
    await app.ready();
    process.stdout.write(
      `${'answer'.padEnd(34)} ${'bytes'.padStart(7)} ${'schema µs'.padStart(10)} ${'JSON µs'.padStart(9)} ${'gain'.padStart(6)} ${'request µs'.padStart(11)}\n`,
    );
    for (const [name, query] of CALLS) {
      const d = DECLARATIONS[name] as AnyDeclaration;
      const url = `${d.path}${query ? `?${query}` : ''}`;
      const inject = () =>
        app.inject({ method: d.method, url, headers: { ...HEADERS, moduleid: d.moduleId } });
      const res = await inject();
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      const answer: unknown = res.json();
      const bySchema = fastJson(okEnvelope(d.answer) as never);
      if (bySchema(answer as never) !== JSON.stringify(answer))
        throw new Error(`${name}: the schema's serialiser writes another text than JSON.stringify`);
      const schemaNs = nsPerCall(() => bySchema(answer as never), ROUNDS);
      const jsonNs = nsPerCall(() => JSON.stringify(answer), ROUNDS);
      // the whole request in process (routing, hooks, the handler's reads, serialising), for scale
      const t = process.hrtime.bigint();
      const n = 500;
      for (let i = 0; i < n; i++) await inject();
      const requestNs = Number(process.hrtime.bigint() - t) / n;
      process.stdout.write(
        `${`${name} ${query.includes('pageSize=100') ? '(100 games)' : ''}`.padEnd(34)} ${String(res.body.length).padStart(7)} ${(schemaNs / 1000).toFixed(1).padStart(10)} ${(jsonNs / 1000).toFixed(1).padStart(9)} ${`${(jsonNs / schemaNs).toFixed(2)}x`.padStart(6)} ${(requestNs / 1000).toFixed(0).padStart(11)}\n`,
      );
    }
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
