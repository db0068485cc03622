import type { WithdrawSettingsValue } from '@jogo/shared/api';
import { parseAmount, type AmountLanguage } from '@jogo/shared/money';
import { feeOf, fromMinor, toMinor } from '../../../lib/fee';

export type WithdrawField = 'amount' | 'destination' | 'password';
export type WithdrawCheck =
  | { ok: true; amount: number; fee: number; net: number }
  | {
      ok: false;
      errors: Partial<Record<WithdrawField, string>>;
      /** values of the amount's message when the text could not be read (`common:amountInput.*`) */
      params?: Record<string, string>;
    };

/**
 * The rules shown before submit, checked before any call (a refused withdrawal never reaches the gateway):
 * amount typed and readable in the page's language (the one parser of @jogo/shared/money), within min and
 * max, not above the balance, daily count left, no turnover left, a destination and a payment password.
 * Amounts are compared and the fee computed in cents. Errors are i18n keys.
 */
export function checkWithdraw(
  input: { text: string; bankCardId: number | null; password: string },
  s: WithdrawSettingsValue,
  language: AmountLanguage,
): WithdrawCheck {
  const errors: Partial<Record<WithdrawField, string>> = {};
  const read = parseAmount(input.text, language);
  const minor = read.ok ? read.minor : null;
  let params: Record<string, string> | undefined;
  if (!read.ok) {
    errors.amount = read.reason === 'empty' ? 'amount.required' : read.key;
    if (read.reason !== 'empty') params = read.params;
  } else if (read.minor <= 0) errors.amount = 'amount.invalid';
  else if (read.minor < toMinor(s.minAmount)) errors.amount = 'amount.min';
  else if (read.minor > toMinor(s.maxAmount)) errors.amount = 'amount.max';
  else if (read.minor > toMinor(s.balance)) errors.amount = 'amount.overBalance';
  else if (s.usedCountToday >= s.dailyCountLimit) errors.amount = 'withdraw.dailyReached';
  else if (s.turnoverLeft > 0) errors.amount = 'withdraw.turnoverLeft';
  if (!input.bankCardId) errors.destination = 'withdraw.destinationRequired';
  if (!input.password) errors.password = 'password.required';
  if (Object.keys(errors).length || minor === null)
    return { ok: false, errors, ...(params ? { params } : {}) };
  const fee = feeOf(minor, s.feeBp, toMinor(s.feeMin));
  return { ok: true, amount: fromMinor(minor), fee: fromMinor(fee), net: fromMinor(minor - fee) };
}
