import type { DepositChannel } from '@jogo/shared/api';
import { parseAmount, type AmountLanguage } from '@jogo/shared/money';
import { feeOf, fromMinor, toMinor } from '../../../lib/fee';

/** A refused amount: an i18n key (a `common:amountInput.*` key when the text could not be read) and its values. */
export interface AmountProblem {
  ok: false;
  error: string;
  params?: Record<string, string>;
}

export type DepositCheck = { ok: true; amount: number; fee: number; credit: number } | AmountProblem;

/**
 * Checks a typed amount against a channel before any call: read in the page's language by the one parser
 * (an ambiguous `10,555` is refused, never read as 10555), then min and max; the fee and what the wallet gets
 * are computed in cents.
 * @returns the amount, fee and credit in currency units, or the problem to show under the field
 */
export function checkDeposit(text: string, channel: DepositChannel, language: AmountLanguage): DepositCheck {
  const read = parseAmount(text, language);
  if (!read.ok)
    return read.reason === 'empty'
      ? { ok: false, error: 'amount.required' }
      : { ok: false, error: read.key, params: read.params };
  const minor = read.minor;
  if (minor <= 0) return { ok: false, error: 'amount.invalid' };
  if (minor < toMinor(channel.minAmount)) return { ok: false, error: 'amount.min' };
  if (minor > toMinor(channel.maxAmount)) return { ok: false, error: 'amount.max' };
  const fee = feeOf(minor, channel.feeBp, toMinor(channel.feeMin));
  return { ok: true, amount: fromMinor(minor), fee: fromMinor(fee), credit: fromMinor(minor - fee) };
}
