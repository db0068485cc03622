/**
 * Wire types of the session domain, shared by the client and (type-only) the reference gateway.
 * Every answer arrives in the envelope `{ success, value }`; the types below are the `value`.
 */

/** Result of the slider human check (spec 3), sent as `humanCheck` in login and SMS bodies. */
export interface HumanCheckResult {
  /** `challengeId` of `GET /wps/captcha/slider` (single use, 2 minutes) */
  challengeId: string;
  /** final x of the piece's left edge, in pixels of the challenge image (tolerance ±6) */
  x: number;
  /** time from the first drag to the release, 300 ms to 60 s is accepted */
  durationMs: number;
  /** optional drag trail: [x, msSinceStart] pairs, time not decreasing */
  trail?: [number, number][];
}

/**
 * `''` is the login right after a password reset (spec 3: "type (empty)"); it behaves like `username`.
 * For `sms`, `username` holds the mobile number and `password` the SMS code (of `/wps/verification/sms/noLogin`).
 */
export type LoginType = 'username' | 'sms' | '';

/** POST /wps/session/login (encrypted). */
export interface LoginRequest {
  username: string;
  password: string;
  type: LoginType;
  /** the captcha answer; required once a failed login answered `value.captcha: true` */
  captcha?: string;
  /** required for `username` and `''` logins, not for `sms` */
  humanCheck?: HumanCheckResult;
  /** sms logins: dialing code of the mobile number, default `55` */
  countryDialingCode?: string;
  /** the agent login of `/agent`: non-agents are refused with `login.non_agent` */
  agentLogin?: boolean;
  /** device id kept in localStorage (DESIGN.md section 5) */
  loginDeviceId?: string;
}

/** The answer of every call that logs in: login, free play, registration, reset by phone. */
export interface LoginResponse {
  /** raw token for the `Authorization` header */
  token: string;
  /** true until `POST /wps/member/firstLogin` ran once */
  firstTimeLogin: boolean;
  /** the password is the operator default, or older than 90 days while `PWDEXPFORCECHANGE3` is on */
  passwordExpired: boolean;
  /** 0 member, 1 / 2 / 41 / 42 agent, 4 trial */
  memberType: number;
  isAgent: boolean;
  isTrial: boolean;
}

/**
 * `value` of a failed login (errorCode `login.failed`, `captcha.required`, `captcha.invalid`,
 * `humancheck.failed`, `login.locked`, `login.non_member`, `login.non_agent`).
 */
export interface LoginFailureValue {
  /** ask for (and from now on send) a captcha answer */
  captcha?: boolean;
  /** `login.locked`: ISO time when the account unlocks (15 minutes after the 10th failure) */
  lockedUntil?: string;
}

/** POST /wps/session/login/freeplay (module FREEPLAY3): creates a trial account (type 4). */
export interface FreeplayLoginRequest {
  os?: string;
  /** `W` on the web */
  platform?: string;
  /** a random string from the client (spec 7: "encrypted random string"), at most 512 chars */
  random?: string;
  /** gateway/client version string */
  version?: string;
  loginDeviceId?: string;
}

/** GET /wps/session/key/rsa: the public key of the hybrid payload encryption. */
export interface RsaKeyResponse {
  /** base64 DER SubjectPublicKeyInfo (WebCrypto `importKey('spki')`) */
  key: string;
}

/** DELETE /wps/session/logout answers `value: null`. */
export type LogoutResponse = null;

/**
 * POST /wps/session/login/social (encrypted, module SOCIALLOGIN3): a Facebook or Google sign-in. The gateway
 * verifies `idToken` with the provider; the reference gateway in development mode accepts the development
 * provider's tokens (`dev.<provider>.<anything>`). The first sign-in of an identity creates a member
 * (`firstTimeLogin: true`).
 */
export interface SocialLoginRequest {
  provider: 'facebook' | 'google';
  idToken: string;
  email?: string | null;
  displayName?: string;
  loginDeviceId?: string;
}
