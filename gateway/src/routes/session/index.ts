import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FreeplayLoginRequest, LoginRequest, LoginResponse, RsaKeyResponse } from '@jogo/shared/api';
import { ok } from '../../http/envelope';
import { AppError, badRequest, forbidden } from '../../http/errors';
import { deleteSession, TRIAL_TYPE } from '../../domain/identity/sessions';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from '../../domain/identity/passwords';
import { clientKey, normaliseMobile, throttle } from '../../domain/verification/common';
import { checkCaptcha } from '../../domain/verification/captcha';
import { consumeCode, mobileTarget } from '../../domain/verification/codes';
import { HUMAN_CHECK_SCHEMA, verifyHumanCheck } from '../../domain/verification/human-check';
import { flagOn } from '../../domain/site/flags';
import {
  assertMayLogin,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  startSession,
} from '../../domain/identity/login';
import {
  clearFailures,
  ipKey,
  lockedUntil,
  needsCaptcha,
  recordFailure,
  userKey,
} from '../../domain/identity/login-guard';
import '../../domain/identity/login-messages';

const LOGIN_SCHEMA = {
  type: 'object',
  required: ['username', 'password', 'type'],
  additionalProperties: false,
  properties: {
    username: { type: 'string', maxLength: 60 },
    password: { type: 'string', maxLength: 128 },
    type: { enum: ['username', 'sms', ''] },
    captcha: { type: 'string', maxLength: 10 },
    humanCheck: HUMAN_CHECK_SCHEMA,
    countryDialingCode: { type: 'string', minLength: 1, maxLength: 5 },
    agentLogin: { type: 'boolean' },
    loginDeviceId: { type: 'string', maxLength: 100 },
  },
} as const;

export default async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  /** GET /wps/session/key/rsa: the public key for encrypted bodies (DESIGN.md section 5). */
  app.get('/wps/session/key/rsa', async () => ok<RsaKeyResponse>({ key: app.codec.publicKeySpki() }));

  /**
   * POST /wps/session/login (encrypted): by username and password (slider check always; captcha from the 3rd
   * failure of the username or the client; lock for 15 minutes at the 10th failure of the username), or by
   * mobile number and SMS code (`type: 'sms'`, MOBILEVERCODELOGIN3).
   */
  app.post<{ Body: LoginRequest }>(
    '/wps/session/login',
    { config: { encrypted: true }, schema: { body: LOGIN_SCHEMA } },
    async (request) => {
      const body = request.body;
      const agentLogin = body.agentLogin === true;
      const ip = ipKey(clientKey(request));
      if (body.type === 'sms') {
        if (!flagOn(db, request.merchant, 'MOBILEVERCODELOGIN3')) throw forbidden('module.disabled');
        if (!body.username.trim() || !body.password) throw badRequest('login.fields_required');
        const { dial, num } = normaliseMobile(body.username.trim(), body.countryDialingCode);
        const user = userKey(request.merchant, `sms:${dial}${num}`);
        const locked = lockedUntil(db, user);
        if (locked) throw new AppError(403, 'login.locked', { lockedUntil: new Date(locked).toISOString() });
        const member = findMemberByMobile(db, request.merchant, dial, num);
        // The SMS code is not trimmed (spec 5): it must be sent exactly as received.
        const codeOk = consumeCode(db, {
          merchant: request.merchant,
          purpose: 'login',
          target: mobileTarget(dial, num),
          code: body.password,
        });
        if (!member || !codeOk) {
          recordFailure(db, { user, ip });
          throw badRequest('login.sms_failed');
        }
        assertMayLogin(member, agentLogin);
        clearFailures(db, user);
        return ok<LoginResponse>(startSession(db, member, 'sms', null));
      }

      const username = body.username.trim();
      if (!username || !body.password) throw badRequest('login.fields_required');
      verifyHumanCheck(db, body.humanCheck);
      const user = userKey(request.merchant, username);
      const locked = lockedUntil(db, user);
      if (locked) throw new AppError(403, 'login.locked', { lockedUntil: new Date(locked).toISOString() });
      const captchaOn = flagOn(db, request.merchant, 'CAPTCHA3');
      if (captchaOn && needsCaptcha(db, [user, ip])) {
        if (!body.captcha?.trim()) throw new AppError(400, 'captcha.required', { captcha: true });
        if (!checkCaptcha(db, clientKey(request), body.captcha))
          throw new AppError(400, 'captcha.invalid', { captcha: true });
      }
      const member = findMemberByUsername(db, request.merchant, username);
      // An unknown username is checked against a dummy at the current cost, so a miss costs the same
      // scrypt time as a wrong password (plugins/passwords pads a hash of another cost the same way).
      const passwordOk = await verifyPassword(body.password, member?.password_hash ?? DUMMY_HASH, {
        shed: true,
      });
      if (!member || !passwordOk) {
        recordFailure(db, { user, ip });
        const nowLocked = lockedUntil(db, user);
        if (nowLocked)
          throw new AppError(403, 'login.locked', {
            lockedUntil: new Date(nowLocked).toISOString(),
            captcha: captchaOn,
          });
        throw new AppError(
          400,
          'login.failed',
          captchaOn && needsCaptcha(db, [user, ip]) ? { captcha: true } : undefined,
        );
      }
      assertMayLogin(member, agentLogin);
      clearFailures(db, user);
      // The hash cost setting changed since this hash was made: store it again at the current cost.
      if (needsRehash(member.password_hash))
        db.prepare('UPDATE member SET password_hash = ? WHERE id = ? AND password_hash = ?').run(
          await hashPassword(body.password, { shed: true }),
          member.id,
          member.password_hash,
        );
      return ok<LoginResponse>(
        startSession(db, member, body.type === '' ? 'reset' : 'username', body.password),
      );
    },
  );

  /** DELETE /wps/session/logout: ends this session only (other devices stay logged in). */
  app.delete('/wps/session/logout', { config: { auth: 'member' } }, async (request) => {
    if (request.token) deleteSession(db, request.token);
    return ok(null);
  });

  /**
   * POST /wps/session/login/freeplay (FREEPLAY3): a trial account (type 4) made on the fly. One per second per
   * client, so a script cannot fill the member table.
   */
  app.post<{ Body: FreeplayLoginRequest | undefined }>(
    '/wps/session/login/freeplay',
    {
      config: { module: 'FREEPLAY3' },
      schema: {
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: {
            os: { type: 'string', maxLength: 40 },
            platform: { type: 'string', maxLength: 20 },
            random: { type: 'string', maxLength: 512 },
            version: { type: 'string', maxLength: 40 },
            loginDeviceId: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      throttle(db, `freeplay-ip:${clientKey(request)}`, 1000);
      const suffix = crypto.randomBytes(5).toString('hex');
      const now = new Date().toISOString();
      // Trial accounts never log in by password: the hash is of a random secret nobody knows.
      const hash = await hashPassword(crypto.randomBytes(24).toString('hex'), { shed: true });
      const r = db
        .prepare(
          `INSERT INTO member (merchant_code, username, password_hash, nickname, type, language, first_time_login,
             password_changed_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
        )
        .run(
          request.merchant,
          `trial_${suffix}`,
          hash,
          `Trial ${suffix.slice(0, 4).toUpperCase()}`,
          TRIAL_TYPE,
          request.lang,
          now,
          now,
        );
      const member = findMemberById(db, Number(r.lastInsertRowid))!;
      return ok<LoginResponse>(startSession(db, member, 'freeplay', null));
    },
  );
}
