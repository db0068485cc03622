import type { Db } from '../../db/open-db';
import { DomainError } from '../errors';
import { TRIAL_TYPE } from './sessions';
import { flagOn } from '../site/flags';
import { registerSettings } from './registration-rules';
import type { MemberRow } from './login';

/** The operator's default password: logging in with it forces a change (spec 4); never accepted as a new one. */
export const OPERATOR_DEFAULT_PASSWORD = 'Jogo@0000';
/** A password older than this must be changed while PWDEXPFORCECHANGE3 is on. */
export const PASSWORD_MAX_AGE_MS = 90 * 86_400_000;

/**
 * Whether the client must force a password change (spec 4): the operator's default password, or a password
 * older than 90 days while PWDEXPFORCECHANGE3 is on. `plain` is known only on password logins.
 */
export async function isPasswordExpired(
  db: Db,
  member: MemberRow,
  plain: string | null,
  now = Date.now(),
): Promise<boolean> {
  if (member.type === TRIAL_TYPE) return false;
  if (plain !== null && plain === OPERATOR_DEFAULT_PASSWORD) return true;
  return (
    (await flagOn(db, member.merchant_code, 'PWDEXPFORCECHANGE3')) &&
    now - Date.parse(member.password_changed_at) > PASSWORD_MAX_AGE_MS
  );
}

/** The new password must satisfy the same rule as registration (spec 5). @throws DomainError 400 `password.rule` */
export async function checkNewPassword(db: Db, merchant: string, password: string): Promise<void> {
  // the operator's default would only force the change again at the next login (spec 4)
  if (password === OPERATOR_DEFAULT_PASSWORD)
    throw new DomainError(400, 'password.default_refused', { field: 'newPassword' });
  const rule = (await registerSettings(db, merchant)).fields.password;
  const length = [...password].length;
  const patternOk = rule.acceptedPattern === '*' || new RegExp(rule.acceptedPattern, 'u').test(password);
  if (length < rule.minLength || length > rule.maxLength || !patternOk)
    throw new DomainError(
      400,
      'password.rule',
      { field: 'newPassword' },
      { min: rule.minLength, max: rule.maxLength },
    );
}
