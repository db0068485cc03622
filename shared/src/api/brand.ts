import brand from './brand.json';

/**
 * Brand config (spec 3). The merchant code is the operator's; `jogo` is the demo default. It is declared once in
 * `brand.json`, which dev-proxy reads too (`MERCHANT` of @jogo/shared/build) for the gateway calls it makes early.
 */
export const BRAND = {
  platform: 'WEB',
  merchant: brand.merchant,
  clientType: 3,
  lotteryType: 'VN',
  prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const,
  esportVendors: ['IMES', 'TF', 'IA'] as readonly string[],
  cockfightVendors: [] as readonly string[],
  /** spec 9: remembered login cookies last 24 hours */
  rememberLoginHours: 24,
} as const;
