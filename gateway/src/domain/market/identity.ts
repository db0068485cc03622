import type { LimitPeriod, MarketSignUpFields } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { DomainError, type ErrorCode } from '../errors';
import { cpfValid } from '@jogo/shared/validation-core';
import { siteClock } from '../site/clock';
import { ageOn } from '@jogo/shared/time';
import { marketProfile } from './profiles';

/**
 * Identity rules of markets that ask for them (BR): sign-up with CPF (check digits, one account
 * per CPF), full name and birth date (18+ on the site's day); money only from and to the member's own CPF.
 */

export interface MarketSignUp {
  cpf: string;
  fullName: string;
  birthDate: string;
  lossLimit: { value: number; period: LimitPeriod };
  timeLimitMinutes: number;
}

const field = (code: ErrorCode, f: string, params?: Record<string, string | number>) =>
  new DomainError(400, code, { field: f }, params);

/** 11 digits of a CPF with valid check digits (placeholders such as 000.000.000-00 refused), else null. */
export function normaliseCpf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const d = raw.replace(/[.\-\s]/g, '');
  return /^\d{11}$/.test(d) && cpfValid(d) ? d : null;
}

/**
 * The market's sign-up fields, checked; null in markets that ask for none.
 * @throws 400 with `value.field` (`register.cpf_invalid`, …), 409 `register.cpf_taken`
 */
export async function checkMarketSignUp(
  db: Db,
  merchant: string,
  body: MarketSignUpFields,
): Promise<MarketSignUp | null> {
  const rules = (await marketProfile(db, merchant)).registration;
  if (!rules.cpf) return null;
  const cpf = normaliseCpf(body.cpf);
  if (!cpf) throw field('register.cpf_invalid', 'cpf');
  const fullName = typeof body.fullName === 'string' ? body.fullName.trim().replace(/\s+/g, ' ') : '';
  if (!/^[\p{L}'’-]{2,}( [\p{L}'’.-]+)+$/u.test(fullName) || fullName.length > 120)
    throw field('register.full_name_invalid', 'fullName');
  const birthDate = typeof body.birthDate === 'string' ? body.birthDate : '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const today = (await siteClock(db, merchant)).today();
  if (!m || !validDay(birthDate) || birthDate > today || Number(m[1]) < 1900)
    throw field('register.birth_date_invalid', 'birthDate');
  // 18th birthday (a 29 February birthday counts from 1 March in common years) on or before the site's day
  if ((ageOn(birthDate, today) ?? -1) < rules.minimumAge)
    throw field('register.minimum_age', 'birthDate', { age: rules.minimumAge });
  const loss = body.lossLimit;
  if (
    !loss ||
    typeof loss.value !== 'number' ||
    !(loss.value > 0) ||
    loss.value > 10_000_000 ||
    !['DAY', 'WEEK', 'MONTH'].includes(loss.period)
  )
    throw field('register.loss_limit_required', 'lossLimit');
  const t = body.timeLimitMinutes;
  if (typeof t !== 'number' || !Number.isInteger(t) || t < 1 || t > 1440)
    throw field('register.time_limit_required', 'timeLimitMinutes');
  if (await db.get('SELECT 1 FROM member WHERE merchant_code = ? AND cpf = ?', merchant, cpf))
    throw new DomainError(409, 'register.cpf_taken', { field: 'cpf' });
  return {
    cpf,
    fullName,
    birthDate,
    lossLimit: { value: loss.value, period: loss.period },
    timeLimitMinutes: t,
  };
}

/** Whether `yyyy-MM-dd` is a real calendar day. */
export function validDay(s: string): boolean {
  const [y, mo, d] = s.split('-').map(Number) as [number, number, number];
  if (mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]!;
  return d <= days;
}

/**
 * Stores the identity of a new member (in the registration's transaction). The full name "as in the CPF" is
 * also the payee every withdrawal destination must carry (bank-cards.ts): asked once, at sign-up.
 */
export async function saveMarketIdentity(db: Db, memberId: number, s: MarketSignUp): Promise<void> {
  await db.run(
    // (`payee_name = full_name` would read the row before the update: NULL, on SQLite and PostgreSQL alike)
    'UPDATE member SET cpf = ?, full_name = ?, payee_name = ?, birth_date = ? WHERE id = ?',
    s.cpf,
    s.fullName,
    s.fullName,
    s.birthDate,
    memberId,
  );
}

export const memberCpf = async (db: Db, memberId: number): Promise<string | null> =>
  (await db.get<{ cpf: string | null }>('SELECT cpf FROM member WHERE id = ?', memberId))?.cpf ?? null;

/**
 * A withdrawal destination in markets with `ownAccountOnly`: a PIX key of type CPF must be the member's CPF;
 * any other key type or bank account must carry the holder's document, equal to the member's CPF.
 * @throws 400 `wallet.destination_not_own_cpf`, 403 `wallet.cpf_required`
 */
export async function assertOwnDestination(
  db: Db,
  merchant: string,
  memberId: number,
  d: { cardType: string; keyType?: string | null; accountNumber: string; holderDocument?: string | null },
): Promise<void> {
  if (!(await marketProfile(db, merchant)).ownAccountOnly) return;
  const cpf = await memberCpf(db, memberId);
  if (!cpf) throw new DomainError(403, 'wallet.cpf_required');
  const own =
    d.cardType === 'PIX' && d.keyType === 'CPF'
      ? d.accountNumber.replace(/\D/g, '') === cpf
      : (d.holderDocument ?? '').replace(/\D/g, '') === cpf;
  if (!own) throw new DomainError(400, 'wallet.destination_not_own_cpf', { field: 'accountNumber' });
}
