// The conformance kit: the contract's checks run against any gateway, with the front-end's own client,
// endpoint catalogue and payload codec (@jogo/shared/api), so what passes here is what the site sends and reads.
// Nothing here writes data a player would see: session checks log the test account in and out, the negative checks
// send calls the gateway must refuse. `npm run conformance -- --gateway=<url>` (cli.ts) prints the report.
import {
  ApiError,
  createApiClient,
  ENDPOINTS,
  webCryptoCodec,
  type AnyEndpoint,
  type ApiClient,
  type Language,
} from '@jogo/shared/api';
import { Value } from '@sinclair/typebox/value';
import type { TObject, TSchema } from '@sinclair/typebox';
import {
  DECLARATIONS,
  ERROR_CODES,
  errorsOf,
  okEnvelope,
  type AnyDeclaration,
  type ErrorCode,
} from '@jogo/shared/contract';
import { GAME, GAME_LIST, STATUS, STATUS_INFO, shapeProblems } from './shapes';

export interface Account {
  username: string;
  password: string;
}

export interface ConformanceOptions {
  /** the gateway's origin, e.g. `http://127.0.0.1:3100` (calls go to `<gateway>/wps/...`) */
  gateway: string;
  merchant: string;
  /** a player account (not an agent, not a trial) for the session checks; without it they are skipped */
  player?: Account;
  /** an agent account: the agent login is checked with it */
  agent?: Account;
  /** per-call timeout */
  timeoutMs?: number;
}

export type Outcome = 'pass' | 'fail' | 'skip';
export interface CheckResult {
  id: string;
  title: string;
  outcome: Outcome;
  /** what the gateway lacks (fail), or why the check did not run (skip) */
  problems: string[];
}
export interface Report {
  gateway: string;
  results: CheckResult[];
  passed: number;
  failed: number;
  skipped: number;
  /** how many times the kit waited out a gateway's per-minute limit before sending a call again */
  backOffs: number;
}

/** One answer as it came over the wire. */
interface Wire {
  status: number;
  contentType: string;
  json: unknown;
}

const CATALOGUE = ENDPOINTS as Record<string, AnyEndpoint>;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** @returns what is wrong with an answer as the envelope of DESIGN.md section 5 */
export function envelopeProblems(where: string, wire: Wire): string[] {
  const out: string[] = [];
  if (!/^application\/json/i.test(wire.contentType))
    out.push(`${where}: Content-Type is "${wire.contentType}", not application/json`);
  const env = wire.json;
  if (!isObject(env)) return [...out, `${where}: the answer is not a JSON object (the envelope)`];
  if (typeof env.success !== 'boolean') out.push(`${where}: no boolean "success"`);
  if (env.success === true) {
    if (!('value' in env)) out.push(`${where}: success without "value"`);
    if (wire.status < 200 || wire.status > 299) out.push(`${where}: success with HTTP ${wire.status}`);
  } else if (env.success === false) {
    if (typeof env.errorCode !== 'string' || !env.errorCode)
      out.push(`${where}: failure without "errorCode"`);
    if (typeof env.message !== 'string' || !env.message) out.push(`${where}: failure without "message"`);
    if (wire.status < 400)
      out.push(`${where}: failure answered with HTTP ${wire.status} (a 4xx or 5xx is expected)`);
  }
  return out;
}

const DECLARED = Object.entries(DECLARATIONS as Record<string, AnyDeclaration>);
const DECLARED_BY: Record<string, AnyDeclaration | undefined> = Object.fromEntries(DECLARED);
/** An endpoint as a report line names it: `walletBalance (GET /wps/v2/wallets/balance)`. */
const where = (name: string) => `${name} (${DECLARED_BY[name]!.method} ${DECLARED_BY[name]!.path})`;

/**
 * A query the declaration accepts: each required parameter's first allowed value (an enum's first, a default,
 * else a minimum or a short string) over the declaration's `exampleQuery`; `null` when one cannot be made up.
 */
function sampleQuery(d: AnyDeclaration): Record<string, string | number> | null {
  const q = d.query as TObject | undefined;
  const out: Record<string, string | number> = { ...d.exampleQuery };
  for (const key of q?.required ?? []) {
    const p = q!.properties[key] as TSchema & { enum?: unknown[]; anyOf?: { const?: unknown }[] };
    const first = p.enum?.[0] ?? p.anyOf?.[0]?.const ?? p.default ?? p.minimum;
    if (typeof first !== 'string' && typeof first !== 'number') return null;
    out[key] = first;
  }
  return out;
}

