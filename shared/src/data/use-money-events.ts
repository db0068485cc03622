import { useEffect } from 'react';
import { bus } from '../bus/bus';
import { invalidateResource } from './use-resource';

/**
 * Lists that follow the money: when the gateway's balance push arrives (a deposit confirmed, a withdrawal
 * approved, issued or rejected, a refund, a transfer, a round), the resources under `prefixes` are
 * invalidated, so open histories and receipts show the new state without a reload. The push is the one
 * signal: there is no reload channel on the bus (docs/adding.md, "An endpoint").
 *
 * A push is told apart from the other `balance:changed` updates (hiding the balance, the loading flag) by
 * its `pushedAt`, or by a changed amount (the polled balance while the stream is down); the value replayed
 * at subscription is the baseline, not an event.
 * @param prefixes key prefixes of the lists to reload (`['wallet/deposit', 'wallet/withdraw']`)
 */
export function useMoneyEvents(prefixes: readonly string[]): void {
  const key = prefixes.join('|');
  useEffect(() => {
    const list = key.split('|');
    let last: { pushedAt: string | null | undefined; amount: number | null } | null = null;
    return bus.on('balance:changed', (b) => {
      const seen = last;
      last = { pushedAt: b.pushedAt, amount: b.amount };
      if (!seen) return;
      const pushed = b.pushedAt != null && b.pushedAt !== seen.pushedAt;
      const moved = b.amount !== null && seen.amount !== null && b.amount !== seen.amount;
      if (pushed || moved) for (const p of list) invalidateResource(p);
    });
  }, [key]);
}
