import type { Db } from '../../db/open-db';
import { DomainError } from '../errors';
import { nowOf, siteClock } from '../site/clock';
import { marketProfile } from './profiles';

/**
 * The barred-player register (Lei 14.790/2023 art. 26, Portaria SPA/MF 1.231/2024): people who
 * may not bet (self-excluded on the national platform, court-barred, diagnosed, social-benefit recipients).
 * The gateway asks it at sign-up and at the first login of each site day, in markets whose profile says
 * `barredCheck`.
 *
 * One interface, two adapters:
 * - development (default): the `barred_cpf` table, filled by `POST /__dev/barred-cpfs`;
 * - production: `JOGO_BARRED_REGISTER_URL` (+ `JOGO_BARRED_REGISTER_TOKEN`): `POST <url>` with
 *   `Authorization: Bearer <token>`, JSON `{ "cpf": "<11 digits>" }`, answered 200 `{ "barred": boolean }`
 *   within 3 s. Anything else is "unreachable".
 *
 * Unreachable register: logged, retried twice (3 tries), then the rule is FAIL CLOSED for sign-up (no
 * account is created without a clean answer) and for the day's first login (no session: the member is told
 * to try again later, with neutral text). A login later the same site day after a passed check does not ask
 * again.
 */
export interface BarredRegister {
  /** @returns true when the CPF may not bet; @throws when the register cannot answer */
  isBarred(cpf: string): Promise<boolean>;
}

/** The development register: a table the operator controls fill. */
export const devRegister = (db: Db): BarredRegister => ({
  isBarred: async (cpf) => !!(await db.get('SELECT 1 FROM barred_cpf WHERE cpf = ?', cpf)),
});

/** The production adapter (see the file's comment for its contract). */
export const httpRegister = (url: string, token: string | undefined, timeoutMs = 3000): BarredRegister => ({
  async isBarred(cpf) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ cpf }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`barred register answered ${res.status}`);
    const body = (await res.json()) as { barred?: unknown };
    if (typeof body.barred !== 'boolean') throw new Error('barred register: no boolean `barred`');
    return body.barred;
  },
});

let override: BarredRegister | null = null;
/** Tests: replace the register (null restores the configured one). */
export function setBarredRegister(r: BarredRegister | null): void {
  override = r;
}

function registerOf(db: Db): BarredRegister {
  if (override) return override;
  const url = process.env.JOGO_BARRED_REGISTER_URL;
  return url ? httpRegister(url, process.env.JOGO_BARRED_REGISTER_TOKEN) : devRegister(db);
}

/** Asks the register, 3 tries; @returns the answer or 'unreachable' */
async function ask(db: Db, cpf: string, log?: (msg: string) => void): Promise<boolean | 'unreachable'> {
  const reg = registerOf(db);
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await reg.isBarred(cpf);
    } catch (e) {
      log?.(`barred register unreachable (try ${attempt}/3): ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return 'unreachable';
}

/** Sign-up: @throws 403 `register.unavailable` (barred) or 503 `register.check_unavailable` (fail closed) */
export async function assertNotBarredAtSignUp(
  db: Db,
  merchant: string,
  cpf: string,
  log?: (m: string) => void,
): Promise<void> {
  if (!(await marketProfile(db, merchant)).barredCheck) return;
  const a = await ask(db, cpf, log);
  if (a === 'unreachable') throw new DomainError(503, 'register.check_unavailable');
  if (a) throw new DomainError(403, 'register.unavailable');
}

/**
 * Login: the first login of each site day asks the register (members with a CPF, in markets with the check).
 * @throws 403 `login.unavailable` (barred), 503 `register.check_unavailable` (fail closed)
 */
export async function assertNotBarredAtLogin(
  db: Db,
  member: { id: number; merchant_code: string },
  log?: (m: string) => void,
): Promise<void> {
  if (!(await marketProfile(db, member.merchant_code)).barredCheck) return;
  const row = (await db.get<{ cpf: string | null }>('SELECT cpf FROM member WHERE id = ?', member.id))!;
  if (!row.cpf) return;
  const clock = await siteClock(db, member.merchant_code);
  const today = clock.today();
  const last = await db.get<{ site_day: string }>(
    'SELECT site_day FROM barred_check WHERE member_id = ?',
    member.id,
  );
  if (last?.site_day === today) return;
  const a = await ask(db, row.cpf, log);
  if (a === 'unreachable') throw new DomainError(503, 'register.check_unavailable');
  if (a) throw new DomainError(403, 'login.unavailable');
  await db.run(
    `INSERT INTO barred_check (member_id, site_day, checked_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id) DO UPDATE SET site_day = excluded.site_day, checked_at = excluded.checked_at`,
    member.id,
    today,
    new Date(nowOf(db)).toISOString(),
  );
}

/** Development control: adds (or with `replace` sets) the barred CPFs. @returns how many are barred */
export async function setDevBarred(db: Db, cpfs: string[], replace: boolean): Promise<number> {
  await db.transaction(async () => {
    if (replace) await db.run('DELETE FROM barred_cpf');
    const ins = 'INSERT INTO barred_cpf (cpf, created_at) VALUES (?, ?) ON CONFLICT DO NOTHING';
    for (const c of cpfs) await db.run(ins, c.replace(/\D/g, ''), new Date(nowOf(db)).toISOString());
  });
  return await db.number('SELECT COUNT(*) AS n FROM barred_cpf');
}
