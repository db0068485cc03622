import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DeclaredRoute } from '../../src/app';

/**
 * Generators of gateway calls from the routes' own schemas. Every declared route gets calls
 * whose path parameters, query, body and headers are drawn from its schema: mostly well-formed values
 * (so the handler runs, not only the validator), mixed with wrong types, extra keys, out-of-range
 * numbers, long and odd strings, missing or hostile headers. Shared by the jest suite (fixed seed,
 * bounded count) and the longer bench run (bench/fuzz.ts).
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

const ODD_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '../../etc/passwd',
  '%00',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '😀',
  '\u0000',
  'a'.repeat(300),
  '2026-02-30',
  '9999-12-31',
];

/** Junk of any JSON type. */
export const junk = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(...ODD_STRINGS),
    fc.constantFrom(null, true, false, 0, -1, 1.005, 1e21, Number.MAX_SAFE_INTEGER, -0.5),
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constant([]),
    fc.constant({}),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  );

/** A value for one schema: usually valid, sometimes junk (weight `junkShare` of 10). */
export function fromSchema(schema: Schema | undefined, depth = 0, junkShare = 2): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return junk();
  const valid = validFor(schema, depth, junkShare);
  return fc.oneof({ arbitrary: valid, weight: 10 - junkShare }, { arbitrary: junk(), weight: junkShare });
}

function validFor(s: Schema, depth: number, junkShare: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => validFor(a, depth, junkShare)));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : ['string'];
  return fc.oneof(...types.map((t) => byType(t, s, depth, junkShare)));
}

function byType(t: string, s: Schema, depth: number, junkShare: number): fc.Arbitrary<unknown> {
  switch (t) {
    case 'integer': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
      const max = s.maximum ?? min + 100_000;
      return fc.oneof(
        fc.integer({ min, max: Math.max(min, max) }),
        fc.constantFrom(min, max, min - 1, max + 1),
      );
    }
    case 'number': {
      const min = s.minimum ?? s.exclusiveMinimum ?? -1000;
      const max = s.maximum ?? min + 100_000;
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, Math.min(max, min + 100_000))) }),
        fc.double({ min, max: Math.max(min, max), noNaN: true }),
        fc.constantFrom(0.01, 1.234, 10, 100.5, 50_000, min, max),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(s.items, depth + 1, junkShare), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = fromSchema(v, depth + 1, junkShare);
      const requiredKeys = Object.keys(props).filter((k) => required.has(k));
      const record = fc.record(model, { requiredKeys });
      return fc.oneof(
        { arbitrary: record, weight: 8 },
        // an extra key, or a required one missing
        {
          arbitrary: fc
            .tuple(record, fc.string({ maxLength: 8 }), junk())
            .map(([r, k, v]) => ({ ...r, [`x${k}`]: v })),
          weight: 1,
        },
        {
          arbitrary: record.map((r) => {
            const copy = { ...(r as Record<string, unknown>) };
            delete copy[requiredKeys[0] ?? ''];
            return copy;
          }),
          weight: 1,
        },
      );
    }
    default: {
      const min = s.minLength ?? 0;
      const max = Math.min(s.maxLength ?? 40, 64);
      return fc.oneof(
        fc.string({ minLength: min, maxLength: Math.max(min, max) }),
        fc
          .stringMatching(/^[A-Za-z0-9_-]{1,24}$/)
          .filter((x) => x.length >= min && x.length <= Math.max(min, max)),
        fc.constantFrom(
          '2026-01-01',
          '2026-05-01 00:00:00',
          'PIX',
          'MAIN',
          'EVO',
          'jogo',
          'demo_player',
          'PT',
          'EN',
        ),
        fc.constantFrom(...ODD_STRINGS),
      );
    }
  }
}

/** Someone calling: no session, a player, an agent, a trial, or a made-up token. */
export type Caller = 'guest' | 'player' | 'agent' | 'trial' | 'forged';

