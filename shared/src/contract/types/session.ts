/**
 * Wire types of the session domain, shared by the client and (type-only) the reference gateway.
 * Every answer arrives in the envelope `{ success, value }`; the types below are the `value`.
 */
/** Result of the slider human check (spec 3), sent as `humanCheck` in login and SMS bodies. */
import { type Static, Type } from '@sinclair/typebox';

/** the device id a client keeps in localStorage (DESIGN.md section 5) */
export const DEVICE_ID = Type.String({ maxLength: 100 });

/**
 * Wire types of the session domain, shared by the client and (type-only) the reference gateway.
 * Every answer arrives in the envelope `{ success, value }`; the types below are the `value`.
 */
/** Result of the slider human check (spec 3), sent as `humanCheck` in login and SMS bodies. */
export type HumanCheckResult = Static<typeof HumanCheckResult>;
export const HumanCheckResult = Type.Object(
  {
    /** `challengeId` of `GET /wps/captcha/slider` (single use, 2 minutes) */
    challengeId: Type.String({ minLength: 1, maxLength: 64 }),
    /** final x of the piece's left edge, in pixels of the challenge image (tolerance ±6) */
    x: Type.Number({ minimum: -1000, maximum: 10000 }),
    /** time from the first drag to the release, 300 ms to 60 s is accepted */
    durationMs: Type.Integer({ minimum: 0, maximum: 3_600_000 }),
    /** optional drag trail: [x, msSinceStart] pairs, time not decreasing */
    trail: Type.Optional(
      Type.Array(
        Type.Array(Type.Number({ minimum: -1000, maximum: 3_600_000 }), { minItems: 2, maxItems: 2 }),
        {
          maxItems: 1000,
        },
      ),
    ),
  },
  { additionalProperties: false },
);

/**
 * `''` is the login right after a password reset (spec 3: "type (empty)"); it behaves like `username`.
 * For `sms`, `username` holds the mobile number and `password` the SMS code (of `/wps/verification/sms/noLogin`).
 */
export type LoginType = Static<typeof LoginType>;
export const LoginType = Type.Union([Type.Literal('username'), Type.Literal('sms'), Type.Literal('')]);

/** POST /wps/session/login (encrypted). */
export type LoginRequest = Static<typeof LoginRequest>;
export const LoginRequest = Type.Object(
  {
    username: Type.String({ maxLength: 60 }),
    password: Type.String({ maxLength: 128 }),
    type: LoginType,
    /** the captcha answer; required once a failed login answered `value.captcha: true` */
    captcha: Type.Optional(Type.String({ maxLength: 10 })),
    /** required for `username` and `''` logins, not for `sms` */
    humanCheck: Type.Optional(HumanCheckResult),
    /** sms logins: dialing code of the mobile number, default `55` */
    countryDialingCode: Type.Optional(Type.String({ minLength: 1, maxLength: 5 })),
    /** the agent login of `/agent`: non-agents are refused with `login.non_agent` */
    agentLogin: Type.Optional(Type.Boolean()),
    /** device id kept in localStorage (DESIGN.md section 5) */
    loginDeviceId: Type.Optional(DEVICE_ID),
  },
  { additionalProperties: false },
);

/** The answer of every call that logs in: login, free play, registration, reset by phone. */
export type LoginResponse = Static<typeof LoginResponse>;
export const LoginResponse = Type.Object({
  /** raw token for the `Authorization` header */
  token: Type.String(),
  /** true until `POST /wps/member/firstLogin` ran once */
  firstTimeLogin: Type.Boolean(),
  /** the password is the operator default, or older than 90 days while `PWDEXPFORCECHANGE3` is on */
  passwordExpired: Type.Boolean(),
  /** 0 member, 1 / 2 / 41 / 42 agent, 4 trial */
  memberType: Type.Number(),
  isAgent: Type.Boolean(),
  isTrial: Type.Boolean(),
});

/**
 * `value` of a failed login (errorCode `login.failed`, `captcha.required`, `captcha.invalid`,
 * `humancheck.failed`, `login.locked`, `login.non_member`, `login.non_agent`).
 */
export type LoginFailureValue = Static<typeof LoginFailureValue>;
export const LoginFailureValue = Type.Object({
  /** ask for (and from now on send) a captcha answer */
  captcha: Type.Optional(Type.Boolean()),
  /** `login.locked`: ISO time when the account unlocks (15 minutes after the 10th failure) */
  lockedUntil: Type.Optional(Type.String()),
});

/** POST /wps/session/login/freeplay (module FREEPLAY3): creates a trial account (type 4). */
export type FreeplayLoginRequest = Static<typeof FreeplayLoginRequest>;
export const FreeplayLoginRequest = Type.Object(
  {
    os: Type.Optional(Type.String({ maxLength: 40 })),
    /** `W` on the web */
    platform: Type.Optional(Type.String({ maxLength: 20 })),
    /** a random string from the client (spec 7: "encrypted random string"), at most 512 chars */
    random: Type.Optional(Type.String({ maxLength: 512 })),
    /** gateway/client version string */
    version: Type.Optional(Type.String({ maxLength: 40 })),
    loginDeviceId: Type.Optional(DEVICE_ID),
  },
  { additionalProperties: false },
);

/** GET /wps/session/key/rsa: the public key of the hybrid payload encryption. */
export type RsaKeyResponse = Static<typeof RsaKeyResponse>;
export const RsaKeyResponse = Type.Object({
  /** base64 DER SubjectPublicKeyInfo (WebCrypto `importKey('spki')`) */
  key: Type.String(),
});

/** DELETE /wps/session/logout answers `value: null`. */
export type LogoutResponse = Static<typeof LogoutResponse>;
export const LogoutResponse = Type.Null();

/**
 * POST /wps/session/login/social (encrypted, module SOCIALLOGIN3): a Facebook or Google sign-in. The gateway
 * verifies `idToken` with the provider; the reference gateway in development mode accepts the development
 * provider's tokens (`dev.<provider>.<anything>`). The first sign-in of an identity creates a member
 * (`firstTimeLogin: true`).
 */
export type SocialLoginRequest = Static<typeof SocialLoginRequest>;
export const SocialLoginRequest = Type.Object(
  {
    provider: Type.Union([Type.Literal('facebook'), Type.Literal('google')]),
    idToken: Type.String({ minLength: 1, maxLength: 4096 }),
    email: Type.Optional(Type.Union([Type.String({ maxLength: 120 }), Type.Null()])),
    displayName: Type.Optional(Type.String({ maxLength: 60 })),
    loginDeviceId: Type.Optional(DEVICE_ID),
  },
  { additionalProperties: false },
);
