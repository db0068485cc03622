/** Wire types of the system domain, shared by the client and (type-only) the reference gateway. */
import type { MarketProfileInfo } from './protection';

/** 0 normal, 1 maintenance, 2 region restricted (maintenance takes precedence). */
export type SystemStatusCode = 0 | 1 | 2;

/** One node of the whitelabel module-flag tree; the client flattens it to `{ MODID: boolean }`. */
export interface ModuleFlagNode {
  modId: string;
  enabled: boolean;
  childrenNodes: ModuleFlagNode[];
}

/** Customer-service entry; the client opens `path` in a 440x750 popup, chosen by `csType`. */
export interface CustomerServiceEntry {
  /** `LIVECHAT`, `EMAIL`, `WHATSAPP`, `TELEGRAM` */
  csType: string;
  label: string;
  path: string;
}

/** A domain of the operator and the route it opens (the agent domain opens `/agent`). */
export interface DomainRoute {
  domain: string;
  /** client route, e.g. `/` or `/agent` */
  route: string;
  /** `MAIN`, `AGENT` or `MIRROR` */
  type: 'MAIN' | 'AGENT' | 'MIRROR';
}

/** A named resource (logo, app download, licence); looked up by key. */
export interface SiteResource {
  labelNameEn: string;
  url: string;
}
export type SiteResources = Record<string, SiteResource>;

/**
 * Pattern families (translation key `reg_pattern_{patternId}`, "(min)" and "(max)" replaced):
 * 0 any text, length only (`*`); 1 letter first then letters/digits; 2 Chinese and digits; 3 e-mail;
 * 4 letters and digits only; 5 letters and digits combined (both present, symbols allowed, no spaces);
 * 6 digits only; 7 at least one uppercase; 8 English letters and spaces; 9 no spaces; 10 date yyyy-MM-dd;
 * 11 date MM-dd-yyyy; 12 Korean only; 13 Thai only; 14 strong password (upper, lower, digit, symbol);
 * 15 letters (accents allowed) and spaces; 16 mobile number digits; 17 letter first then letters, digits
 * or underscore; 18 Chinese only; 19 letters only; 20 document number (digits, dots, dashes).
 */
export type RegisterPatternId =
  0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20;

/** The rule of one registration field (spec 3). */
export interface RegisterFieldRule {
  enabled: boolean;
  required: boolean;
  /** a JavaScript RegExp source, or `*` for anything */
  acceptedPattern: string;
  patternId: RegisterPatternId;
  minLength: number;
  maxLength: number;
}

/** Field names that have a rule; see `RegisterFields` in contract/member. */
export type RegisterFieldName =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'payeeName'
  | 'email'
  | 'qqNum'
  | 'mobileNum'
  | 'recommenderId'
  | 'captcha'
  | 'verificationCode'
  | 'affiliateCode'
  | 'paymentPassword'
  | 'line'
  | 'whatsapp'
  | 'facebook'
  | 'wechat'
  | 'idNumber'
  | 'referralCode'
  | 'nickname'
  | 'telegram'
  | 'zalo'
  | 'birthday'
  | 'address'
  | 'nationality'
  | 'occupation'
  | 'sourceOfIncome';

/** GET /wps/system/setting/register (also in `status.info.register`). */
export interface RegisterSettings {
  fields: Record<RegisterFieldName, RegisterFieldRule>;
  /** which registration types are on (USERNAMEREG3, MOBILENUMREG3) */
  types: { username: boolean; mobile: boolean };
  /** the initial tab of the registration dialog */
  defaultTab: 'username' | 'mobile';
  /** a captcha answer is required (CAPTCHA3) */
  captcha: boolean;
  /** mobile registration needs an SMS code (REGMOBVERF3) */
  smsVerification: boolean;
  /** mobile registration asks for a password (MOBILENUMPASSREG3); when off the member logs in by SMS code */
  mobilePassword: boolean;
  /** forgot-password default method (CHNGPASSVERIF3 on: mobileNum) */
  forgotDefault: 'mobileNum' | 'email';
  /** SMS code login tab (MOBILEVERCODELOGIN3) */
  smsLogin: boolean;
  defaultCountryDialingCode: string;
}

/** Links of the footer; a missing key is not configured. */
export interface SiteSocialLinks {
  facebook?: string;
  twitter?: string;
  instagram?: string;
  youtube?: string;
}

export interface SiteAnalytics {
  googleAnalyticsId: string | null;
  facebookPixelId: string | null;
}

export interface SiteLocation {
  ip: string;
  /** ISO 3166 alpha-2 of the visitor, as far as the gateway knows */
  countryCode: string;
}

export interface SystemStatusInfo {
  maintenance: boolean;
  regionRestriction: boolean;
  location: SiteLocation;
  customerService: CustomerServiceEntry[];
  domainRoute: DomainRoute[];
  resources: SiteResources;
  whitelabel: ModuleFlagNode[];
  register: RegisterSettings;
  mainDomain: string;
  analytics: SiteAnalytics;
  /** hosts for images and game launches, one picked at random; `''` means the site's own origin */
  imageCdns: string[];
  launchCdns: string[];
  social: SiteSocialLinks;
  currencySymbol: string;
  currency: string;
  merchantCode: string;
  /** footer: licensed operator and legal contact */
  companyName: string;
  legalEmail: string;
  languages: ('PT' | 'EN')[];
  defaultLanguage: 'PT' | 'EN';
  /**
   * The site's IANA time zone (operator setting, default America/Sao_Paulo): every day, week, month and
   * period the site shows or asks for is one of this zone (`@jogo/shared/time`), not the browser's.
   */
  timeZone: string;
  /** the market profile the operator chose (issue 26; contract/protection): what the site offers and asks */
  market: MarketProfileInfo;
}

/** GET /wps/system/status (no token). */
export interface SystemStatus {
  status: SystemStatusCode;
  /** maintenance end time (ISO) when status is 1 */
  endTime: string | null;
  /** maintenance text in the request language when status is 1 */
  maintenanceInfo: string | null;
  /** the visitor's IP (shown on the region-blocked page) */
  ip: string;
  info: SystemStatusInfo;
}

/** GET /wps/system/helpCenter?lang=PT|EN&device=WEB|H5 */
export interface HelpCenterQuery {
  lang?: 'PT' | 'EN';
  device?: 'WEB' | 'H5';
}
export interface HelpSection {
  /** HTML anchor id; the terms section is `term` (/help#term) */
  id: string;
  title: string;
  /** trusted HTML from the operator */
  html: string;
}
export interface HelpCenter {
  lang: 'PT' | 'EN';
  device: 'WEB' | 'H5';
  title: string;
  sections: HelpSection[];
  /** all sections in one HTML document, each as `<section id="...">` */
  html: string;
}

/** GET /wps/system/countryCodes: Brazil first. */
export interface CountryCode {
  /** ISO alpha-2, e.g. `BR` */
  countryCode: string;
  /** digits without `+`, e.g. `55` */
  countryDialingCode: string;
  name: string;
  /** flag emoji */
  flag: string;
  /** accepted length of the national mobile number (digits) */
  mobileMinLength: number;
  mobileMaxLength: number;
}
