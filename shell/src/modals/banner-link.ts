import type { Banner } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';

/**
 * Where a banner click goes (spec 3 "Banner: linkage, linkageType"): a route through the router, an external URL
 * in a new tab, a game code through the lobby's launch rules.
 * @returns whether the click went somewhere (the caller then closes its dialog)
 */
export function followBanner(b: Pick<Banner, 'linkage' | 'linkageType'>): boolean {
  switch (b.linkageType) {
    case 'ROUTE':
      bus.emit('ui:navigate-requested', { to: b.linkage.startsWith('/') ? b.linkage : `/${b.linkage}` });
      return true;
    case 'URL':
      window.open(b.linkage, '_blank', 'noopener,noreferrer');
      return true;
    case 'GAME':
      bus.emit('game:launch-requested', { gameCode: b.linkage, gameType: '', vassalage: '' });
      return true;
    default:
      return false;
  }
}
