import type { Lang } from '../../../i18n/messages';
import { pick } from '../../../i18n/pick';
import { toMajor } from '../../ledger/money';

/** A bet row joined with its game's names (`SELECT b.*, g.name_pt, g.name_en ...`). */
export interface BetRow {
  id: number;
  game_code: string;
  game_type: string;
  vassalage: string;
  amount: number;
  payout: number;
  created_at: string;
  name_pt: string | null;
  name_en: string | null;
}

/** One bet as the betting records (member) and team betting (agent) answer it. */
export function betRecord(r: BetRow, lang: Lang) {
  return {
    id: r.id,
    gameCode: r.game_code,
    gameName: pick(lang, r.name_pt, r.name_en) ?? r.game_code,
    gameType: r.game_type,
    vassalage: r.vassalage,
    betAmount: toMajor(r.amount),
    payout: toMajor(r.payout),
    winLoss: toMajor(r.payout - r.amount),
    createdAt: r.created_at,
  };
}
