/** Wire types of the verification domain, shared by the client and (type-only) the reference gateway. */
import type { HumanCheckResult } from './session';

/**
 * POST /wps/verification/sms/noLogin: a code for SMS login and for the reset by phone. The number must
 * belong to a member. Throttles: one request per second per client, one code per number per
 * 60 s x expiredMinutes; both answer 429 `TOO_MANY_REQUESTS` (`value.retryAfterMinutes: 5`).
 */
export interface SmsNoLoginRequest {
  mobileNum: string;
  /** default `55` */
  countryDialingCode?: string;
  humanCheck: HumanCheckResult;
}

/** POST /wps/verification/sms/register (REGMOBVERF3): the number must not be registered yet. */
export interface SmsRegisterRequest {
  mobileNo: string;
  countryDialingCode?: string;
  /** `register` or `registerMobile` */
  regType?: string;
  humanCheck: HumanCheckResult;
}

/** Answer of both SMS calls; the client counts down 60 s x expiredMinutes. */
export interface SmsCodeResponse {
  expiredMinutes: number;
}

/**
 * GET /wps/captcha: `value` is the base64 PNG (no `data:` prefix) of a 4-digit code. The newest captcha
 * of a client (IP) is the one checked; each answer is single use.
 */
export type CaptchaResponse = string;

/**
 * GET /wps/captcha/slider: a slider challenge. The background has a hole at (`targetX`, `pieceY`); the
 * client drags the piece from x 0 and sends `humanCheck: { challengeId, x, durationMs, trail? }`.
 */
export interface SliderChallenge {
  challengeId: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  /** where the piece must land (the hole), within `tolerance` pixels */
  targetX: number;
  tolerance: number;
  /** base64 PNG, `width` x `height`, with the hole drawn */
  backgroundImage: string;
  /** base64 PNG, `pieceSize` square */
  pieceImage: string;
  expiresInSeconds: number;
}
