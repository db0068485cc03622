import type { MemberIcon, MemberInfo } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { unauthorized } from '../errors';
import { isAgentType, TRIAL_TYPE } from './sessions';
import { findMemberById, type MemberRow } from './login';

/** What every session may read or set of its own member (trial included): info, avatar, first login, language. */

const ICON_COLOURS = ['#1e88e5', '#43a047', '#e53935', '#8e24aa', '#fb8c00', '#00897b', '#3949ab', '#6d4c41'];
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** @throws 401 when the session's member no longer exists */
async function current(db: Db, id: number): Promise<MemberRow> {
  const m = await findMemberById(db, id);
  if (!m) throw unauthorized();
  return m;
}

export async function memberInfo(db: Db, memberId: number): Promise<MemberInfo> {
  const m = await current(db, memberId);
  const merchant = (await db.get<{
    currency_symbol: string;
  }>('SELECT currency_symbol FROM merchant WHERE code = ?', m.merchant_code))!;
  const code = await db.get<{ code: string }>(
    "SELECT code FROM invite_code WHERE member_id = ? AND kind = 'referral' ORDER BY created_at LIMIT 1",
    m.id,
  );
  return {
    id: m.id,
    account: m.username,
    nickname: m.nickname,
    type: m.type,
    isAgent: isAgentType(m.type),
    isTrial: m.type === TRIAL_TYPE,
    currencySymbol: merchant.currency_symbol,
    firstTimeLogin: m.first_time_login === 1,
    language: m.language === 'EN' ? 'EN' : 'PT',
    mobileNum: m.mobile_num,
    countryDialingCode: m.country_dialing_code,
    email: m.email,
    referralCode: code?.code ?? null,
  };
}

/** An initials avatar as an SVG data URL (an <img> cannot send the Merchant header). */
export async function memberIcon(db: Db, memberId: number): Promise<MemberIcon> {
  const m = await current(db, memberId);
  const initials = escapeXml([...(m.nickname || m.username)].slice(0, 2).join('').toUpperCase());
  const colour = ICON_COLOURS[m.id % ICON_COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="${colour}"/><text x="48" y="60" font-family="Arial,sans-serif" font-size="36" font-weight="bold" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return { iconUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The client ran its first-login action: later logins answer firstTimeLogin false. */
export async function markFirstLoginDone(db: Db, memberId: number): Promise<void> {
  await db.run('UPDATE member SET first_time_login = 0 WHERE id = ?', memberId);
}

/** The member's language (inbox texts and e-mails use it). */
export async function setMemberLanguage(db: Db, memberId: number, language: 'PT' | 'EN'): Promise<void> {
  await db.run('UPDATE member SET language = ? WHERE id = ?', language, memberId);
}