/** @returns the first places where an answer breaks its declared envelope and value schema, one line each */
export function schemaProblems(where: string, d: AnyDeclaration, json: unknown): string[] {
  return [...Value.Errors(okEnvelope(d.answer), json)]
    .slice(0, 3)
    .map(
      (e) =>
        `${where}: ${e.path || '/'} ${e.message}${e.value === undefined ? '' : ` (got ${JSON.stringify(e.value)?.slice(0, 40)})`}`,
    );
}

/** The longest `Retry-After` the kit waits out; a longer one is a failure to report. */
const MAX_BACK_OFF_SECONDS = 90;
/** @returns an answer's `Retry-After` in seconds, or null */
function retryAfterOf(res: Response): number | null {
  const v = Number(res.headers.get('retry-after'));
  return res.headers.has('retry-after') && Number.isFinite(v) && v >= 0 ? v : null;
}

/** Bad inputs for one query parameter: a quote, an empty string, a huge number, a wrong type. */
const BAD_INPUTS = ['\'"', '', '1e309', '{"x":1}'] as const;

/** Bad bodies that no declared body accepts: a string with a quote, an empty string, a huge number. */
const BAD_BODIES: unknown[] = ['\'"', '', 1e300];

/** @returns the required properties of a declaration's JSON object body, or null (no body, none required, a form) */
function bodyRequired(d: AnyDeclaration): string[] | null {
  if (!d.body || (d.bodyType && d.bodyType !== 'json')) return null;
  const required = (d.body as TObject).required ?? [];
  return (d.body as TObject).properties && required.length ? required : null;
}

/**
 * A body with every required property of the wrong type: a number where a string is declared (a huge one), a
 * quote where anything else is.
 */
function wrongTypes(d: AnyDeclaration): Record<string, unknown> {
  const props = (d.body as TObject).properties;
  return Object.fromEntries(
    bodyRequired(d)!.map((k) => [k, (props[k] as { type?: unknown }).type === 'string' ? 1e300 : '\'"']),
  );
}

class Checks {
  readonly results: CheckResult[] = [];
  private token: string | null = null;
  private lastWire: Wire | null = null;
  private lastRetryAfter: number | null = null;
  /** how many times the kit waited out a gateway's per-minute limit (said in the report) */
  backOffs = 0;
  private readonly client: (language: Language) => ApiClient;

