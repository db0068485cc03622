import type { Transaction, TransactionType } from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import type { Lang } from '../../i18n/messages';
import { toMajor } from './money';

/** A ledger row as the transaction lists read it. */
export interface LedgerRow {
  id: number;
  type: TransactionType;
  account: string;
  amount: number;
  balance_after: number;
  reference: string;
  remark: string;
  created_at: string;
}
/** One ledger row on the wire (member history, agent downline transactions). */
export const toTransaction = (r: LedgerRow): Transaction => ({
  id: r.id,
  type: r.type,
  account: r.account,
  amount: toMajor(r.amount),
  balanceAfter: toMajor(r.balance_after),
  reference: r.reference,
  remark: r.remark,
  createdAt: r.created_at,
});

/**
 * The ledger's remark in the reader's language. A remark is written once, when the money moves: a code (a
 * vendor, a wallet, a contract kind, `UPLINE:<name>`), which reads the same in every language, or, for
 * promotions, missions and the operator's own moves, an English title or word. Those are shown in the
 * request's language here, on every list and export that shows remarks (member account record and wallet
 * history, agent account details, their CSV files): the promotion and mission tables hold both titles; the
 * words the gateway itself writes are below. Anything else is a code and is shown as it is.
 */
const REMARK_WORDS: Record<string, { PT: string; EN: string }> = {
  'Daily raffle': { PT: 'Sorteio diário', EN: 'Daily raffle' },
  operator: { PT: 'Operador', EN: 'Operator' },
  'self-exclusion': { PT: 'Autoexclusão', EN: 'Self-exclusion' },
  cancel: { PT: 'Aposta cancelada', EN: 'Bet cancelled' },
};

/** @returns a function that writes a stored remark in `lang` (one lookup per distinct remark per call) */
export function remarkReader(db: Db, lang: Lang): (remark: string) => string {
  const seen = new Map<string, string>();
  const byTitle = db.prepare(
    `SELECT title_pt AS pt, title_en AS en FROM promotion WHERE title_en = ?
     UNION ALL SELECT title_pt, title_en FROM mission WHERE title_en = ? LIMIT 1`,
  );
  return (remark) => {
    const known = seen.get(remark);
    if (known !== undefined) return known;
    const word = REMARK_WORDS[remark];
    const row = word ? undefined : (byTitle.get(remark, remark) as { pt: string; en: string } | undefined);
    const text = word ? word[lang] : row ? (lang === 'EN' ? row.en : row.pt) : remark;
    seen.set(remark, text);
    return text;
  };
}
