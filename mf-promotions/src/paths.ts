/**
 * The routes this remote serves (declared in federation.config.cjs) and href builders for its links
 * (bulletproof `config/paths.ts`). The shell mounts `./routes` once per declared route, passing it as
 * `basePath`; sub-pages of /promotions (a promotion, the winners list) live under that subtree.
 */
export const PROMOTIONS_BASE = '/promotions';
export const POINT_MALL_BASE = '/pointMall';

/** Relative paths inside the /promotions subtree, for the router. */
export const PROMOTION_ROUTES = { list: '', winners: 'winners', detail: ':promotionId' } as const;

export const paths = {
  promotions: (category?: string) => (category ? `${PROMOTIONS_BASE}?category=${category}` : PROMOTIONS_BASE),
  promotion: (id: number) => `${PROMOTIONS_BASE}/${id}`,
  winners: () => `${PROMOTIONS_BASE}/winners`,
  pointMall: (tab?: 'goods' | 'records' | 'convert') =>
    tab ? `${POINT_MALL_BASE}?tab=${tab}` : POINT_MALL_BASE,
  /** the registration link a friend opens (spec 2: /register reads the referralCode query) */
  inviteLink: (origin: string, code: string) => `${origin}/register?referralCode=${encodeURIComponent(code)}`,
};
