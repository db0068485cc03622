import type { Promotion, PromotionState } from '@jogo/shared/api';
import type { PillTone } from '../../../components/status-pill/status-pill';

/** The label key and colour of each state (spec 4 labels: applying, joined, claimed, closed, coming soon). */
export const STATE_PILL: Record<PromotionState, { key: string; tone: PillTone }> = {
  OPEN: { key: 'state.open', tone: 'green' },
  APPLYING: { key: 'state.applying', tone: 'blue' },
  JOINED: { key: 'state.joined', tone: 'gold' },
  CLAIMED: { key: 'state.claimed', tone: 'grey' },
  REJECTED: { key: 'state.rejected', tone: 'red' },
  CLOSED: { key: 'state.closed', tone: 'grey' },
  COMING_SOON: { key: 'state.comingSoon', tone: 'blue' },
};

export const CATEGORIES: Promotion['category'][] = ['DEPOSIT', 'RAFFLE', 'REBATE', 'VIP', 'REFERRAL'];

/** What the viewer can do with a promotion now. */
export type PromotionAffordance =
  | 'login'
  | 'apply'
  | 'review'
  | 'claim'
  | 'claimed'
  | 'envelope'
  | 'openedToday'
  | 'closed'
  | 'comingSoon'
  | 'none';

export function affordanceOf(p: Pick<Promotion, 'state' | 'action'>, isGuest: boolean): PromotionAffordance {
  if (p.state === 'CLOSED') return 'closed';
  if (p.state === 'COMING_SOON') return 'comingSoon';
  if (p.action === 'NONE') return 'none';
  if (isGuest) return 'login';
  if (p.action === 'RAFFLE') return p.state === 'CLAIMED' ? 'openedToday' : 'envelope';
  switch (p.state) {
    case 'APPLYING':
      return 'review';
    case 'JOINED':
      return 'claim';
    case 'CLAIMED':
      return 'claimed';
    default:
      return 'apply';
  }
}
