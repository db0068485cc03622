import type { WithdrawSettingsValue } from '@jogo/shared/api';
import { feeOf, parseMoney } from '../../../lib/money';

export type WithdrawField = 'amount' | 'destination' | 'password';
export type WithdrawCheck =
  | { ok: true; amount: number; fee: number; net: number }
  | { ok: false; errors: Partial<Record<WithdrawField, string>> };

/**
 * The rules shown before submit, checked before any call (a refused withdrawal never reaches the gateway):
 * amount typed, within min and max, not above the balance, daily count left, no turnover left, a destination
 * and a payment password. Errors are i18n keys.
 */
export function checkWithdraw(
  input: { text: string; bankCardId: number | null; password: string },
  s: WithdrawSettingsValue,
): WithdrawCheck {
  const errors: Partial<Record<WithdrawField, string>> = {};
  const amount = parseMoney(input.text);
  if (!input.text.trim()) errors.amount = 'amount.required';
  else if (amount === null || amount <= 0) errors.amount = 'amount.invalid';
  else if (amount < s.minAmount) errors.amount = 'amount.min';
  else if (amount > s.maxAmount) errors.amount = 'amount.max';
  else if (amount > s.balance) errors.amount = 'amount.overBalance';
  else if (s.usedCountToday >= s.dailyCountLimit) errors.amount = 'withdraw.dailyReached';
  else if (s.turnoverLeft > 0) errors.amount = 'withdraw.turnoverLeft';
  if (!input.bankCardId) errors.destination = 'withdraw.destinationRequired';
  if (!input.password) errors.password = 'password.required';
  if (Object.keys(errors).length || amount === null) return { ok: false, errors };
  const fee = feeOf(amount, s.feeBp, s.feeMin);
  return { ok: true, amount, fee, net: Math.round((amount - fee) * 100) / 100 };
}
