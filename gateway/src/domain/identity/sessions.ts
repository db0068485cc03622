import crypto from 'node:crypto';
import type { Db } from '../../db/open-db';
import { balanceMoved } from '../ledger/balance-hub';
import { nowOf } from '../site/clock';
import { sessionRow } from './session-rows';

/** Idle lifetime of a session; every authenticated call renews it. */
export const SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/**
 * Maximum lifetime of a session from its login, however active: a stolen token does not live forever by
 * being used. Renewal never extends a session past this.
 */
export const SESSION_MAX_MS = 24 * 60 * 60 * 1000;

export interface SessionMember {
  id: number;
  merchantCode: string;
  username: string;
  nickname: string | null;
  type: number;
  loginType: string;
}

/**
 * What the call's one session read also brought, for the later steps of the same call (the forced password change,
 * the session clock of player protection), so none of them reads the session again.
 */
export interface SessionClock {
  passwordChangeRequired: boolean;
  createdAt: string;
  loginAt: string | null;
  lastActivityAt: string | null;
  reauthRequired: number;
  /** play_time's last_seen_at of this session (null: no row yet) */
  playSeenAt: string | null;
}

/**
 * How stale a session's written activity may be: its expiry, its last activity and its play-time row are written at
 * most once a minute per session, not on every call (each was a write on every authenticated call). So a session
 * may end up to a minute before its idle expiry, the idle rule may ask for the password up to a minute early and
 * the time logged in is counted to the minute.
 */
export const SESSION_WRITE_MS = 60_000;

const clocks = new WeakMap<SessionMember, SessionClock>();

/** @returns what the session read of this call brought beside the member (undefined: not read by resolveSession) */
export const sessionClockOf = (member: SessionMember | null): SessionClock | undefined =>
  member ? clocks.get(member) : undefined;

export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

/** Back-office accounts of the agent system (login.ts NON_MEMBER_TYPE): they hold no player session. */
const NON_MEMBER = 9;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** @returns a fresh random token (256 bits, hex); the database keeps only its hash. */
export async function createSession(
  db: Db,
  memberId: number,
  loginType: string,
  now = Date.now(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('hex');
  await db.run(
    'INSERT INTO session (token_hash, member_id, login_type, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    hashToken(token),
    memberId,
    loginType,
    new Date(now).toISOString(),
    new Date(now + SESSION_TTL_MS).toISOString(),
  );
  // the player-protection session clock (login time, idle limit) runs on the site clock, which tests can move
  const at = new Date(nowOf(db)).toISOString();
  await db.run(
    'UPDATE session SET login_at = ?, last_activity_at = ? WHERE token_hash = ?',
    at,
    at,
    hashToken(token),
  );
  return token;
}

/**
 * Looks a token up; an expired one is deleted. A live one is renewed (sliding expiry), written when the expiry moves
 * by a minute or more (`SESSION_WRITE_MS`). One read brings what the call's later steps need (`sessionClockOf`); on
 * PostgreSQL a process keeps it for a moment, dropped by any write of its tables (`session-rows.ts`).
 */
export async function resolveSession(db: Db, token: string, now = Date.now()): Promise<SessionMember | null> {
  const h = hashToken(token);
  const row = await sessionRow(db, h, () => readSession(db, h));
  if (!row) return null;
  const hardEnd = Date.parse(row.created_at) + SESSION_MAX_MS;
  // an account that may no longer log in (made non-member, disabled) loses its open sessions too
  if (
    Date.parse(row.expires_at) <= now ||
    hardEnd <= now ||
    row.status !== 'active' ||
    row.type === NON_MEMBER
  ) {
    await db.run('DELETE FROM session WHERE token_hash = ?', h);
    return null;
  }
  const expires = Math.min(now + SESSION_TTL_MS, hardEnd);
  const stored = Date.parse(row.expires_at);
  if (expires - stored >= SESSION_WRITE_MS || (expires === hardEnd && stored < expires))
    await db.run(
      'UPDATE session SET expires_at = ? WHERE token_hash = ? AND expires_at < ?',
      new Date(expires).toISOString(),
      h,
      new Date(expires).toISOString(),
    );
  const member: SessionMember = {
    id: row.id,
    merchantCode: row.merchant_code,
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    loginType: row.login_type,
  };
  clocks.set(member, {
    passwordChangeRequired: row.password_change_required === 1,
    createdAt: row.created_at,
    loginAt: row.login_at,
    lastActivityAt: row.last_activity_at,
    reauthRequired: row.reauth_required,
    playSeenAt: row.play_seen_at,
  });
  return member;
}

/** The session read: the session, its member and its play-time row, by the token's hash. */
async function readSession(db: Db, h: string) {
  return await db.get<{
    expires_at: string;
    created_at: string;
    login_type: string;
    login_at: string | null;
    last_activity_at: string | null;
    reauth_required: number;
    password_change_required: number;
    play_seen_at: string | null;
    id: number;
    merchant_code: string;
    username: string;
    nickname: string | null;
    type: number;
    status: string;
  }>(
    `SELECT s.expires_at, s.created_at, s.login_type, s.login_at, s.last_activity_at, s.reauth_required,
         s.password_change_required, p.last_seen_at AS play_seen_at,
         m.id, m.merchant_code, m.username, m.nickname, m.type, m.status
       FROM session s JOIN member m ON m.id = s.member_id LEFT JOIN play_time p ON p.token_hash = s.token_hash
      WHERE s.token_hash = ?`,
    h,
  );
}

/** Ends one session (logout); its tickets go with it (triggers) and its balance streams close at once. */
export async function deleteSession(db: Db, token: string): Promise<void> {
  const row = await db.get<{ member_id: number }>(
    'DELETE FROM session WHERE token_hash = ? RETURNING member_id',
    hashToken(token),
  );
  if (row) await balanceMoved(db, row.member_id);
}

/**
 * Ends every session of a member, but the one of `exceptTokenHash` if given: self-exclusion and pause
 *, "sign out other sessions", a sensitive change. What each session opened dies with
 * it: game and export tickets (triggers of migrations 090 and 170), balance-stream tickets (checked against
 * the session), and open balance streams, woken here so they see their session gone and close at once.
 * @returns how many sessions ended
 */
export async function endMemberSessions(
  db: Db,
  memberId: number,
  opts: { exceptTokenHash?: string } = {},
): Promise<number> {
  const r = opts.exceptTokenHash
    ? await db.run(
        'DELETE FROM session WHERE member_id = ? AND token_hash != ?',
        memberId,
        opts.exceptTokenHash,
      )
    : await db.run('DELETE FROM session WHERE member_id = ?', memberId);
  if (r.changes > 0) await balanceMoved(db, memberId);
  return r.changes;
}
