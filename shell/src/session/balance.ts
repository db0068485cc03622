import { api, ENDPOINTS, type BalancePush } from '@jogo/shared/api';
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
    const v = await api().call(ENDPOINTS.walletBalance);
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

/**
 * The balance push: while a session exists, the gateway's server-sent events move the header balance
 * (deposits confirmed, withdrawals rejected, transfers, game rounds). The stream is opened with a one-time ticket
 * asked for with the Authorization header, so the session token never goes in a URL. When the stream drops, the
 * balance is polled every POLL_MS until a new stream opens (retried with backoff, each time with a new ticket).
 * @returns a stop function; calls are counted, the last stop closes the stream.
 */
const POLL_MS = 10_000;
let users = 0;
let stopSync: (() => void) | null = null;

export function startBalanceSync(): () => void {
  users += 1;
  if (users === 1) stopSync = runBalanceSync();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    if (users === 0) {
      stopSync?.();
      stopSync = null;
    }
  };
}

function runBalanceSync(): () => void {
  let source: EventSource | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let token: string | null = null;

  const stopPolling = () => {
    if (poll) clearInterval(poll);
    poll = null;
  };
  const startPolling = () => {
    if (!poll) poll = setInterval(() => void refreshBalance(), POLL_MS);
  };
  const closeAll = () => {
    source?.close();
    source = null;
    stopPolling();
    if (retry) clearTimeout(retry);
    retry = null;
  };

  const open = async (forToken: string) => {
    if (typeof EventSource === 'undefined') {
      startPolling();
      return;
    }
    try {
      const { ticket } = await api().call(ENDPOINTS.balanceStreamTicket, { body: {} });
      if (token !== forToken) return;
      const es = new EventSource(`${ENDPOINTS.balanceStream.path}?ticket=${encodeURIComponent(ticket)}`);
      source = es;
      es.addEventListener('balance', (e) => {
        attempt = 0;
        stopPolling();
        const v = JSON.parse((e as MessageEvent<string>).data) as BalancePush;
        if (bus.current('session:changed').token !== forToken) return;
        bus.emit('balance:changed', {
          ...bus.current('balance:changed'),
          amount: v.balance,
          currencySymbol: v.currencySymbol,
          loading: false,
          pushedAt: v.at,
        });
      });
      es.onerror = () => {
        // EventSource would reconnect with the same (used) ticket: close it and start over with a new one
        es.close();
        if (source === es) source = null;
        scheduleRetry(forToken);
      };
    } catch {
      scheduleRetry(forToken);
    }
  };
  const scheduleRetry = (forToken: string) => {
    if (token !== forToken) return;
    startPolling();
    attempt += 1;
    const delay = Math.min(60_000, 1_000 * 2 ** Math.min(attempt, 6));
    if (retry) clearTimeout(retry);
    retry = setTimeout(() => void open(forToken), delay);
  };

  const onSession = (s: { token: string | null }) => {
    if (s.token === token) return;
    closeAll();
    token = s.token;
    attempt = 0;
    if (token) void open(token);
  };
  const off = bus.on('session:changed', onSession);
  onSession(bus.current('session:changed'));
  return () => {
    off();
    closeAll();
    token = null;
  };
}
