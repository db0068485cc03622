import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ForgotPasswordEmailRequest,
  ForgotPasswordEmailResponse,
  LoginResponse,
  PasswordStatusResponse,
  ResetPasswordRequest,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { ok } from '../../http/envelope';
import { AppError, badRequest } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../domain/identity/passwords';
import { normaliseMobile, writeOutbox } from '../../domain/verification/common';
import { consumeCode, issueCode, mobileTarget } from '../../domain/verification/codes';
import { siteSetting } from '../../domain/site/flags';
import {
  assertMayLogin,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  startSession,
  type MemberRow,
} from '../../domain/identity/login';
import { clearFailures, userKey } from '../../domain/identity/login-guard';
import { checkNewPassword } from '../../domain/identity/password-policy';
import { clearPasswordChange, isPasswordChangeRequired } from '../../domain/identity/forced-change';
import '../../domain/identity/password-messages';
import { memberOf } from '../../http/member';

/** Reset codes sent by e-mail live longer than SMS codes: mail is slower to arrive. */
const EMAIL_CODE_MINUTES = 30;
const EMAIL_RESEND_MS = 60_000;

/**
 * Sets a password; other sessions of the member end, so a stolen session does not outlive the change, and the
 * kept one may call everything again.
 */
async function setPassword(
  db: Db,
  member: MemberRow,
  password: string,
  keepTokenHash: string | null,
): Promise<void> {
  const hash = await hashPassword(password);
  db.transaction(() => {
    db.prepare('UPDATE member SET password_hash = ?, password_changed_at = ? WHERE id = ?').run(
      hash,
      new Date().toISOString(),
      member.id,
    );
    if (keepTokenHash) {
      db.prepare('DELETE FROM session WHERE member_id = ? AND token_hash <> ?').run(member.id, keepTokenHash);
      clearPasswordChange(db, keepTokenHash);
    } else db.prepare('DELETE FROM session WHERE member_id = ?').run(member.id);
  })();
}

/**
 * The site's own origin for links in e-mails: the browser's `Origin` (or the forwarded or direct `Host`) when its
 * host is one of the merchant's domain routes or its main domain; otherwise the main domain. A forged Origin
 * therefore cannot put a foreign host into a reset e-mail.
 */
export function siteOrigin(db: Db, request: FastifyRequest): string {
  const main = siteSetting(db, request.merchant, 'mainDomain', 'localhost:8080');
  const hostOf = (h: string) => h.replace(/:\d+$/, '').toLowerCase();
  const allowed = new Set(
    (
      db.prepare('SELECT domain FROM domain_route WHERE merchant_code = ?').all(request.merchant) as {
        domain: string;
      }[]
    ).map((r) => r.domain.toLowerCase()),
  );
  allowed.add(hostOf(main));
  const candidates: string[] = [];
  const origin = request.headers.origin;
  if (typeof origin === 'string') candidates.push(origin);
  const fwdHost = request.headers['x-forwarded-host'];
  const host =
    (typeof fwdHost === 'string' ? fwdHost.split(',')[0]!.trim() : undefined) ?? request.headers.host;
  if (host) candidates.push(`${request.protocol}://${host}`);
  for (const c of candidates) {
    try {
      const u = new URL(c);
      if ((u.protocol === 'http:' || u.protocol === 'https:') && allowed.has(u.hostname.toLowerCase()))
        return u.origin;
    } catch {
      /* not a URL: try the next */
    }
  }
  return `http://${main}`;
}

/** The stored form of a session token (plugins/sessions keeps only this hash). */
const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** E-mail reset codes belong to one account: the pair of username and address. */
const emailTarget = (username: string, email: string) => `${username.toLowerCase()}:${email}`;

