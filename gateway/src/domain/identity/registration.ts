import crypto from 'node:crypto';
import type { LoginResponse, RegisterFieldName, RegisterRequest } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { isUniqueViolation } from '../../db/db';
import { DomainError, forbidden } from '../errors';
import type { Lang } from '../../i18n/messages';
import { hashPassword } from './passwords';
import { normaliseMobile } from './verification/common';
import { checkCaptcha } from './verification/captcha';
import { consumeCode, mobileTarget } from './verification/codes';
import { verifyHumanCheck } from './verification/human-check';
import { findMemberById, startSession } from './login';
import { checkField, REGISTER_FIELD_NAMES, registerSettings, requireField } from './registration-rules';
import { createReferralCode, findInviteCode } from './invite-codes';
import { siteClock } from '../site/clock';
import { ageOn } from '@jogo/shared/time';
import { checkMarketSignUp, saveMarketIdentity } from '../market/identity';
import { assertNotBarredAtSignUp } from '../market/barred-register';
import { applySignUpLimits } from './protection';

/**
 * Registration by username or by mobile number (spec 3 and 5): the operator's rules enforced exactly as sent
 * to the client, invitation codes, the human check and one-time secrets, then the member row and its own
 * invitation code in one transaction, and the login.
 */

/** Fields kept in `member.extra_json` (no column of their own). */
const EXTRA_FIELDS = [
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;

/**
 * Registers a member and logs them in. `client` is the client's key (its IP) the captcha was drawn for.
 * @throws 403 `register.disabled`, the field rule errors (400 with `value.field`), 409
 * `register.username_taken` / `register.mobile_taken`, the captcha, human check and code errors
 */
export async function registerMember(
  db: Db,
  r: { merchant: string; lang: Lang; client: string },
  mode: 'username' | 'mobile',
  body: RegisterRequest,
): Promise<{ memberId: number; login: LoginResponse }> {
  const merchant = r.merchant;
  const settings = await registerSettings(db, merchant);
  if (!settings.types[mode]) throw forbidden('register.disabled');
  // Enumeration: nothing about existing usernames or numbers is answered before the
  // per-client rate limit (plugins/rate-limits, before any handler) and a solved human check, burned on
  // this attempt right or wrong, so each probe costs a solved slider.
  await verifyHumanCheck(db, body.humanCheck);
  const rules = settings.fields;
  // Trim everything except secrets and the SMS code (spec 5).
  const keepRaw = new Set(['password', 'confirmPassword', 'paymentPassword', 'verificationCode']);
  const v = {} as Partial<Record<RegisterFieldName, string>>;
  for (const f of REGISTER_FIELD_NAMES) {
    const raw = body[f];
    if (typeof raw === 'string' && raw !== '') v[f] = keepRaw.has(f) ? raw : raw.trim();
  }

  // Mobile number: required in mobile mode or when the rule says so.
  let mobile: { dial: string; num: string } | null = null;
  if (mode === 'mobile' || rules.mobileNum.required) requireField('mobileNum', v.mobileNum);
  if (v.mobileNum && (rules.mobileNum.enabled || mode === 'mobile')) {
    // the number as typed ("(11) 95772-4175", "+55 11 95772-4175") is read first: the operator's pattern and
    // length are of its national digits
    mobile = normaliseMobile(v.mobileNum, body.countryDialingCode);
    checkField('mobileNum', rules.mobileNum, mobile.num);
  }

  // Username: required in username mode; mobile mode derives one from the number when none is given.
  let username = v.username;
  if (mode === 'username') requireField('username', username);
  if (username) checkField('username', rules.username, username);

  // Password: username mode always; mobile mode when MOBILENUMPASSREG3 is on or the member chose one.
  const needsPassword = mode === 'username' || settings.mobilePassword;
  if (needsPassword) requireField('password', v.password);
  if (v.password !== undefined) {
    checkField('password', rules.password, v.password);
    requireField('confirmPassword', v.confirmPassword);
    if (v.confirmPassword !== v.password)
      throw new DomainError(400, 'register.password_mismatch', { field: 'confirmPassword' });
  }

  // Every other enabled field: required when marked, checked when given; disabled ones are ignored.
  const special = new Set<RegisterFieldName>([
    'username',
    'password',
    'confirmPassword',
    'mobileNum',
    'captcha',
    'verificationCode',
  ]);
  for (const f of REGISTER_FIELD_NAMES) {
    if (special.has(f) || !rules[f].enabled) {
      if (!special.has(f)) delete v[f];
      continue;
    }
    if (rules[f].required) requireField(f, v[f]);
    const value = v[f];
    if (value !== undefined) checkField(f, rules[f], value);
  }
  if (v.birthday && (ageOn(v.birthday, (await siteClock(db, merchant)).today()) ?? -1) < 21)
    throw new DomainError(400, 'register.underage', { field: 'birthday' });
  // the market's sign-up (BR): CPF, full name, 18+, loss and time limits; the barred register
  const market = await checkMarketSignUp(db, merchant, body);
  if (market) await assertNotBarredAtSignUp(db, merchant, market.cpf);

  // Invitation codes before the one-time secrets, so a typo in a code does not burn the SMS code.
  const affiliate = v.affiliateCode ? await findInviteCode(db, merchant, v.affiliateCode, body.domain) : null;
  if (v.affiliateCode && !affiliate)
    throw new DomainError(400, 'register.invitation_invalid', { field: 'affiliateCode' });
  const referral = v.referralCode ? await findInviteCode(db, merchant, v.referralCode, body.domain) : null;
  if (v.referralCode && !referral)
    throw new DomainError(400, 'register.invitation_invalid', { field: 'referralCode' });

  if (
    username &&
    (await db.get('SELECT 1 FROM member WHERE merchant_code = ? AND username = ?', merchant, username))
  )
    throw new DomainError(409, 'register.username_taken', { field: 'username' });
  if (
    mobile &&
    (await db.get(
      'SELECT 1 FROM member WHERE merchant_code = ? AND country_dialing_code = ? AND mobile_num = ?',
      merchant,
      mobile.dial,
      mobile.num,
    ))
  )
    throw new DomainError(409, 'register.mobile_taken', { field: 'mobileNum' });

  if (settings.captcha) {
    requireField('captcha', v.captcha);
    if (!(await checkCaptcha(db, r.client, v.captcha)))
      throw new DomainError(400, 'captcha.invalid', { field: 'captcha', captcha: true });
  }
  if (mode === 'mobile' && settings.smsVerification) {
    requireField('verificationCode', v.verificationCode);
    const good = await consumeCode(db, {
      merchant,
      purpose: 'register',
      target: mobileTarget(mobile!.dial, mobile!.num),
      code: v.verificationCode!,
    });
    if (!good) throw new DomainError(400, 'verification.code_invalid', { field: 'verificationCode' });
  }

  // Placement: the affiliate's agent (or an agent's code used as invitation) heads the new member;
  // a member's invitation code records the referrer and keeps the newcomer in the referrer's team.
  const codes = [affiliate, referral].filter((c) => c !== null);
  const agentCode = codes.find((c) => c.kind === 'affiliate');
  const referrer = codes.find((c) => c.kind === 'referral');
  const referrerRow = referrer ? await findMemberById(db, referrer.member_id) : undefined;
  const parentId = agentCode?.member_id ?? referrerRow?.parent_id ?? null;

  if (!username) {
    username = `m${mobile!.num}`;
    while (await db.get('SELECT 1 FROM member WHERE merchant_code = ? AND username = ?', merchant, username))
      username = `m${mobile!.num}${crypto.randomInt(10, 100)}`;
  }
  // Mobile members without a password log in by SMS code; their hash is of a secret nobody knows.
  const passwordHash = await hashPassword(v.password ?? crypto.randomBytes(24).toString('hex'), {
    shed: true,
  });
  const paymentHash = v.paymentPassword ? await hashPassword(v.paymentPassword, { shed: true }) : null;
  const extra: Record<string, string> = {};
  for (const f of EXTRA_FIELDS) if (v[f] !== undefined) extra[f] = v[f];
  for (const k of ['domain', 'registerUrl', 'registerMethod', 'loginDeviceId'] as const) {
    const value = body[k];
    if (typeof value === 'string' && value) extra[k] = value;
  }
  const now = new Date().toISOString();
  const finalUsername = username;
  const insert = () =>
    db.transaction(async () => {
      const ins = await db.insert(
        `INSERT INTO member (merchant_code, username, password_hash, payment_password_hash, nickname, type, status,
           parent_id, referrer_id, mobile_num, country_dialing_code, email, payee_name, language, first_time_login,
           password_changed_at, created_at, extra_json, login_password_set)
         VALUES (?, ?, ?, ?, ?, 0, 'active', ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
        merchant,
        finalUsername,
        passwordHash,
        paymentHash,
        v.nickname ?? finalUsername,
        parentId,
        referrer?.member_id ?? null,
        mobile?.num ?? null,
        mobile?.dial ?? null,
        v.email ?? null,
        v.payeeName ?? null,
        r.lang,
        now,
        now,
        JSON.stringify(extra),
        v.password === undefined ? 0 : 1,
      );
      const id = Number(ins);
      await createReferralCode(db, merchant, id);
      if (market) {
        await saveMarketIdentity(db, id, market);
        await applySignUpLimits(db, id, market.lossLimit, market.timeLimitMinutes);
      }
      return id;
    });
  let memberId: number;
  try {
    memberId = await insert();
  } catch (e) {
    // Two registrations racing for one username or number: the UNIQUE index decides, the loser gets 409.
    if (isUniqueViolation(e))
      throw String((e as Error).message).includes('cpf')
        ? new DomainError(409, 'register.cpf_taken', { field: 'cpf' })
        : new DomainError(409, 'register.username_taken', { field: 'username' });
    throw e;
  }
  return {
    memberId,
    login: await startSession(db, (await findMemberById(db, memberId))!, `register-${mode}`, null),
  };
}
