import type { HumanCheckResult, SmsCodeResponse } from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import type { Lang } from '../../../i18n/messages';
import { normaliseMobile, throttle, writeOutbox } from './common';
import { issueCode, mobileTarget, smsExpiredMinutes } from './codes';
import { verifyHumanCheck } from './human-check';

/**
 * SMS codes asked for without a session: for SMS login and reset by phone (`login`), and for mobile
 * registration (`register`). Spec 4: a client may ask once per second (per client IP here), then the number's
 * resend window applies.
 */

const SMS_IP_INTERVAL_MS = 1000;

const smsText = (lang: Lang, code: string, minutes: number) =>
  lang === 'EN'
    ? `Jogo: your verification code is ${code}. It expires in ${minutes} minute(s).`
    : `Jogo: o seu código de verificação é ${code}. Expira em ${minutes} minuto(s).`;

export interface SmsCodeInput {
  mobileNum: string;
  countryDialingCode?: string;
  humanCheck: HumanCheckResult;
}

/**
 * Issues a code for the number either way and sends it only when it should: for SMS login to an active
 * member's number, for registration to a free one. For the others the code is stored but never sent, so
 * nobody can know it; the answer and the resend window (429 inside it) are then the same for every number,
 * and the calls do not tell which numbers are members'.
 * @throws 429 `TOO_MANY_REQUESTS` (client or number), 400 `humancheck.failed`, the mobile number errors
 */
export async function requestSmsCode(
  db: Db,
  merchant: string,
  lang: Lang,
  client: string,
  purpose: 'login' | 'register',
  input: SmsCodeInput,
): Promise<SmsCodeResponse> {
  await throttle(db, `sms-ip:${client}`, SMS_IP_INTERVAL_MS);
  const { dial, num } = normaliseMobile(input.mobileNum, input.countryDialingCode);
  await verifyHumanCheck(db, input.humanCheck);
  const send =
    purpose === 'login'
      ? !!(await db.get(
          "SELECT id FROM member WHERE merchant_code = ? AND country_dialing_code = ? AND mobile_num = ? AND status = 'active'",
          merchant,
          dial,
          num,
        ))
      : !(await db.get(
          'SELECT 1 FROM member WHERE merchant_code = ? AND country_dialing_code = ? AND mobile_num = ?',
          merchant,
          dial,
          num,
        ));
  const minutes = await smsExpiredMinutes(db, merchant);
  const code = await issueCode(db, {
    merchant,
    purposes: ['login', 'register'],
    purpose,
    target: mobileTarget(dial, num),
    ttlMinutes: minutes,
    resendMs: minutes * 60_000,
  });
  if (send)
    await writeOutbox(db, {
      merchant,
      channel: 'sms',
      recipient: `+${dial}${num}`,
      body: smsText(lang, code, minutes),
      code,
    });
  return { expiredMinutes: minutes };
}
