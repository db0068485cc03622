import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createSession } from '../../src/domain/identity/sessions';
import { HEADERS } from '../helper';

/**
 * Helpers of the games, wallet, content and agent tests. Sessions are made directly with
 * createSession (what a successful login does), so these suites do not depend on the login flow.
 */

export async function memberId(app: FastifyInstance, username: string): Promise<number> {
  const row = (await app.db.get('SELECT id FROM member WHERE username = ?', username)) as
    { id: number } | undefined;
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

export async function sessionFor(app: FastifyInstance, username: string): Promise<string> {
  return await createSession(app.db, await memberId(app, username), 'username');
}

/** A trial (type 4) account with a session. */
export async function trialSession(app: FastifyInstance): Promise<string> {
  const now = new Date().toISOString();
  const r = await app.db.insert(
    `INSERT INTO member (merchant_code, username, password_hash, type, password_changed_at, created_at) VALUES ('jogo', ?, 'x', 4, ?, ?)`,
    `trial_${Math.random().toString(36).slice(2, 10)}`,
    now,
    now,
  );
  return await createSession(app.db, Number(r), 'freeplay');
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A gateway call with the standard headers, an optional token, JSON body and extra headers. */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...HEADERS, ...opts.headers };
  if (opts.token) headers.authorization = opts.token;
  const o: InjectOptions = { method, url, headers };
  if (opts.body !== undefined) o.payload = opts.body as InjectOptions['payload'];
  return app.inject(o);
}

/** Sends a hybrid-encrypted body, as the shared client does. */
export function callEncrypted(
  app: FastifyInstance,
  url: string,
  body: unknown,
  opts: { token?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const enc = app.codec.encrypt(body);
  const headers: Record<string, string> = { ...HEADERS, encryption: enc.header, ...opts.headers };
  if (opts.token) headers.authorization = opts.token;
  return app.inject({ method: 'POST', url, headers, payload: enc.payload });
}

export const mainBalance = async (app: FastifyInstance, id: number): Promise<number> =>
  (
    (await app.db.get("SELECT balance FROM wallet_account WHERE member_id = ? AND account = 'MAIN'", id)) as
      { balance: number } | undefined
  )?.balance ?? 0;

export const count = async (
  app: FastifyInstance,
  sql: string,
  ...args: (string | number)[]
): Promise<number> => ((await app.db.get(sql, ...args)) as { n: number }).n;

export const DEMO_PAYMENT_PASSWORD = 'Jogo@2026';

/**
 * The owner's proof code of an action: asks for it with the session and reads it from the outbox
 * of the member's contact on file. @returns the code, or undefined when the member has no contact on file
 */
export async function proofCode(
  app: FastifyInstance,
  token: string,
  action: string,
): Promise<string | undefined> {
  const res = await call(app, 'POST', '/wps/member/proof/code', {
    token,
    body: { action },
    headers: {
      'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  if (res.statusCode !== 200) throw new Error(`proof code: ${res.body}`);
  if (!res.json().value.channel) return undefined;
  const row = (await app.db.get(
    "SELECT code FROM outbox WHERE code IS NOT NULL AND body LIKE 'Jogo: %' ORDER BY id DESC LIMIT 1",
  )) as { code: string };
  return row.code;
}
