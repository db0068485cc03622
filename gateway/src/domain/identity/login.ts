import type { LoginResponse } from '@jogo/shared/api';
import { dayOf } from '@jogo/shared/time';
import { siteZone } from '../site/clock';
import type { Db } from '../../db/open-db';
import { DomainError } from '../errors';
import { createSession, isAgentType, TRIAL_TYPE } from './sessions';
import { isPasswordExpired } from './password-policy';
import { requirePasswordChange } from './forced-change';
import { isExcluded } from './protection';

/** Member type of back-office accounts that exist for the agent system only (spec 6: non-member accounts). */
export const NON_MEMBER_TYPE = 9;

export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string;
  nickname: string | null;
  type: number;
  status: 'active' | 'disabled';
  first_time_login: number;
  password_changed_at: string;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  language: string;
  parent_id: number | null;
}

const MEMBER_COLUMNS = `id, merchant_code, username, password_hash, nickname, type, status, first_time_login,
  password_changed_at, mobile_num, country_dialing_code, email, language, parent_id`;

export const findMemberByUsername = async (db: Db, merchant: string, username: string) =>
  await db.get<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM member WHERE merchant_code = ? AND username = ?`,
    merchant,
    username,
  );

export const findMemberByMobile = async (db: Db, merchant: string, dial: string, num: string) =>
  await db.get<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM member WHERE merchant_code = ? AND country_dialing_code = ? AND mobile_num = ?`,
    merchant,
    dial,
    num,
  );

export const findMemberById = async (db: Db, id: number) =>
  await db.get<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM member WHERE id = ?`, id);

/**
 * Refuses accounts that may not start a player session: back-office (type 9) and disabled accounts
 * (spec 6), and non-agents on the agent login.
 * @throws DomainError 403 `login.non_member` / `login.non_agent`
 */
export function assertMayLogin(member: MemberRow, agentLogin: boolean): void {
  if (member.type === NON_MEMBER_TYPE || member.status !== 'active')
    throw new DomainError(403, 'login.non_member');
  if (agentLogin && !isAgentType(member.type)) throw new DomainError(403, 'login.non_agent');
}

/** Opens a session for a member who passed every check. @returns the login answer of spec 3 */
export async function startSession(
  db: Db,
  member: MemberRow,
  loginType: string,
  plain: string | null,
  now = Date.now(),
): Promise<LoginResponse> {
  // self-excluded: no session, neutral text
  if (await isExcluded(db, member.id)) throw new DomainError(403, 'login.unavailable');
  const token = await createSession(db, member.id, loginType, now);
  await db.run('UPDATE member SET last_login_at = ? WHERE id = ?', new Date(now).toISOString(), member.id);
  // the login missions and the sign-in calendar count days of the site's zone (migration 110 dropped the UTC trigger)
  await db.run(
    'INSERT INTO login_day (member_id, day) VALUES (?, ?) ON CONFLICT DO NOTHING',
    member.id,
    dayOf(now, await siteZone(db, member.merchant_code)),
  );
  const passwordExpired = await isPasswordExpired(db, member, plain, now);
  // password logins only: SMS and social logins do not force the change (spec 4)
  if (passwordExpired && plain !== null) await requirePasswordChange(db, token);
  return {
    token,
    firstTimeLogin: member.first_time_login === 1,
    passwordExpired,
    memberType: member.type,
    isAgent: isAgentType(member.type),
    isTrial: member.type === TRIAL_TYPE,
  };
}
