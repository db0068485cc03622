/** Wire types of the member domain, shared by the client and (type-only) the reference gateway. */
import type { HumanCheckResult } from './session';

/** GET /wps/member/info (trial accounts allowed). */
export interface MemberInfo {
  id: number;
  /** the username */
  account: string;
  nickname: string | null;
  /** 0 member, 1 / 2 / 41 / 42 agent, 4 trial */
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  currencySymbol: string;
  firstTimeLogin: boolean;
  language: 'PT' | 'EN';
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  /** this member's own invitation code (invite friends), null for trial accounts */
  referralCode: string | null;
}

/** GET /wps/member/info/icon: a generated avatar (initials) as an SVG data URL. */
export interface MemberIcon {
  iconUrl: string;
}

/** POST /wps/member/firstLogin: clears firstTimeLogin. */
export interface FirstLoginResponse {
  firstTimeLogin: false;
}

/** PUT /wps/member/language (spec 7 "getUpdateLanguage"). */
export interface UpdateLanguageRequest {
  language: 'PT' | 'EN';
}
export interface UpdateLanguageResponse {
  language: 'PT' | 'EN';
}

/**
 * Every registration field of spec 3. Which ones are shown, required and how they are checked comes from
 * `GET /wps/system/setting/register` (`RegisterSettings.fields`); the gateway checks the same rules.
 */
export interface RegisterFields {
  username?: string;
  password?: string;
  confirmPassword?: string;
  /** real name */
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  recommenderId?: string;
  captcha?: string;
  /** SMS code of `POST /wps/verification/sms/register` */
  verificationCode?: string;
  /** an agent's affiliate code: the new member is placed in that agent's downline */
  affiliateCode?: string;
  /** transaction (payment) password */
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  /** a member's invitation code (invite friends; route query `referralCode`) */
  referralCode?: string;
  nickname?: string;
  telegram?: string;
  zalo?: string;
  /** yyyy-MM-dd; when enabled the member must be 21 or older */
  birthday?: string;
  address?: string;
  nationality?: string;
  occupation?: string;
  sourceOfIncome?: string;
}

/** PUT /wps/member/register and PUT /wps/member/register/mobile (encrypted). Answer: `LoginResponse`. */
export interface RegisterRequest extends RegisterFields {
  /** default `55` */
  countryDialingCode?: string;
  /** the site's domain (affiliate codes may be bound to a domain) */
  domain?: string;
  registerUrl?: string;
  /** `WEB` */
  registerMethod?: string;
  /** true: answer a session (registration always logs in; the flag is accepted for compatibility) */
  login?: boolean;
  humanCheck?: HumanCheckResult;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  loginDeviceId?: string;
}

/** GET /wps/agent/affiliate?code=&domain= : success means the code is valid. */
export interface AffiliateCheckQuery {
  code: string;
  domain?: string;
}
export interface AffiliateCheckResponse {
  code: string;
  /** `affiliate` (an agent's code) or `referral` (a member's invitation code) */
  kind: 'affiliate' | 'referral';
  /** nickname of the agent or member who owns the code */
  owner: string;
}

/** POST /wps/member/password (encrypted); not for trial accounts. Answer `{ passwordChanged: true }`. */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
export interface ChangePasswordResponse {
  passwordChanged: true;
}

/**
 * GET /wps/member/password/status: whether the session must change its password first (operator default or
 * expired, spec 4); until it does, other member calls answer 403 `password.change_required`.
 */
export interface PasswordStatusResponse {
  changeRequired: boolean;
}

/**
 * POST /wps/member/password/email, form-encoded. Writes an e-mail with a 6-digit reset code (and a link
 * to `/forget?resetCode=..&username=..&email=..`) to the outbox. Unknown pair: `password.email_not_found`.
 */
export interface ForgotPasswordEmailRequest {
  username: string;
  email: string;
}
export interface ForgotPasswordEmailResponse {
  /** minutes the code stays valid */
  expiredMinutes: number;
}

/**
 * POST /wps/member/password/verification (encrypted): set a new password with a code and log in
 * (answer: `LoginResponse`). Give `mobileNum` (code of `/wps/verification/sms/noLogin`), or `username`
 * and `email` (code of the reset e-mail of `/wps/member/password/email`).
 */
export interface ResetPasswordRequest {
  newPassword: string;
  verificationCode: string;
  mobileNum?: string;
  /** default `55` */
  countryDialingCode?: string;
  email?: string;
  /** with `email` */
  username?: string;
}

/**
 * PUT /wps/feedback (module FEEDBACK3, members only). JSON with base64 images (data URLs accepted), or
 * multipart with a `content` field and up to 3 files. Images png or jpg (checked by content), 5 MB each.
 */
export interface FeedbackRequest {
  /** 1 to 140 characters */
  content: string;
  images?: string[];
}
export interface FeedbackResponse {
  id: number;
  imageCount: number;
}
