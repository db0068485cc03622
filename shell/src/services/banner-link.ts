import { bannerTarget, type Banner } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';

/**
 * Where a banner click goes (spec 3 "Banner: linkage, linkageType"), resolved safely by `bannerTarget`: a path
 * of this site through the router, an http(s) URL in a new tab, a game code through the lobby's launch rules.
 * @returns whether the click went somewhere (the caller then closes its dialog)
 */
export function followBanner(b: Pick<Banner, 'linkage' | 'linkageType'>): boolean {
  const target = bannerTarget(b);
  switch (target.kind) {
    case 'route':
      bus.emit('ui:navigate-requested', { to: target.to });
      return true;
    case 'url':
      window.open(target.href, '_blank', 'noopener,noreferrer');
      return true;
    case 'game':
      bus.emit('game:launch-requested', { gameCode: target.gameCode, gameType: '', vassalage: '' });
      return true;
    default:
      return false;
  }
}
