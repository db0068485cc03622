import { bus, type BadgeState } from '@jogo/shared/bus';

/**
 * Publishes new badge counts (missions, rewards) merged into the current ones, so a count this remote does
 * not know (unread messages) is kept. Called when a page learns what is claimable and after each claim.
 */
export function publishBadges(counts: Partial<Pick<BadgeState, 'missions' | 'rewards'>>): void {
  const current = bus.current('badges:changed');
  const next = { ...current, ...counts };
  if (next.missions !== current.missions || next.rewards !== current.rewards)
    bus.emit('badges:changed', next);
}