export default async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /**
   * GET /wps/member/password/status: whether this session must change its password before anything else
   * (a restored session, F5 or a new tab, reopens the mandatory dialog from this).
   */
  app.get('/wps/member/password/status', { config: { auth: 'member' } }, async (request) =>
    ok<PasswordStatusResponse>({ changeRequired: isPasswordChangeRequired(db, request.token!) }),
  );

  /** POST /wps/member/password (encrypted): change with the old password; not for trial accounts. */
  app.post<{ Body: ChangePasswordRequest }>(
    '/wps/member/password',
    {
      config: { auth: 'member', trial: false, encrypted: true, module: 'PASS3' },
      schema: {
        body: {
          type: 'object',
          required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
          additionalProperties: false,
          properties: {
            oldPassword: { type: 'string', minLength: 1, maxLength: 128 },
            newPassword: { type: 'string', minLength: 1, maxLength: 128 },
            confirmNewPassword: { type: 'string', minLength: 1, maxLength: 128 },
          },
        },
      },
    },
    async (request) => {
      const { oldPassword, newPassword, confirmNewPassword } = request.body;
      const member = findMemberById(db, memberOf(request).id)!;
      if (!(await verifyPassword(oldPassword, member.password_hash)))
        throw new AppError(400, 'password.old_incorrect', { field: 'oldPassword' });
      if (newPassword !== confirmNewPassword)
        throw new AppError(400, 'password.mismatch', { field: 'confirmNewPassword' });
      if (newPassword === oldPassword)
        throw new AppError(400, 'password.same_as_old', { field: 'newPassword' });
      checkNewPassword(db, request.merchant, newPassword);
      await setPassword(db, member, newPassword, tokenHash(request.token!));
      return ok<ChangePasswordResponse>({ passwordChanged: true });
    },
  );

  /**
   * POST /wps/member/password/email (form-encoded): when username and e-mail match, mails a reset code (and a
   * link carrying it) to the outbox. The answer names no field, so it does not tell which of the two was wrong.
   */
  app.post<{ Body: ForgotPasswordEmailRequest }>(
    '/wps/member/password/email',
    {
      config: { module: 'PASS3' },
      schema: {
        body: {
          type: 'object',
          required: ['username', 'email'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 60 },
            email: { type: 'string', minLength: 3, maxLength: 120 },
          },
        },
      },
    },
    async (request) => {
      const username = request.body.username.trim();
      const email = request.body.email.trim().toLowerCase();
      const member = db
        .prepare(
          `SELECT id, language FROM member WHERE merchant_code = ? AND username = ? AND lower(email) = ?
           AND status = 'active' AND type NOT IN (4, 9)`,
        )
        .get(request.merchant, username, email) as { id: number; language: string } | undefined;
      if (!member) throw badRequest('password.email_not_found');
      const code = issueCode(db, {
        merchant: request.merchant,
        purposes: ['reset-email'],
        purpose: 'reset-email',
        target: emailTarget(username, email),
        ttlMinutes: EMAIL_CODE_MINUTES,
        resendMs: EMAIL_RESEND_MS,
      });
      const link = `${siteOrigin(db, request)}/forget?resetCode=${code}&username=${encodeURIComponent(username)}&email=${encodeURIComponent(email)}`;
      // in the language the member is using the site in (the request's), as the reset was asked for there
      const en = request.lang === 'EN';
      writeOutbox(db, {
        merchant: request.merchant,
        channel: 'email',
        recipient: email,
        subject: en ? 'Jogo: reset your password' : 'Jogo: redefinir sua senha',
        body: en
          ? `Hello ${username}, your reset code is ${code} (valid for ${EMAIL_CODE_MINUTES} minutes). Or open ${link}`
          : `Olá, ${username}! Seu código de redefinição é ${code} (válido por ${EMAIL_CODE_MINUTES} minutos). Ou abra ${link}`,
        code,
      });
      return ok<ForgotPasswordEmailResponse>({ expiredMinutes: EMAIL_CODE_MINUTES });
    },
  );

  /**
   * POST /wps/member/password/verification (encrypted): a new password with the code sent to the mobile
   * number (SMS noLogin) or to the e-mail (with the username); logs the member in and lifts a login lock of the account.
   */
  app.post<{ Body: ResetPasswordRequest }>(
    '/wps/member/password/verification',
    {
      config: { encrypted: true, module: 'PASS3' },
      schema: {
        body: {
          type: 'object',
          required: ['newPassword', 'verificationCode'],
          additionalProperties: false,
          properties: {
            newPassword: { type: 'string', minLength: 1, maxLength: 128 },
            verificationCode: { type: 'string', minLength: 1, maxLength: 10 },
            mobileNum: { type: 'string', minLength: 1, maxLength: 20 },
            countryDialingCode: { type: 'string', minLength: 1, maxLength: 5 },
            email: { type: 'string', minLength: 3, maxLength: 120 },
            username: { type: 'string', minLength: 1, maxLength: 60 },
          },
        },
      },
    },
    async (request) => {
      const { newPassword, verificationCode } = request.body;
      checkNewPassword(db, request.merchant, newPassword);
      let member: MemberRow | undefined;
      let good = false;
      if (request.body.mobileNum) {
        const { dial, num } = normaliseMobile(request.body.mobileNum.trim(), request.body.countryDialingCode);
        member = findMemberByMobile(db, request.merchant, dial, num);
        good = consumeCode(db, {
          merchant: request.merchant,
          purpose: 'login',
          target: mobileTarget(dial, num),
          code: verificationCode,
        });
      } else if (request.body.email && request.body.username) {
        const email = request.body.email.trim().toLowerCase();
        const username = request.body.username.trim();
        member = findMemberByUsername(db, request.merchant, username);
        if (member && member.email?.toLowerCase() !== email) member = undefined;
        good = consumeCode(db, {
          merchant: request.merchant,
          purpose: 'reset-email',
          target: emailTarget(username, email),
          code: verificationCode,
        });
      } else throw new AppError(400, 'password.target_required', { field: 'mobileNum' });
      if (!member || !good)
        throw new AppError(400, 'verification.code_invalid', { field: 'verificationCode' });
      assertMayLogin(member, false);
      await setPassword(db, member, newPassword, null);
      clearFailures(db, userKey(request.merchant, member.username));
      return ok<LoginResponse>(startSession(db, findMemberById(db, member.id)!, 'reset', newPassword));
    },
  );
}
