/** Wire types of the verification domain, shared by the client and (type-only) the reference gateway. */
import { type Static, Type } from '@sinclair/typebox';
import { HumanCheckResult } from './session';

const MOBILE = Type.String({ minLength: 1, maxLength: 20 });
const DIAL = Type.Optional(Type.String({ minLength: 1, maxLength: 5 }));

/**
 * POST /wps/verification/sms/noLogin: a code for SMS login and for the reset by phone. The number must
 * belong to a member. Throttles: one request per second per client, one code per number per
 * 60 s x expiredMinutes; both answer 429 `TOO_MANY_REQUESTS` (`value.retryAfterMinutes: 5`).
 */
export type SmsNoLoginRequest = Static<typeof SmsNoLoginRequest>;
export const SmsNoLoginRequest = Type.Object(
  {
    mobileNum: MOBILE,
    /** default `55` */
    countryDialingCode: DIAL,
    humanCheck: HumanCheckResult,
  },
  { additionalProperties: false },
);

/** POST /wps/verification/sms/register (REGMOBVERF3): the number must not be registered yet. */
export type SmsRegisterRequest = Static<typeof SmsRegisterRequest>;
export const SmsRegisterRequest = Type.Object(
  {
    mobileNo: MOBILE,
    countryDialingCode: DIAL,
    /** `register` or `registerMobile` */
    regType: Type.Optional(Type.String({ maxLength: 20 })),
    humanCheck: HumanCheckResult,
  },
  { additionalProperties: false },
);

/** Answer of both SMS calls; the client counts down 60 s x expiredMinutes. */
export type SmsCodeResponse = Static<typeof SmsCodeResponse>;
export const SmsCodeResponse = Type.Object({
  expiredMinutes: Type.Number(),
});

/**
 * GET /wps/captcha: `value` is the base64 PNG (no `data:` prefix) of a 4-digit code. The newest captcha
 * of a client (IP) is the one checked; each answer is single use.
 */
export type CaptchaResponse = Static<typeof CaptchaResponse>;
export const CaptchaResponse = Type.String();

/**
 * GET /wps/captcha/slider: a slider challenge. The background has a hole at (`targetX`, `pieceY`); the
 * client drags the piece from x 0 and sends `humanCheck: { challengeId, x, durationMs, trail? }`.
 */
export type SliderChallenge = Static<typeof SliderChallenge>;
export const SliderChallenge = Type.Object({
  challengeId: Type.String(),
  width: Type.Number(),
  height: Type.Number(),
  pieceSize: Type.Number(),
  pieceY: Type.Number(),
  /** where the piece must land (the hole), within `tolerance` pixels */
  targetX: Type.Number(),
  tolerance: Type.Number(),
  /** base64 PNG, `width` x `height`, with the hole drawn */
  backgroundImage: Type.String(),
  /** base64 PNG, `pieceSize` square */
  pieceImage: Type.String(),
  expiresInSeconds: Type.Number(),
});
