import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { build } from '../helper';
import { sessionFor, trialSession } from '../support/g2';
import { checkLedger } from '../../src/domain/ledger/ledger';
import type { DeclaredRoute } from '../../src/app';
import { callOf, checkAnswer, send } from './arbitraries';

/**
 * Property-based fuzz of every gateway route: calls generated from each route's schema must
 * answer the envelope, a 4xx (or 200) and never a 5xx, and the ledger must hold afterwards. Fixed seed
 * and a bounded count, so it is part of the normal jest run; `npm run bench:fuzz -w @jogo/gateway` runs
 * the same property longer with a random seed.
 */
export const FUZZ_SEED = 20260515;
const RUNS_PER_ROUTE = Number(process.env.JOGO_FUZZ_RUNS ?? 10);

/**
 * Routes left out, each with the reason, so the list is explicit and can be handed over. Keys are
 * `METHOD /path` as declared.
 */
export const SKIPPED_ROUTES: Record<string, string> = {};

/** Routes the fuzz does not call at all: the operator controls exist only in development mode. */
export const isFuzzed = (r: DeclaredRoute) =>
  r.method !== 'HEAD' &&
  r.method !== 'OPTIONS' &&
  !r.url.startsWith('/__dev') &&
  !SKIPPED_ROUTES[`${r.method} ${r.url}`];

describe('fuzz: every gateway route from its schema', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await build()));
  afterAll(() => close());

  it('answers the envelope and never a 5xx, and the ledger holds', async () => {
    const routes = app.routeTable.filter(isFuzzed);
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let calls = 0;
    for (const [i, route] of routes.entries()) {
      // fresh sessions per route: a generated logout or password change must not blind the next route
      const tokens = {
        player: await sessionFor(app, 'demo_player'),
        agent: await sessionFor(app, 'demo_agent'),
        trial: await trialSession(app),
      };
      const result = await fc.check(
        fc.asyncProperty(callOf(route), async (c) => {
          calls++;
          const problem = checkAnswer(route, await send(app, route, c, tokens));
          if (problem) throw new Error(problem);
        }),
        { seed: FUZZ_SEED + i, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (result.failed)
        failures.push(
          `${route.method} ${route.url}: ${String((result.errorInstance as Error | undefined)?.message ?? '')} ` +
            `with ${JSON.stringify(result.counterexample?.[0]).slice(0, 300)}`,
        );
    }
    expect(calls).toBeGreaterThanOrEqual(routes.length);
    expect(failures).toEqual([]);
    expect(await checkLedger(app.db)).toEqual([]);
  }, 600_000);
});

describe('fuzz oracle', () => {
  const route = { method: 'GET', url: '/wps/x', config: {} };
  const res = (statusCode: number, body: string, type = 'application/json; charset=utf-8') =>
    ({ statusCode, body, headers: { 'content-type': type } }) as unknown as Parameters<typeof checkAnswer>[1];
  it('flags a 5xx, an answer outside the envelope and a stack trace; passes the envelope', () => {
    expect(checkAnswer(route, res(500, '{"success":false,"errorCode":"x","message":"y"}'))).toMatch(
      /status 500/,
    );
    expect(checkAnswer(route, res(431, 'Request Header Fields Too Large', 'text/plain'))).toMatch(/not JSON/);
    expect(checkAnswer(route, res(414, '{"error":"Bad Request","code":"FST_ERR_MAX_PARAM_LENGTH"}'))).toMatch(
      /no envelope/,
    );
    expect(
      checkAnswer(
        route,
        res(400, '{"success":false,"errorCode":"x","message":"at foo (/work/main/x.ts:1)"}'),
      ),
    ).toMatch(/stack trace/);
    expect(checkAnswer(route, res(400, '{"success":false,"errorCode":"x","message":"y"}'))).toBeNull();
    expect(checkAnswer(route, res(200, '{"success":true,"value":1}'))).toBeNull();
  });
});