  constructor(private readonly opts: ConformanceOptions) {
    const recordingFetch: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      const text = await res.clone().text();
      let json: unknown = undefined;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      this.lastWire = { status: res.status, contentType: res.headers.get('content-type') ?? '', json };
      this.lastRetryAfter = retryAfterOf(res);
      return res;
    };
    this.client = (language) =>
      createApiClient({
        baseUrl: opts.gateway.replace(/\/$/, ''),
        merchant: opts.merchant,
        getLanguage: () => language,
        getToken: () => this.token,
        codec: webCryptoCodec,
        fetchImpl: recordingFetch,
        timeoutMs: opts.timeoutMs ?? 15_000,
      });
  }

  /**
   * A call exactly as the front-end makes it; a 429 with a `Retry-After` of at most a minute and a half (a
   * gateway's per-minute limit, e.g. on logins) is waited out and sent once more, so reruns back to back pass.
   * @returns its value and the answer as it came
   */
  async call(
    e: AnyEndpoint,
    o: { query?: Record<string, string | number>; body?: unknown; language?: Language } = {},
  ): Promise<{ value: unknown; error: ApiError | null; wire: Wire }> {
    const first = await this.callOnce(e, o);
    if (!(await this.backOff(first.wire.status, this.lastRetryAfter))) return first;
    return await this.callOnce(e, o);
  }

  /** Waits out a gateway's per-minute limit (429 with a short `Retry-After`). @returns whether it waited */
  private async backOff(status: number, retryAfterSeconds: number | null): Promise<boolean> {
    if (status !== 429 || retryAfterSeconds === null || retryAfterSeconds > MAX_BACK_OFF_SECONDS)
      return false;
    this.backOffs++;
    await new Promise((r) => setTimeout(r, retryAfterSeconds * 1000 + 250));
    return true;
  }

  private async callOnce(
    e: AnyEndpoint,
    o: { query?: Record<string, string | number>; body?: unknown; language?: Language },
  ): Promise<{ value: unknown; error: ApiError | null; wire: Wire }> {
    this.lastWire = null;
    this.lastRetryAfter = null;
    try {
      const value = await this.client(o.language ?? 'EN').call<unknown>(e, {
        query: o.query,
        body: o.body as never,
      });
      return { value, error: null, wire: this.lastWire ?? { status: 0, contentType: '', json: null } };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return {
        value: undefined,
        error: err,
        wire: this.lastWire ?? { status: 0, contentType: '', json: null },
      };
    }
  }

  /** A call with hand-made headers and body (the negative checks: what the client never sends), backing off as `call`. */
  async raw(
    method: string,
    path: string,
    o: { headers?: Record<string, string>; body?: string; moduleId?: string; language?: Language } = {},
  ): Promise<Wire> {
    const first = await this.rawOnce(method, path, o);
    if (!(await this.backOff(first.status, first.retryAfter ?? null))) return first;
    return await this.rawOnce(method, path, o);
  }

  private async rawOnce(
    method: string,
    path: string,
    o: { headers?: Record<string, string>; body?: string; moduleId?: string; language?: Language },
  ): Promise<Wire & { retryAfter?: number | null }> {
    const headers: Record<string, string> = {
      Merchant: this.opts.merchant,
      Device: 'web',
      Language: o.language ?? 'EN',
      ModuleId: o.moduleId ?? 'COMM3',
      ...(o.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...o.headers,
    };
    for (const [k, v] of Object.entries(headers)) if (v === '') delete headers[k];
    try {
      const res = await fetch(`${this.opts.gateway.replace(/\/$/, '')}${path}`, {
        method,
        headers,
        body: o.body,
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 15_000),
      });
      const text = await res.text();
      let json: unknown = text;
      try {
        json = JSON.parse(text);
      } catch {
        /* not JSON: the envelope check says so */
      }
      return {
        status: res.status,
        contentType: res.headers.get('content-type') ?? '',
        json,
        retryAfter: retryAfterOf(res),
      };
    } catch (err) {
      return { status: 0, contentType: '', json: `no answer: ${(err as Error).message}` };
    }
  }

  async run(
    id: string,
    title: string,
    body: (problems: string[]) => Promise<void | 'skip'>,
    skipWhy?: string,
  ) {
    if (skipWhy) {
      this.results.push({ id, title, outcome: 'skip', problems: [skipWhy] });
      return;
    }
    const problems: string[] = [];
    try {
      const r = await body(problems);
      if (r === 'skip') {
        this.results.push({ id, title, outcome: 'skip', problems });
        return;
      }
    } catch (err) {
      problems.push(`${id}: ${(err as Error).message}`);
    }
    this.results.push({ id, title, outcome: problems.length ? 'fail' : 'pass', problems });
  }

  async all(): Promise<void> {
    const { player, agent } = this.opts;
    const noPlayer = player ? undefined : 'no player account: pass --user=<name> --password=<password>';

    await this.run(
      'status',
      'GET /wps/system/status: envelope and every field the shell reads',
      async (p) => {
        const r = await this.call(ENDPOINTS.systemStatus as AnyEndpoint);
        p.push(...envelopeProblems('status', r.wire));
        if (r.error) return void p.push(`status: ${r.error.status} ${r.error.errorCode}`);
        p.push(...shapeProblems('status.value', r.value, STATUS));
        const info = (r.value as { info?: unknown }).info;
        p.push(...shapeProblems('status.value.info', info, STATUS_INFO));
        const status = (r.value as { status?: unknown }).status;
        if (![0, 1, 2].includes(status as number))
          p.push(`status.value.status: ${String(status)} is not 0, 1 or 2`);
        const flags = (info as { whitelabel?: unknown[] } | undefined)?.whitelabel ?? [];
        for (const [i, f] of flags.slice(0, 50).entries())
          p.push(
            ...shapeProblems(`status.value.info.whitelabel[${i}]`, f, {
              modId: 'string',
              enabled: 'boolean',
              childrenNodes: 'array',
            }),
          );
      },
    );

    if (this.results[0]?.outcome === 'fail' && this.lastWire === null) {
      this.results[0].problems.unshift(
        `no answer from ${this.opts.gateway}: is it running, and is the URL its origin?`,
      );
      return;
    }

    await this.run(
      'headers',
      'the protocol headers: one Merchant required, answers in the request Language',
      async (p) => {
        const none = await this.raw('GET', '/wps/system/status', { headers: { Merchant: '' } });
        p.push(...envelopeProblems('no Merchant header', none));
        if (none.status !== 400)
          p.push(`a call without the Merchant header answered HTTP ${none.status}, expected 400`);
        const two = await this.raw('GET', '/wps/system/status', {
          headers: { Merchant: `${this.opts.merchant}, ${this.opts.merchant}` },
        });
        if (two.status !== 400)
          p.push(`a call with two Merchant values answered HTTP ${two.status}, expected 400`);
        const pt = await this.call(ENDPOINTS.walletBalance as AnyEndpoint, { language: 'PT' });
        const en = await this.call(ENDPOINTS.walletBalance as AnyEndpoint, { language: 'EN' });
        if (pt.error && en.error && pt.error.message === en.error.message)
          p.push(
            `the failure message is the same in PT and EN ("${en.error.message}"): it must be in the request Language`,
          );
      },
    );

    await this.run(
      'errors.401',
      'a call that needs the session, without it: 401 login.not.session',
      async (p) => {
        for (const [label, token] of [
          ['no token', null],
          ['a dead token', 'conformance-dead-token-0000000000000000'],
        ] as const) {
          this.token = token;
          const r = await this.call(ENDPOINTS.walletBalance as AnyEndpoint);
          p.push(...envelopeProblems(`balance with ${label}`, r.wire));
          if (r.wire.status !== 401) p.push(`balance with ${label}: HTTP ${r.wire.status}, expected 401`);
          if (r.error?.errorCode !== 'login.not.session')
            p.push(
              `balance with ${label}: errorCode ${r.error?.errorCode ?? '(success)'}, expected login.not.session`,
            );
        }
        this.token = null;
      },
    );

    await this.run(
      'catalogue',
      'every call of the catalogue exists (probed without side effects)',
      async (p) => {
        // calls that need the session, without it: the gateway must answer 401 (proves the route and the token rule
        // before any handler runs); public GET calls: an envelope, not 404 or 405. Public writes are not probed.
        this.token = null;
        for (const [name, e] of Object.entries(CATALOGUE)) {
          if (!e.auth && e.method !== 'GET') continue;
          const r = await this.call(e);
          const where = `${name} (${e.method} ${e.path})`;
          if (r.wire.status === 404 || r.wire.status === 405) {
            p.push(`${where}: HTTP ${r.wire.status}, the gateway has no such call`);
            continue;
          }
          if (r.wire.status >= 500) p.push(`${where}: HTTP ${r.wire.status}`);
          p.push(...envelopeProblems(where, r.wire));
        }
      },
    );

    await this.run(
      'answers',
      'every declared read without a session: its answer is the envelope around the declared value (schema)',
      async (p) => {
        this.token = null;
        for (const [name, d] of DECLARED) {
          if (d.method !== 'GET' || d.auth === 'member' || d.stream) continue;
          const query = sampleQuery(d);
          if (!query) continue;
          const r = await this.call(CATALOGUE[name]!, { query });
          const where = `${name} (${d.method} ${d.path})`;
          if (r.error) {
            p.push(`${where}: ${r.wire.status} ${r.error.errorCode}, expected an answer`);
            continue;
          }
          p.push(...schemaProblems(where, d, r.wire.json));
        }
      },
    );

    await this.run(
      'bad-input',
      'bad inputs (a quote, an empty string, a huge number, a wrong type) get a declared 4xx, never a 5xx',
      async (p) => {
        this.token = null;
        await this.badQueries(p, (d) => d.auth !== 'member');
      },
    );

    await this.run(
      'encryption',
      'RSA key, and every encrypted call refuses plaintext (request_body_required)',
      async (p) => {
        const key = await this.call(ENDPOINTS.rsaKey as AnyEndpoint);
        p.push(...envelopeProblems('rsa key', key.wire));
        const spki = (key.value as { key?: unknown } | undefined)?.key;
        if (typeof spki !== 'string') return void p.push('rsa key: value.key is not a string');
        try {
          const bytes = Uint8Array.from(atob(spki), (c) => c.charCodeAt(0));
          await globalThis.crypto.subtle.importKey(
            'spki',
            bytes,
            { name: 'RSA-OAEP', hash: 'SHA-256' },
            false,
            ['encrypt'],
          );
        } catch (err) {
          p.push(`rsa key: value.key is not a base64 SPKI RSA-OAEP key (${(err as Error).message})`);
        }
        for (const [name, e] of Object.entries(CATALOGUE)) {
          if (!e.encrypted) continue;
          const w = await this.raw(e.method, e.path, {
            moduleId: e.moduleId,
            body: JSON.stringify({ username: 'conformance', password: 'plain' }),
            headers: e.auth && this.token ? { Authorization: this.token } : {},
          });
          const code = isObject(w.json) ? w.json.errorCode : undefined;
          // a call that needs the session may refuse it first with 401 when the kit has no session yet
          if (code === 'request_body_required' && w.status === 400) continue;
          if (e.auth && !this.token && w.status === 401) continue;
          p.push(
            `${name} (${e.method} ${e.path}): a plaintext body answered HTTP ${w.status} ${String(code)}, expected 400 request_body_required`,
          );
        }
      },
    );

    // The failed login misses the slider, which a gateway refuses before it counts a failure toward the
    // captcha rule of the client's address (3 in 15 minutes): a wrong password would count, and the kit's own
    // logins would need a captcha from its third run on.
    await this.run(
      'login.failure',
      "a failed login: 4xx, a declared code and a message ('Please complete verification first' for a missed slider)",
      async (p) => {
        const body = await this.loginBody(
          { username: 'conformance_nobody', password: 'Wrong#Pass1' },
          {},
          true,
        );
        const r = await this.call(ENDPOINTS.login as AnyEndpoint, { body });
        p.push(...envelopeProblems('failed login', r.wire));
        if (!r.error) return void p.push('a login with an unknown account succeeded');
        if (r.error.status < 400 || r.error.status >= 500)
          p.push(`failed login: HTTP ${r.error.status}, expected 4xx`);
        if (!errorsOf(DECLARED_BY.login!).some((e) => e.code === r.error!.errorCode))
          p.push(`failed login: ${r.error.errorCode} is not a declared code`);
        else if ('humanCheck' in body && r.error.errorCode !== 'humancheck.failed')
          p.push(`failed login with a missed slider: ${r.error.errorCode}, expected humancheck.failed`);
      },
    );

    await this.run(
      'session',
      'the player logs in (encrypted), reads member info and balance with the raw token, logs out',
      async (p) => {
        const login = await this.call(ENDPOINTS.login as AnyEndpoint, {
          body: await this.loginBody(player!),
        });
        p.push(...envelopeProblems('login', login.wire));
        if (login.error)
          return void p.push(
            `login as ${player!.username}: ${login.error.status} ${login.error.errorCode} ${login.error.message}`,
          );
        p.push(...schemaProblems('login (POST /wps/session/login)', DECLARED_BY.login!, login.wire.json));
        this.token = (login.value as { token?: string }).token ?? null;
        if (!this.token) return;
        const info = await this.call(ENDPOINTS.memberInfo as AnyEndpoint);
        p.push(...envelopeProblems('member info', info.wire));
        if (info.error) p.push(`member info: ${info.error.status} ${info.error.errorCode}`);
        else p.push(...schemaProblems(where('memberInfo'), DECLARED_BY.memberInfo!, info.wire.json));
        const balance = await this.call(ENDPOINTS.walletBalance as AnyEndpoint);
        p.push(...envelopeProblems('balance', balance.wire));
        if (balance.error) p.push(`balance: ${balance.error.status} ${balance.error.errorCode}`);
        else p.push(...schemaProblems(where('walletBalance'), DECLARED_BY.walletBalance!, balance.wire.json));
      },
      noPlayer,
    );

    await this.run(
      'encryption.session',
      'encrypted calls that need the session refuse plaintext too',
      async (p) => {
        if (!this.token) return void p.push('no session (see the session check)');
        for (const [name, e] of Object.entries(CATALOGUE)) {
          if (!e.encrypted || !e.auth) continue;
          const w = await this.raw(e.method, e.path, {
            moduleId: e.moduleId,
            body: '{"amount":1}',
            headers: { Authorization: this.token },
          });
          const code = isObject(w.json) ? w.json.errorCode : undefined;
          if (w.status === 400 && code === 'request_body_required') continue;
          // a call the account may not make (an agent's downline registration) may be refused before
          if (w.status === 403) continue;
          p.push(
            `${name} (${e.method} ${e.path}): a plaintext body answered HTTP ${w.status} ${String(code)}, expected 400 request_body_required`,
          );
        }
      },
      noPlayer,
    );

    await this.run(
      'answers.session',
      "every declared read a player makes, with the player's session: the envelope around the declared value; a missing route answers 404",
      async (p) => {
        if (!this.token) return void p.push('no session (see the session check)');
        await this.sessionReads(p, (d) => !d.agent);
        // a route that does not exist answers 404 to a live session: a 401 there would make every 401 of the
        // catalogue check meaningless (an auth filter in front of missing routes)
        const missing = await this.raw('GET', '/wps/relay/CONFORMANCE_noSuchRoute', {
          headers: { Authorization: this.token },
        });
        if (missing.status !== 404)
          p.push(`a route that does not exist, with a session: HTTP ${missing.status}, expected 404`);
      },
      noPlayer,
    );

    await this.run(
      'bad-input.session',
      "bad query inputs to every declared read a player makes, with the player's session: a declared 4xx, never a 5xx",
      async (p) => {
        if (!this.token) return void p.push('no session (see the session check)');
        await this.badQueries(p, (d) => d.auth === 'member' && !d.agent);
      },
      noPlayer,
    );

    await this.run(
      'bad-body',
      'bad bodies (a quote, an empty string, a huge number, fields of the wrong type) get a declared 4xx, never a 5xx',
      async (p) => {
        for (const [name, d] of DECLARED) {
          if (!bodyRequired(d)) continue;
          if (d.auth === 'member' && !this.token) continue;
          // a public write (a login, a registration, a code by SMS) counts toward its per-minute limit: one bad body
          const bodies = d.auth === 'none' ? [wrongTypes(d)] : [...BAD_BODIES, wrongTypes(d)];
          const declared = new Set(errorsOf(d).map((e) => e.code));
          for (const body of bodies) {
            const r = await this.call(CATALOGUE[name]!, { body });
            const at = `${where(name)} body ${JSON.stringify(body).slice(0, 60)}`;
            if (r.wire.status >= 500 || r.wire.status === 0) p.push(`${at}: HTTP ${r.wire.status}`);
            else if (!r.error) p.push(`${at}: accepted (HTTP ${r.wire.status}), expected a 4xx refusal`);
            else if (!declared.has(r.error.errorCode as never))
              p.push(`${at}: ${r.wire.status} ${r.error.errorCode} is not a declared code`);
            else p.push(...envelopeProblems(at, r.wire));
          }
        }
      },
    );

    await this.run(
      'errors.declared',
      'the declared errors the kit can provoke without changing anything (spec section 8): each with its status and code',
      async (p) => {
        const expect = async (
          name: string,
          code: ErrorCode,
          o: { query?: Record<string, string | number>; body?: unknown },
          asked = '',
        ) => {
          const d = DECLARED_BY[name]!;
          const at = `${where(name)}${asked ? ` ${asked}` : ''}`;
          if (!errorsOf(d).some((e) => e.code === code)) p.push(`${at}: ${code} is not declared for it`);
          const r = await this.call(CATALOGUE[name]!, o);
          p.push(...envelopeProblems(at, r.wire));
          const status = ERROR_CODES[code].status;
          if (r.error?.errorCode !== code || r.wire.status !== status)
            p.push(
              `${at}: ${r.error ? `${r.wire.status} ${r.error.errorCode}` : `HTTP ${r.wire.status} success`}, expected ${status} ${code}`,
            );
        };
        const own = this.token;
        this.token = null;
        // 'Invalid affiliate or invitation code'
        await expect(
          'checkAffiliate',
          'register.invitation_invalid',
          { query: { code: 'CONFORMANCE-NO-SUCH-CODE' } },
          'with an unknown code',
        );
        // a balance push opened with a ticket that was never issued
        await expect(
          'balanceStream',
          'wallet.stream_ticket_invalid',
          { query: { ticket: 'conformance-no-such-ticket' } },
          'with an unknown ticket',
        );
        this.token = own;
        if (!own) return;
        // 'Only agents can use this function': a player's session on an agent read
        const agentRead = DECLARED.find(([, d]) => d.agent && d.method === 'GET' && sampleQuery(d));
        if (agentRead)
          await expect(
            agentRead[0],
            'agent.only',
            { query: sampleQuery(agentRead[1])! },
            "with a player's session",
          );
      },
    );

    await this.run(
      'games',
      'the lobby reads: game list (value.games, totalPages), vendors, hot games',
      async (p) => {
        const list = await this.call(ENDPOINTS.gameList as AnyEndpoint, {
          query: {
            clientType: 3,
            platform: 'html5-desktop',
            gameType: 'RNG',
            pageNo: 1,
            pageSize: 15,
            language: 'EN',
          },
        });
        p.push(...envelopeProblems('game list', list.wire));
        if (list.error) return void p.push(`game list: ${list.error.status} ${list.error.errorCode}`);
        p.push(...shapeProblems('gameList.value', list.value, GAME_LIST));
        const games = (list.value as { games?: unknown[] }).games ?? [];
        for (const [i, g] of games.slice(0, 5).entries())
          p.push(...shapeProblems(`gameList.value.games[${i}]`, g, GAME));
        const vendors = await this.call(ENDPOINTS.gameVendors as AnyEndpoint, {
          query: { platform: 'html5-desktop', language: 'EN' },
        });
        p.push(...envelopeProblems('vendors', vendors.wire));
        const hot = await this.call(ENDPOINTS.hotGames as AnyEndpoint, {
          query: { isPlatform: 2, platform: 'WEB' },
        });
        p.push(...envelopeProblems('hot games', hot.wire));
        if (!hot.error) p.push(...shapeProblems('hotGames.value', hot.value, { list: 'array' }));
      },
    );

    await this.run(
      'login.non_agent',
      'a player on the agent login: 403 login.non_agent (spec 8 "Non-agents cannot log in")',
      async (p) => {
        const r = await this.call(ENDPOINTS.login as AnyEndpoint, {
          body: await this.loginBody(player!, { agentLogin: true }),
        });
        p.push(...envelopeProblems('agent login of a player', r.wire));
        if (r.error?.errorCode !== 'login.non_agent' || r.error.status !== 403)
          p.push(
            `agent login of a player: ${r.error ? `${r.error.status} ${r.error.errorCode}` : 'succeeded'}, expected 403 login.non_agent`,
          );
      },
      noPlayer,
    );

    await this.run(
      'agent',
      'the agent logs in on the agent login (isAgent true)',
      async (p) => {
        const r = await this.call(ENDPOINTS.login as AnyEndpoint, {
          body: await this.loginBody(agent!, { agentLogin: true }),
        });
        p.push(...envelopeProblems('agent login', r.wire));
        if (r.error)
          return void p.push(`agent login: ${r.error.status} ${r.error.errorCode} ${r.error.message}`);
        p.push(...schemaProblems('agent login (POST /wps/session/login)', DECLARED_BY.login!, r.wire.json));
        if ((r.value as { isAgent?: unknown }).isAgent !== true)
          p.push('agent login: value.isAgent is not true');
        const token = (r.value as { token?: string }).token;
        if (token) {
          const own = this.token;
          this.token = token;
          // the agent centre's reads, with the agent's session
          await this.sessionReads(p, (d) => d.agent === true);
          await this.call(ENDPOINTS.logout as AnyEndpoint);
          this.token = own;
        }
      },
      agent ? undefined : 'no agent account: pass --agent-user=<name> --agent-password=<password>',
    );

    if (this.token) {
      const logout = await this.call(ENDPOINTS.logout as AnyEndpoint);
      await this.run('logout', 'logout ends the session: the token answers 401 afterwards', async (p) => {
        p.push(...envelopeProblems('logout', logout.wire));
        const after = await this.call(ENDPOINTS.walletBalance as AnyEndpoint);
        if (after.wire.status !== 401)
          p.push(`balance after logout: HTTP ${after.wire.status}, expected 401`);
      });
      this.token = null;
    }
  }

  /**
   * Each query parameter of every declared read that `only` keeps, given each bad input in turn over a query the
   * declaration accepts: a declared 4xx in the envelope, or an answer; never a 5xx.
   */
  private async badQueries(p: string[], only: (d: AnyDeclaration) => boolean): Promise<void> {
    for (const [name, d] of DECLARED) {
      if (d.method !== 'GET' || !d.query || !only(d)) continue;
      const base = sampleQuery(d);
      if (!base) continue;
      const declared = new Set(errorsOf(d).map((e) => e.code));
      const keys = Object.keys((d.query as TObject).properties).filter((k) => !/^(token|language)$/.test(k));
      for (const key of keys)
        for (const bad of BAD_INPUTS) {
          const r = await this.call(CATALOGUE[name]!, { query: { ...base, [key]: bad } });
          const at = `${where(name)} ?${key}=${JSON.stringify(bad)}`;
          if (r.wire.status >= 500 || r.wire.status === 0) p.push(`${at}: HTTP ${r.wire.status}`);
          else if (r.error && !declared.has(r.error.errorCode as never))
            p.push(`${at}: ${r.wire.status} ${r.error.errorCode} is not a declared code`);
          else if (r.error) p.push(...envelopeProblems(at, r.wire));
        }
    }
  }

  /**
   * Every declared read that needs a session and that `only` keeps, with the kit's current session: its answer
   * is checked against the declared value; a declared 4xx refusal (a module off, nothing to show by that id) is
   * no answer to check, any other failure is a problem.
   */
  private async sessionReads(p: string[], only: (d: AnyDeclaration) => boolean): Promise<void> {
    for (const [name, d] of DECLARED) {
      if (d.method !== 'GET' || d.auth === 'none' || d.stream || !only(d)) continue;
      const query = sampleQuery(d);
      if (!query) continue;
      const r = await this.call(CATALOGUE[name]!, { query });
      if (r.error) {
        const declared = errorsOf(d).some((e) => e.code === r.error!.errorCode);
        if (!declared || r.error.status >= 500 || r.error.status === 401)
          p.push(`${where(name)} with a session: ${r.wire.status} ${r.error.errorCode}, expected an answer`);
        continue;
      }
      p.push(...schemaProblems(`${where(name)} with a session`, d, r.wire.json));
    }
  }

  /** A login body as the login form sends it, with the slider solved when the gateway has one. */
  private async loginBody(account: Account, extra: Record<string, unknown> = {}, missTheSlider = false) {
    const slider = await this.call(ENDPOINTS.sliderChallenge as AnyEndpoint);
    const challenge = slider.value as { challengeId?: string; targetX?: number } | undefined;
    return {
      username: account.username,
      password: account.password,
      type: 'username',
      loginDeviceId: 'conformance-kit',
      ...(challenge?.challengeId
        ? {
            humanCheck: {
              challengeId: challenge.challengeId,
              x: (challenge.targetX ?? 0) + (missTheSlider ? 100 : 0),
              durationMs: 900,
            },
          }
        : {}),
      ...extra,
    };
  }
}

/** Runs every check against `opts.gateway`. @returns the report (never throws for what the gateway answers) */
export async function runConformance(opts: ConformanceOptions): Promise<Report> {
  const checks = new Checks(opts);
  await checks.all();
  const count = (o: Outcome) => checks.results.filter((r) => r.outcome === o).length;
  return {
    gateway: opts.gateway,
    results: checks.results,
    passed: count('pass'),
    failed: count('fail'),
    skipped: count('skip'),
    backOffs: checks.backOffs,
  };
}

/** The report as text: one line per check, then what each failed check found. */
export function formatReport(report: Report): string {
  const mark = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' } as const;
  const lines = [`Jogo gateway conformance: ${report.gateway}`, ''];
  for (const r of report.results) {
    lines.push(`${mark[r.outcome]}  ${r.id.padEnd(20)} ${r.title}`);
    for (const p of r.problems) lines.push(`        - ${p}`);
  }
  if (report.backOffs)
    lines.push(
      '',
      `waited out the gateway's per-minute limit ${report.backOffs} time(s) (429 with Retry-After)`,
    );
  lines.push('', `${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`);
  return lines.join('\n');
}
