import crypto from 'node:crypto';
import { assertNotBarredAtLogin } from '../market/barred-register';
import { marketProfile } from '../market/profiles';
import type { HumanCheckResult, LoginResponse, SocialLoginRequest } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { DomainError, badRequest, forbidden } from '../errors';
import { type Lang } from '../../i18n/messages';
import { TRIAL_TYPE } from './sessions';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './passwords';
import { normaliseMobile, throttle } from './verification/common';
import { checkCaptcha } from './verification/captcha';
import { consumeCode, mobileTarget } from './verification/codes';
import { verifyHumanCheck } from './verification/human-check';
import { flagOn } from '../site/flags';
import {
  assertMayLogin,
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  startSession,
} from './login';
import {
  clearFailures,
  ipKey,
  lockedUntil,
  needsCaptcha,
  recordFailure,
  releaseCheck,
  reserveCheck,
  userKey,
} from './login-guard';

/**
 * The ways a session starts (the login call, free play, social sign-in); registration has its own module.
 * Each returns the login answer with a new session, or throws the login errors.
 */

export interface LoginInput {
  username: string;
  password: string;
  type: 'username' | 'sms' | '';
  captcha?: string;
  humanCheck?: HumanCheckResult;
  countryDialingCode?: string;
  agentLogin?: boolean;
}

const lockedError = (until: number, value: Record<string, unknown> = {}) =>
  new DomainError(403, 'login.locked', { lockedUntil: new Date(until).toISOString(), ...value });

/**
 * Login by mobile number and SMS code (`type: 'sms'`, MOBILEVERCODELOGIN3). `client` is the client's key
 * (its IP), counted by the login guard like the username.
 */
async function loginBySms(
  db: Db,
  merchant: string,
  client: string,
  body: LoginInput,
): Promise<LoginResponse> {
  if (!(await flagOn(db, merchant, 'MOBILEVERCODELOGIN3'))) throw forbidden('module.disabled');
  if (!body.username.trim() || !body.password) throw badRequest('login.fields_required');
  const { dial, num } = normaliseMobile(body.username.trim(), body.countryDialingCode);
  const user = userKey(merchant, `sms:${dial}${num}`);
  const locked = await lockedUntil(db, user);
  if (locked) throw lockedError(locked);
  const member = await findMemberByMobile(db, merchant, dial, num);
  // The SMS code is not trimmed (spec 5): it must be sent exactly as received.
  const codeOk = await consumeCode(db, {
    merchant,
    purpose: 'login',
    target: mobileTarget(dial, num),
    code: body.password,
  });
  if (!member || !codeOk) {
    await recordFailure(db, { user, ip: ipKey(client) });
    throw badRequest('login.sms_failed');
  }
  assertMayLogin(member, body.agentLogin === true);
  await assertNotBarredAtLogin(db, member); // BR
  await clearFailures(db, user);
  return await startSession(db, member, 'sms', null);
}

/**
 * The login call: by username and password (slider check always; captcha from the 3rd failure of the
 * username or the client; lock for 15 minutes at the 10th failure of the username), or by SMS code.
 */
export async function login(
  db: Db,
  merchant: string,
  client: string,
  body: LoginInput,
): Promise<LoginResponse> {
  if (body.type === 'sms') return loginBySms(db, merchant, client, body);
  const agentLogin = body.agentLogin === true;
  const ip = ipKey(client);
  const username = body.username.trim();
  if (!username || !body.password) throw badRequest('login.fields_required');
  await verifyHumanCheck(db, body.humanCheck);
  const user = userKey(merchant, username);
  const locked = await lockedUntil(db, user);
  if (locked) throw lockedError(locked);
  const captchaOn = await flagOn(db, merchant, 'CAPTCHA3');
  if (captchaOn && (await needsCaptcha(db, [user, ip]))) {
    if (!body.captcha?.trim()) throw new DomainError(400, 'captcha.required', { captcha: true });
    if (!(await checkCaptcha(db, client, body.captcha)))
      throw new DomainError(400, 'captcha.invalid', { captcha: true });
  }
  const member = await findMemberByUsername(db, merchant, username);
  // An unknown username is checked against a dummy at the current cost, so a miss costs the same
  // scrypt time as a wrong password (a hash of another cost is padded the same way).
  // the check is reserved with the lock check (atomic), so a burst of parallel guesses cannot outrun the lock
  await reserveCheck(db, user);
  let passwordOk: boolean;
  try {
    passwordOk = await verifyPassword(body.password, member?.password_hash ?? DUMMY_HASH, {
      shed: true,
      account: user,
    });
  } catch (e) {
    await releaseCheck(db, user);
    throw e;
  }
  if (!member || !passwordOk) {
    await recordFailure(db, { user, ip }, Date.now(), true);
    const nowLocked = await lockedUntil(db, user);
    if (nowLocked) throw lockedError(nowLocked, { captcha: captchaOn });
    throw new DomainError(
      400,
      'login.failed',
      captchaOn && (await needsCaptcha(db, [user, ip])) ? { captcha: true } : undefined,
    );
  }
  await clearFailures(db, user, true);
  assertMayLogin(member, agentLogin);
  await assertNotBarredAtLogin(db, member); // BR: the first login of each site day asks the register
  // The hash cost setting changed since this hash was made: store it again at the current cost.
  if (needsRehash(member.password_hash))
    await db.run(
      'UPDATE member SET password_hash = ? WHERE id = ? AND password_hash = ?',
      await hashPassword(body.password, { shed: true }),
      member.id,
      member.password_hash,
    );
  return await startSession(db, member, body.type === '' ? 'reset' : 'username', body.password);
}

