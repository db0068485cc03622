import { api, ENDPOINTS, type WalletBalanceValue } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';

/**
 * Loads the header balance (two decimals and the currency symbol are the header's job) into `balance:changed`.
 * Remotes ask for it with `wallet:balance-refresh-requested`; the header's refresh button calls it directly.
 */
export async function refreshBalance(): Promise<void> {
  const token = bus.current('session:changed').token;
  if (!token) return;
  bus.emit('balance:changed', { ...bus.current('balance:changed'), loading: true });
  try {
    const v = await api().call<WalletBalanceValue>(ENDPOINTS.walletBalance);
    // a logout or another login while the call ran: the answer belongs to a session that is gone
    if (bus.current('session:changed').token !== token) return;
    bus.emit('balance:changed', {
      ...bus.current('balance:changed'),
      amount: v.balance,
      currencySymbol: v.currencySymbol,
      loading: false,
    });
  } catch {
    bus.emit('balance:changed', { ...bus.current('balance:changed'), loading: false });
  }
}

/** Shows the balance or masks it with stars (spec 4). */
export function toggleBalanceHidden(): void {
  const b = bus.current('balance:changed');
  bus.emit('balance:changed', { ...b, hidden: !b.hidden });
}

export function resetBalance(): void {
  const b = bus.current('balance:changed');
  bus.emit('balance:changed', {
    amount: null,
    currencySymbol: b.currencySymbol,
    hidden: b.hidden,
    loading: false,
  });
}