export interface FuzzCall {
  caller: Caller;
  params: Record<string, unknown>;
  query: Record<string, unknown> | null;
  body: unknown;
  encrypt: boolean;
  headers: {
    merchant: string | null;
    language: string | null;
    contentType: 'json' | 'form' | 'text' | 'none';
    extra: Record<string, string>;
  };
}

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** @returns an arbitrary call of one route, drawn from its schema */
export function callOf(route: DeclaredRoute, junkShare = 2): fc.Arbitrary<FuzzCall> {
  const schema = (route.schema ?? {}) as { body?: Schema; querystring?: Schema; params?: Schema };
  const paramsModel: Record<string, fc.Arbitrary<unknown>> = {};
  for (const name of paramNames(route.url))
    paramsModel[name] = fromSchema(
      schema.params?.properties?.[name] ?? { type: 'string', maxLength: 40 },
      1,
      junkShare,
    );
  const query = schema.querystring
    ? (fromSchema(schema.querystring, 0, junkShare).map((q) =>
        q && typeof q === 'object' && !Array.isArray(q) ? (q as Record<string, unknown>) : null,
      ) as fc.Arbitrary<Record<string, unknown> | null>)
    : fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 3 }));
  const body =
    route.method === 'GET' || route.method === 'HEAD'
      ? fc.constant(undefined)
      : schema.body
        ? fromSchema(schema.body, 0, junkShare)
        : fc.oneof(
            fc.constant(undefined),
            fc.constant({}),
            junk(),
            fc.dictionary(fc.string({ maxLength: 8 }), junk(), { maxKeys: 4 }),
          );
  return fc.record({
    caller: fc.constantFrom<Caller>('guest', 'player', 'player', 'agent', 'trial', 'forged'),
    params: fc.record(paramsModel),
    query,
    body,
    encrypt: fc.boolean(),
    headers: fc.record({
      merchant: fc.oneof(
        { arbitrary: fc.constant('jogo'), weight: 8 },
        { arbitrary: fc.constantFrom(null, '', 'nope', 'jogo,jogo', 'JOGO'), weight: 2 },
      ),
      language: fc.constantFrom('PT', 'EN', null, 'xx', 'en'),
      contentType: fc.constantFrom<'json' | 'form' | 'text' | 'none'>(
        'json',
        'json',
        'json',
        'json',
        'form',
        'text',
        'none',
      ),
      extra: fc.oneof(
        { arbitrary: fc.constant({}), weight: 6 },
        {
          arbitrary: fc.constantFrom<Record<string, string>>(
            { cookie: 'foo=%E0%A4%A' },
            { 'x-forwarded-for': '1.2.3.4, 5.6.7.8' },
            { 'idempotency-key': 'fuzz-key-0001' },
            { 'idempotency-key': '../../x' },
            { encryption: 'bm90LWEta2V5' },
            { authorization: 'Bearer ' },
            { 'accept-language': 'pt-BR' },
          ),
          weight: 4,
        },
      ),
    }),
  });
}

/** Encodes a value for a query string (objects and arrays as JSON, as a client bug might). */
const q = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Sends one generated call. `tokens` are live sessions by caller. */
export function send(
  app: FastifyInstance,
  route: DeclaredRoute,
  c: FuzzCall,
  tokens: Record<Exclude<Caller, 'guest' | 'forged'>, string>,
): Promise<LightMyRequestResponse> {
  let url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, n: string) =>
    encodeURIComponent(q(c.params[n] ?? 'x')),
  );
  if (c.query) {
    const sp = new URLSearchParams();
    for (const [k, v] of Object.entries(c.query)) if (v !== undefined) sp.append(k, q(v));
    const s = sp.toString();
    if (s) url += `?${s}`;
  }
  const headers: Record<string, string> = { device: 'web', ...c.headers.extra };
  if (c.headers.merchant !== null) headers.merchant = c.headers.merchant;
  if (c.headers.language !== null) headers.language = c.headers.language;
  if (c.caller === 'forged') headers.authorization = 'f'.repeat(64);
  else if (c.caller !== 'guest') headers.authorization = tokens[c.caller];
  const o: InjectOptions = { method: route.method as InjectOptions['method'], url, headers };
  if (c.body !== undefined && route.method !== 'GET' && route.method !== 'HEAD') {
    let payload: unknown = c.body;
    if (route.config.encrypted && c.encrypt) {
      const enc = app.codec.encrypt(c.body);
      headers.encryption = enc.header;
      payload = enc.payload;
    }
    if (c.headers.contentType === 'form' && payload && typeof payload === 'object') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      o.payload = new URLSearchParams(
        Object.entries(payload as Record<string, unknown>).map(([k, v]): [string, string] => [k, q(v)]),
      ).toString();
    } else if (c.headers.contentType === 'text') {
      headers['content-type'] = 'text/plain';
      o.payload = JSON.stringify(payload);
    } else if (c.headers.contentType === 'none') {
      o.payload = JSON.stringify(payload);
    } else {
      headers['content-type'] = 'application/json';
      o.payload = JSON.stringify(payload) ?? 'null';
    }
  }
  return app.inject(o);
}

/** What every gateway answer must be: the envelope, and never a 5xx (503 is the maintenance answer). */
export function checkAnswer(route: DeclaredRoute, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500 && res.statusCode !== 503)
    return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json')) {
    // headerless resources (art, the demo page and script) may answer other types when they succeed
    if (route.config.headerless && res.statusCode < 400) return null;
    return `not JSON (${type}) with status ${res.statusCode}: ${res.body.slice(0, 200)}`;
  }
  let body: { success?: unknown; errorCode?: unknown; message?: unknown };
  try {
    body = JSON.parse(res.body) as typeof body;
  } catch {
    return `unparsable JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof body.success !== 'boolean') return `no envelope: ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 400 && body.success) return `success:true with status ${res.statusCode}`;
  if (!body.success && (typeof body.errorCode !== 'string' || typeof body.message !== 'string'))
    return `failure without errorCode/message: ${res.body.slice(0, 200)}`;
  if (/\/work\/|node_modules|\n\s+at /.test(res.body))
    return `stack trace or server path: ${res.body.slice(0, 200)}`;
  return null;
}