/** A secret nobody knows: the password hash of accounts that never log in by password (trial, social, mobile). */
export const unusablePasswordHash = () =>
  hashPassword(crypto.randomBytes(24).toString('hex'), { shed: true });

/** Free play: a trial account (type 4) made on the fly, logged in; one per second per client. */
export async function startTrial(
  db: Db,
  merchant: string,
  lang: Lang,
  client: string,
): Promise<LoginResponse> {
  await throttle(db, `freeplay-ip:${client}`, 1000);
  const suffix = crypto.randomBytes(5).toString('hex');
  const now = new Date().toISOString();
  const hash = await unusablePasswordHash();
  const r = await db.insert(
    `INSERT INTO member (merchant_code, username, password_hash, nickname, type, language, first_time_login,
         password_changed_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)`,
    merchant,
    `trial_${suffix}`,
    hash,
    `Trial ${suffix.slice(0, 4).toUpperCase()}`,
    TRIAL_TYPE,
    lang,
    now,
    now,
  );
  return await startSession(db, (await findMemberById(db, Number(r)))!, 'freeplay', null);
}

/** Checks a provider's ID token. @returns a stable subject for the identity, or null when the token is not valid. */
export type SocialVerifier = (
  provider: SocialLoginRequest['provider'],
  idToken: string,
  email: string | null,
) => string | null;

/**
 * The e-mails the development provider signs in with (`dev-<name>@jogo.example`, see mf-auth's
 * developmentProvider). The development verifier vouches for these only: it checks no signature, so it
 * must not log anyone into an account tied to a real address.
 */
export const DEV_SOCIAL_EMAIL = /^dev-[a-z0-9._+-]{1,40}@jogo\.example$/i;

/**
 * The development verifier: the real Facebook and Google endpoints cannot be reached from here, so in
 * development mode the development provider's tokens (`dev.<provider>.<anything>`) are accepted for its
 * own test e-mails, and the identity is that e-mail. In production no verifier is configured and the call
 * answers 'function not enabled' rather than trusting a token it cannot check.
 */
export const developmentVerifier: SocialVerifier = (provider, idToken, email) =>
  idToken.startsWith(`dev.${provider}.`) && email && DEV_SOCIAL_EMAIL.test(email)
    ? `${provider}:${email.toLowerCase()}`
    : null;

/**
 * Social sign-in: one member per verified identity (the username derives from the subject), created on the
 * first sign-in; one attempt per second per client.
 * @throws 403 `module.disabled` without a verifier, 429, 401 `social.token_invalid`
 */
export async function socialLogin(
  db: Db,
  merchant: string,
  lang: Lang,
  client: string,
  verify: SocialVerifier | null,
  body: Pick<SocialLoginRequest, 'provider' | 'idToken' | 'email' | 'displayName'>,
): Promise<LoginResponse> {
  if (!verify) throw forbidden('module.disabled');
  await throttle(db, `social-ip:${client}`, 1000);
  const { provider, idToken, email = null, displayName } = body;
  const subject = verify(provider, idToken, email);
  if (!subject) throw new DomainError(401, 'social.token_invalid');
  const username = `${provider === 'google' ? 'gg' : 'fb'}_${crypto.createHash('sha256').update(subject).digest('hex').slice(0, 10)}`;
  let member = await findMemberByUsername(db, merchant, username);
  // a market whose sign-up needs a CPF (BR) opens no account without one
  if (!member && (await marketProfile(db, merchant)).registration.cpf)
    throw forbidden('register.unavailable');
  if (!member) {
    const now = new Date().toISOString();
    const hash = await unusablePasswordHash();
    const r = await db.insert(
      `INSERT INTO member (merchant_code, username, password_hash, nickname, type, email, language,
           first_time_login, password_changed_at, created_at) VALUES (?, ?, ?, ?, 0, ?, ?, 1, ?, ?)`,
      merchant,
      username,
      hash,
      displayName ?? null,
      email,
      lang,
      now,
      now,
    );
    member = (await findMemberById(db, Number(r)))!;
  }
  assertMayLogin(member, false);
  await assertNotBarredAtLogin(db, member);
  return await startSession(db, member, 'social', null);
}
