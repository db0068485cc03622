import type {
  GameType,
  RewardKind,
  MarketCode,
  MarketLegalInfo,
  MarketProfileInfo,
  PaymentChannelCode,
} from '@jogo/shared/api';
import { MARKET_PROFILE_FACTS, REWARD_KINDS } from '@jogo/shared/contract';
import type { Db } from '../../db/open-db';
import { keptWithContext, merchantContext } from '../site/context';
import { siteSetting, siteSettings } from '../site/flags';

/**
 * The market profile: what a market allows, declared once as data. The operator picks one per
 * site (site setting `market.profile`, `BR` by default; `POST /__dev/market-profile` in development), and
 * the gateway enforces it on every call it concerns (payment channels, deposit-tied bonuses, transfers
 * between players, sign-up fields, idle re-authentication, the barred-player check, withdrawal
 * destinations). The front-end reads the same object from `status.info.market`.
 */

export const MARKET_SETTING = 'market.profile';
export const DEFAULT_MARKET: MarketCode = 'BR';

/** The demo's company name (site setting `companyName` of the seed): a fictitious operator. */
export const DEMO_COMPANY_NAME = 'Jogo Demonstração Ltda.';

/**
 * The legal block's defaults: a fictitious operator's, which the operator replaces with site settings
 * `legal.<key>`. The CNPJ is invalid by construction (12.345.678/0001 with check digits 00, where the valid
 * ones are 95), so it can be no real company's and any validator rejects it; the licence act and date stay empty
 * until the operator sets them; contacts use the reserved `.example` domain. While any of these is still shown the
 * block says it is a demo (`demo: true`), and a production start warns (domain/market/startup-warnings.ts).
 */
export const DEMO_LEGAL: MarketLegalInfo = {
  companyName: DEMO_COMPANY_NAME,
  cnpj: '12.345.678/0001-00',
  licence: '',
  licenceDate: '',
  address: 'Endereço fictício, São Paulo - SP',
  customerService: 'atendimento@jogo.example · 0800 000 0000',
  ombudsman: 'ouvidoria@jogo.example · 0800 000 0001',
  selfExclusionUrl: 'https://www.gov.br/fazenda/pt-br/composicao/orgaos/secretaria-de-premios-e-apostas',
  minimumAge: 18,
};
/** the keys an operator must set: the self-exclusion platform and the age are the law's, not the demo's */
const OPERATOR_KEYS = [
  'companyName',
  'cnpj',
  'licence',
  'licenceDate',
  'address',
  'customerService',
  'ombudsman',
] as const;
const BR_LEGAL = DEMO_LEGAL;

/**
 * A market's profile; its `rewards` say per kind of reward that credits money or betting credit the player did
 * not buy whether the market allows it (domain/market/rewards.ts; the reasons in docs/gateway/player-protection.md "Market
 * profile").
 */
export interface MarketProfile extends Omit<MarketProfileInfo, 'legal'> {
  legal: MarketLegalInfo | null;
  /** deposit channel types (`DepositChannel.type`) that exist in this market */
  depositChannelTypes: readonly ('PIX' | 'BANK' | 'CRYPTO' | 'EWALLET')[];
  /**
   * The licensed catalogue: per game type, the vendors whose games may be offered (a type left out is not
   * licensed at all); null: every game (domain/market/catalogue.ts; the reasons in gateway/README.md
   * "Market profile").
   */
  catalogue: Partial<Record<GameType, readonly string[]>> | null;
}

/** The kinds of credit a player gets without buying it (`@jogo/shared/api` `RewardKind`). */
export type { RewardKind };
export { REWARD_KINDS };

/**
 * Brazil (Lei 14.790/2023, Portaria SPA/MF 1.207/2024 on online games): fixed-odds bets on real sports and e-sports
 * events, and online games whose result comes from a certified random generator or a live table (slots,
 * fishing, live casino, card games, the house's own games and draws). Left out: cockfighting (a crime, Lei
 * 9.605/1998 art. 32; vendor S128), and bets on other countries' lotteries (Singapore and Malaysia 4D,
 * Vietnam's Miền Bắc / Miền Nam: lotteries are a public service, Lei 13.756/2018, not a fixed-odds bet).
 */
const BR_CATALOGUE: Partial<Record<GameType, readonly string[]>> = {
  SPORTS: ['SABA', 'BTI', 'IMES', 'TF', 'IA'],
  ESPORTS: ['IMES', 'TF', 'IA'],
  LIVE: ['EVO', 'PPL', 'SAG', 'DG'],
  RNG: ['PG', 'PP', 'JILI', 'CQ9', 'HAB'],
  FISH: ['JILI', 'CQ9', 'JDB'],
  PVP: ['KY', 'V8'],
  INHOUSE: ['JOGO'],
  // the house's own draws from its certified generator (Rápida 3 and 5, PK10, Sorte Contínua)
  LOTT: ['LOTT'],
  ELOTT: ['ELOTT'],
};

