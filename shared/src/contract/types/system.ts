/** Wire types of the system domain, shared by the client and (type-only) the reference gateway. */
import { type Static, Type } from '@sinclair/typebox';
import { MarketProfileInfo } from './protection';

/** 0 normal, 1 maintenance, 2 region restricted (maintenance takes precedence). */
export type SystemStatusCode = Static<typeof SystemStatusCode>;
export const SystemStatusCode = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

/** One node of the whitelabel module-flag tree; the client flattens it to `{ MODID: boolean }`. */
export type ModuleFlagNode = Static<typeof ModuleFlagNode>;
export const ModuleFlagNode = Type.Recursive((This) =>
  Type.Object({
    modId: Type.String(),
    enabled: Type.Boolean(),
    childrenNodes: Type.Array(This),
  }),
);

/** Customer-service entry; the client opens `path` in a 440x750 popup, chosen by `csType`. */
export type CustomerServiceEntry = Static<typeof CustomerServiceEntry>;
export const CustomerServiceEntry = Type.Object({
  /** `LIVECHAT`, `EMAIL`, `WHATSAPP`, `TELEGRAM` */
  csType: Type.String(),
  label: Type.String(),
  path: Type.String(),
});

/** A domain of the operator and the route it opens (the agent domain opens `/agent`). */
export type DomainRoute = Static<typeof DomainRoute>;
export const DomainRoute = Type.Object({
  domain: Type.String(),
  /** client route, e.g. `/` or `/agent` */
  route: Type.String(),
  /** `MAIN`, `AGENT` or `MIRROR` */
  type: Type.Union([Type.Literal('MAIN'), Type.Literal('AGENT'), Type.Literal('MIRROR')]),
});

/** A named resource (logo, app download, licence); looked up by key. */
export type SiteResource = Static<typeof SiteResource>;
export const SiteResource = Type.Object({
  labelNameEn: Type.String(),
  url: Type.String(),
});

export type SiteResources = Static<typeof SiteResources>;
export const SiteResources = Type.Record(Type.String(), SiteResource);

/**
 * Pattern families (translation key `reg_pattern_{patternId}`, "(min)" and "(max)" replaced):
 * 0 any text, length only (`*`); 1 letter first then letters/digits; 2 Chinese and digits; 3 e-mail;
 * 4 letters and digits only; 5 letters and digits combined (both present, symbols allowed, no spaces);
 * 6 digits only; 7 at least one uppercase; 8 English letters and spaces; 9 no spaces; 10 date yyyy-MM-dd;
 * 11 date MM-dd-yyyy; 12 Korean only; 13 Thai only; 14 strong password (upper, lower, digit, symbol);
 * 15 letters (accents allowed) and spaces; 16 mobile number digits; 17 letter first then letters, digits
 * or underscore; 18 Chinese only; 19 letters only; 20 document number (digits, dots, dashes).
 */
export type RegisterPatternId = Static<typeof RegisterPatternId>;
export const RegisterPatternId = Type.Union([
  Type.Literal(0),
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
  Type.Literal(5),
  Type.Literal(6),
  Type.Literal(7),
  Type.Literal(8),
  Type.Literal(9),
  Type.Literal(10),
  Type.Literal(11),
  Type.Literal(12),
  Type.Literal(13),
  Type.Literal(14),
  Type.Literal(15),
  Type.Literal(16),
  Type.Literal(17),
  Type.Literal(18),
  Type.Literal(19),
  Type.Literal(20),
]);

/** The rule of one registration field (spec 3). */
export type RegisterFieldRule = Static<typeof RegisterFieldRule>;
export const RegisterFieldRule = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  /** a JavaScript RegExp source, or `*` for anything */
  acceptedPattern: Type.String(),
  patternId: RegisterPatternId,
  minLength: Type.Number(),
  maxLength: Type.Number(),
});

/** Field names that have a rule; see `RegisterFields` in contract/member. */
export type RegisterFieldName = Static<typeof RegisterFieldName>;
export const RegisterFieldName = Type.Union([
  Type.Literal('username'),
  Type.Literal('password'),
  Type.Literal('confirmPassword'),
  Type.Literal('payeeName'),
  Type.Literal('email'),
  Type.Literal('qqNum'),
  Type.Literal('mobileNum'),
  Type.Literal('recommenderId'),
  Type.Literal('captcha'),
  Type.Literal('verificationCode'),
  Type.Literal('affiliateCode'),
  Type.Literal('paymentPassword'),
  Type.Literal('line'),
  Type.Literal('whatsapp'),
  Type.Literal('facebook'),
  Type.Literal('wechat'),
  Type.Literal('idNumber'),
  Type.Literal('referralCode'),
  Type.Literal('nickname'),
  Type.Literal('telegram'),
  Type.Literal('zalo'),
  Type.Literal('birthday'),
  Type.Literal('address'),
  Type.Literal('nationality'),
  Type.Literal('occupation'),
  Type.Literal('sourceOfIncome'),
]);

