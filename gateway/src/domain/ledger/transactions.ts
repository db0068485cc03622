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

/**
 * @returns a function that writes a stored remark in `lang`: the fixed words, and the titles of promotions
 * and missions (stored in English), read once per call (both tables are a few dozen rows)
 */
export async function remarkReader(db: Db, lang: Lang): Promise<(remark: string) => string> {
  const titles = new Map<string, string>();
  const rows = await db.all<{ pt: string; en: string }>(
    'SELECT title_pt AS pt, title_en AS en FROM promotion UNION ALL SELECT title_pt, title_en FROM mission',
  );
  for (const r of rows) if (!titles.has(r.en)) titles.set(r.en, lang === 'EN' ? r.en : r.pt);
  return (remark) => REMARK_WORDS[remark]?.[lang] ?? titles.get(remark) ?? remark;
}