/** The browser-visible facts are `MARKET_PROFILE_FACTS` (`@jogo/shared/contract`); here what only the gateway needs. */
export const MARKET_PROFILES: Record<MarketCode, MarketProfile> = {
  BR: {
    ...MARKET_PROFILE_FACTS.BR,
    depositChannelTypes: ['PIX', 'BANK'],
    catalogue: BR_CATALOGUE,
    legal: BR_LEGAL,
  },
  OPEN: {
    ...MARKET_PROFILE_FACTS.OPEN,
    depositChannelTypes: ['PIX', 'BANK', 'CRYPTO', 'EWALLET'],
    catalogue: null,
    legal: null,
  },
};

export const isMarketCode = (v: unknown): v is MarketCode => v === 'BR' || v === 'OPEN';

/** @returns the market the operator chose for a merchant (an unknown value falls back to the default) */
export async function marketCode(db: Db, merchant: string): Promise<MarketCode> {
  const v = await siteSetting(db, merchant, MARKET_SETTING, DEFAULT_MARKET);
  return isMarketCode(v) ? v : DEFAULT_MARKET;
}

/** The site settings a market profile reads: the market, the company's name, the legal block's overrides. */
type LegalText = Exclude<keyof MarketLegalInfo, 'minimumAge' | 'demo'>;
const LEGAL_KEYS = (Object.keys(BR_LEGAL) as (keyof MarketLegalInfo)[]).filter(
  (k): k is LegalText => k !== 'minimumAge' && k !== 'demo',
);
const PROFILE_SETTINGS = [MARKET_SETTING, 'companyName', ...LEGAL_KEYS.map((k) => `legal.${k}`)];

/**
 * @returns the market profile of a merchant, its legal block filled from the `legal.*` site settings; kept with
 * the request context (the policy reads it on every request) and dropped with it when an operator changes a
 * setting. Shared by every caller: read it, never change it.
 */
export async function marketProfile(db: Db, merchant: string): Promise<MarketProfile> {
  // an unknown merchant (any header value) is never kept, as its context is not
  if (!(await merchantContext(db, merchant)).exists) return await buildProfile(db, merchant);
  return await keptWithContext(db, `market-profile:${merchant}`, () => buildProfile(db, merchant));
}

async function buildProfile(db: Db, merchant: string): Promise<MarketProfile> {
  const set = await siteSettings(db, merchant, PROFILE_SETTINGS);
  const code = set.get(MARKET_SETTING);
  const p = MARKET_PROFILES[isMarketCode(code) ? code : DEFAULT_MARKET];
  if (!p.legal) return p;
  const legal = { ...p.legal };
  for (const key of LEGAL_KEYS) {
    // one name for the operator on the whole page: the legal block's company is the site's company unless
    // the operator names a different licensed entity (`legal.companyName`)
    const fallback = key === 'companyName' ? (set.get('companyName') ?? legal[key]) : legal[key];
    legal[key] = set.get(`legal.${key}`) ?? fallback;
  }
  legal.demo = OPERATOR_KEYS.some((k) => legal[k] === '' || legal[k] === DEMO_LEGAL[k]);
  return { ...p, legal };
}

/** @returns the legal block's keys that still hold the demo's value (or none), in a market with a legal block */
export async function demoLegalKeys(db: Db, merchant: string): Promise<string[]> {
  const { legal } = await marketProfile(db, merchant);
  if (!legal) return [];
  return OPERATOR_KEYS.filter((k) => legal[k] === '' || legal[k] === DEMO_LEGAL[k]);
}

/** The wire shape (`status.info.market`). */
export async function marketProfileInfo(db: Db, merchant: string): Promise<MarketProfileInfo> {
  const { depositChannelTypes: _omit, catalogue: _catalogue, ...info } = await marketProfile(db, merchant);
  void _omit;
  void _catalogue;
  return info;
}

/** Sets the market of a merchant (operator control). */
export async function setMarketCode(db: Db, merchant: string, code: MarketCode): Promise<void> {
  await db.run(
    `INSERT INTO site_setting (merchant_code, key, value) VALUES (?, ?, ?)
     ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value`,
    merchant,
    MARKET_SETTING,
    code,
  );
}

/** Whether a payment channel family exists in the market. */
export const channelAllowed = (p: MarketProfile, code: PaymentChannelCode) =>
  p.paymentChannels.includes(code);
