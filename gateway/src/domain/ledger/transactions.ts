import type { Transaction, TransactionType } from '@jogo/shared/api';
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
