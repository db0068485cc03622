import type { DepositChannel } from '@jogo/shared/api';
import { feeOf, parseMoney } from '../../../lib/money';

export type DepositCheck =
  | { ok: true; amount: number; fee: number; credit: number }
  | { ok: false; error: 'amount.required' | 'amount.invalid' | 'amount.min' | 'amount.max' };

/** Checks a typed amount against a channel before any call; the fee and what the wallet gets. */
export function checkDeposit(text: string, channel: DepositChannel): DepositCheck {
  if (!text.trim()) return { ok: false, error: 'amount.required' };
  const amount = parseMoney(text);
  if (amount === null || amount <= 0) return { ok: false, error: 'amount.invalid' };
  if (amount < channel.minAmount) return { ok: false, error: 'amount.min' };
  if (amount > channel.maxAmount) return { ok: false, error: 'amount.max' };
  const fee = feeOf(amount, channel.feeBp, channel.feeMin);
  return { ok: true, amount, fee, credit: Math.round((amount - fee) * 100) / 100 };
}
