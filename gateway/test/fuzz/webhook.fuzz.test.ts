import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { build } from '../helper';
import { checkLedger } from '../../src/domain/ledger/ledger';
import { signWebhook, webhookSecret } from '../../src/domain/money/deposits';
import { checkAnswer } from './arbitraries';

/**
 * The deposit webhook's raw body and headers, fuzzed (a signature with a non-ASCII byte answered 500).
 * The schema-driven suite cannot reach them: the body is kept raw and the signature is a header. Any bytes in
 * `X-Signature` and `X-Timestamp` (latin-1, as Node reads header bytes), any body text, with or without a valid
 * signature of it: the answer is the envelope, never a 5xx, nothing is credited without a valid signature, and
 * the ledger holds.
 */
/** routes.fuzz.test.ts's seed (not imported: importing a test file would run its suite here too) */
const FUZZ_SEED = 20260515;
const RUNS = Number(process.env.JOGO_FUZZ_RUNS ?? 10) * 20;

describe('fuzz: the deposit webhook', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await build()));
  afterAll(() => close());

  const route = { method: 'POST', url: '/wps/wallet/deposit/webhook', config: {} };
  const latin1 = fc
    .array(fc.integer({ min: 0x20, max: 0xff }), { maxLength: 90 })
    .map((cs) => String.fromCharCode(...cs.filter((c) => c < 0x7f || c > 0x9f)));
  const body = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: 'binary', maxLength: 100 }),
    fc.json(),
    fc
      .record({ orderNo: fc.string(), event: fc.constantFrom('PAID', 'EXPIRED', 'x'), amount: fc.anything() })
      .map((o) => JSON.stringify(o)),
  );

  it('answers the envelope and never a 5xx, whatever the bytes; credits nothing unsigned', async () => {
    const secret = (await webhookSecret(app.db, 'development'))!;
    const credited = async () =>
      ((await app.db.get("SELECT COUNT(*) AS n FROM ledger WHERE type = 'DEPOSIT'")) as { n: number }).n;
    const before = await credited();
    await fc.assert(
      fc.asyncProperty(
        body,
        latin1,
        fc.oneof(latin1, fc.constant(String(Math.floor(Date.now() / 1000)))),
        fc.boolean(),
        fc.constantFrom('application/json', 'text/plain', 'application/json; charset=latin1'),
        async (raw, sig, ts, signIt, type) => {
          const res = await app.inject({
            method: 'POST',
            url: route.url,
            headers: {
              'content-type': type,
              'x-timestamp': ts,
              'x-signature': signIt ? signWebhook(secret, ts, raw) : sig,
            },
            payload: raw,
          });
          const problem = checkAnswer(route, res);
          if (problem) throw new Error(problem);
        },
      ),
      { seed: FUZZ_SEED, numRuns: RUNS },
    );
    expect(await credited()).toBe(before); // no order number of the seed was drawn with a right amount and signature
    expect(await checkLedger(app.db)).toEqual([]);
  }, 120_000);
});
