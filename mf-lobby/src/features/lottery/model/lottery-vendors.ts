import type { LottoVendor } from '@jogo/shared/api';

/** Which lottery vendors each shared-screen route shows (spec 2: one screen for three routes). */
export function vendorsForRoute(basePath: string): LottoVendor[] {
  switch (basePath.toLowerCase()) {
    case '/vnlottery':
      return ['TCG_LOTTO_VN'];
    case '/sealottery':
      return ['TCG_SEA'];
    default:
      return ['LOTT', 'ELOTT'];
  }
}