/** GET /wps/system/setting/register (also in `status.info.register`). */
export type RegisterSettings = Static<typeof RegisterSettings>;
export const RegisterSettings = Type.Object({
  fields: Type.Record(RegisterFieldName, RegisterFieldRule),
  /** which registration types are on (USERNAMEREG3, MOBILENUMREG3) */
  types: Type.Object({
    username: Type.Boolean(),
    mobile: Type.Boolean(),
  }),
  /** the initial tab of the registration dialog */
  defaultTab: Type.Union([Type.Literal('username'), Type.Literal('mobile')]),
  /** a captcha answer is required (CAPTCHA3) */
  captcha: Type.Boolean(),
  /** mobile registration needs an SMS code (REGMOBVERF3) */
  smsVerification: Type.Boolean(),
  /** mobile registration asks for a password (MOBILENUMPASSREG3); when off the member logs in by SMS code */
  mobilePassword: Type.Boolean(),
  /** forgot-password default method (CHNGPASSVERIF3 on: mobileNum) */
  forgotDefault: Type.Union([Type.Literal('mobileNum'), Type.Literal('email')]),
  /** SMS code login tab (MOBILEVERCODELOGIN3) */
  smsLogin: Type.Boolean(),
  defaultCountryDialingCode: Type.String(),
});

/** Links of the footer; a missing key is not configured. */
export type SiteSocialLinks = Static<typeof SiteSocialLinks>;
export const SiteSocialLinks = Type.Object({
  facebook: Type.Optional(Type.String()),
  twitter: Type.Optional(Type.String()),
  instagram: Type.Optional(Type.String()),
  youtube: Type.Optional(Type.String()),
});

export type SiteAnalytics = Static<typeof SiteAnalytics>;
export const SiteAnalytics = Type.Object({
  googleAnalyticsId: Type.Union([Type.String(), Type.Null()]),
  facebookPixelId: Type.Union([Type.String(), Type.Null()]),
});

export type SiteLocation = Static<typeof SiteLocation>;
export const SiteLocation = Type.Object({
  ip: Type.String(),
  /** ISO 3166 alpha-2 of the visitor, as far as the gateway knows */
  countryCode: Type.String(),
});

export type SystemStatusInfo = Static<typeof SystemStatusInfo>;
export const SystemStatusInfo = Type.Object({
  maintenance: Type.Boolean(),
  regionRestriction: Type.Boolean(),
  location: SiteLocation,
  customerService: Type.Array(CustomerServiceEntry),
  domainRoute: Type.Array(DomainRoute),
  resources: SiteResources,
  whitelabel: Type.Array(ModuleFlagNode),
  register: RegisterSettings,
  mainDomain: Type.String(),
  analytics: SiteAnalytics,
  /** hosts for images and game launches, one picked at random; `''` means the site's own origin */
  imageCdns: Type.Array(Type.String()),
  launchCdns: Type.Array(Type.String()),
  social: SiteSocialLinks,
  currencySymbol: Type.String(),
  currency: Type.String(),
  merchantCode: Type.String(),
  /** footer: licensed operator and legal contact */
  companyName: Type.String(),
  legalEmail: Type.String(),
  languages: Type.Array(Type.Union([Type.Literal('PT'), Type.Literal('EN')])),
  defaultLanguage: Type.Union([Type.Literal('PT'), Type.Literal('EN')]),
  /**
   * The site's IANA time zone (operator setting, default America/Sao_Paulo): every day, week, month and
   * period the site shows or asks for is one of this zone (`@jogo/shared/time`), not the browser's.
   */
  timeZone: Type.String(),
  /** the market profile the operator chose (contract/protection): what the site offers and asks */
  market: MarketProfileInfo,
});

/** GET /wps/system/status (no token). */
export type SystemStatus = Static<typeof SystemStatus>;
export const SystemStatus = Type.Object({
  status: SystemStatusCode,
  /** maintenance end time (ISO) when status is 1 */
  endTime: Type.Union([Type.String(), Type.Null()]),
  /** maintenance text in the request language when status is 1 */
  maintenanceInfo: Type.Union([Type.String(), Type.Null()]),
  /** the visitor's IP (shown on the region-blocked page) */
  ip: Type.String(),
  info: SystemStatusInfo,
});

/** GET /wps/system/helpCenter?lang=PT|EN&device=WEB|H5 */
export type HelpCenterQuery = Static<typeof HelpCenterQuery>;
export const HelpCenterQuery = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('PT'), Type.Literal('EN')])),
  device: Type.Optional(Type.Union([Type.Literal('WEB'), Type.Literal('H5')])),
});

export type HelpSection = Static<typeof HelpSection>;
export const HelpSection = Type.Object({
  /** HTML anchor id; the terms section is `term` (/help#term) */
  id: Type.String(),
  title: Type.String(),
  /** trusted HTML from the operator */
  html: Type.String(),
});

export type HelpCenter = Static<typeof HelpCenter>;
export const HelpCenter = Type.Object({
  lang: Type.Union([Type.Literal('PT'), Type.Literal('EN')]),
  device: Type.Union([Type.Literal('WEB'), Type.Literal('H5')]),
  title: Type.String(),
  sections: Type.Array(HelpSection),
  /** all sections in one HTML document, each as `<section id="...">` */
  html: Type.String(),
});

/** GET /wps/system/countryCodes: Brazil first. */
export type CountryCode = Static<typeof CountryCode>;
export const CountryCode = Type.Object({
  /** ISO alpha-2, e.g. `BR` */
  countryCode: Type.String(),
  /** digits without `+`, e.g. `55` */
  countryDialingCode: Type.String(),
  name: Type.String(),
  /** flag emoji */
  flag: Type.String(),
  /** accepted length of the national mobile number (digits) */
  mobileMinLength: Type.Number(),
  mobileMaxLength: Type.Number(),
});
