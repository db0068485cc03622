import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/open-db';
import { AppError } from '../../http/errors';
import './password-messages';

/**
 * Member routes a session whose password must change may still call: the change itself, logout, and what
 * the shell and the change dialog need around it (member info, the first-login action, the language, the
 * check below). Routes without `auth: 'member'` (status, RSA key, register settings) are never refused.
 */
export const ALLOWED_WHILE_CHANGE_REQUIRED: ReadonlySet<string> = new Set([
  '/wps/member/password',
  '/wps/member/password/status',
  '/wps/session/logout',
  '/wps/member/info',
  '/wps/member/firstLogin',
  '/wps/member/language',
]);

const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Marks a session as one that must change its password before anything else (spec 4). */
export function requirePasswordChange(db: Db, token: string): void {
  db.prepare('UPDATE session SET password_change_required = 1 WHERE token_hash = ?').run(tokenHash(token));
}

/** Lifts the mark once the password has changed in this session. */
export function clearPasswordChange(db: Db, hash: string): void {
  db.prepare('UPDATE session SET password_change_required = 0 WHERE token_hash = ?').run(hash);
}

/** Whether this session must change its password first. */
export function isPasswordChangeRequired(db: Db, token: string): boolean {
  const row = db
    .prepare('SELECT password_change_required AS r FROM session WHERE token_hash = ?')
    .get(tokenHash(token)) as { r: number } | undefined;
  return row?.r === 1;
}

/**
 * preHandler of the app: a member call of a session whose password must change is refused with 403
 * `password.change_required` unless it is on the list above. The rule holds on the server, so F5, a new tab
 * or a direct call cannot skip the forced change.
 */
export function passwordChangeGuard(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.member || !request.token) return;
    if (request.routeOptions.config.auth !== 'member') return;
    if (ALLOWED_WHILE_CHANGE_REQUIRED.has(request.routeOptions.url ?? '')) return;
    if (isPasswordChangeRequired(db, request.token)) throw new AppError(403, 'password.change_required');
  };
}
