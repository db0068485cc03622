import { act, renderHook, waitFor } from '@testing-library/react';
import { bus } from '../bus/bus';
import { useMoneyEvents } from './use-money-events';
import { clearResourceCache, useResource } from './use-resource';

/** Lists follow the money: a balance push reloads them; hiding the balance or the replayed value does not. */
describe('useMoneyEvents', () => {
  beforeEach(() => {
    clearResourceCache();
    act(() =>
      bus.emit('balance:changed', { ...bus.current('balance:changed'), amount: 100, pushedAt: 'p0' }),
    );
  });

  it('reloads the lists under its prefixes on each push, even of an unchanged amount', async () => {
    let calls = 0;
    const fetcher = () => Promise.resolve(++calls);
    const { result } = renderHook(() => {
      useMoneyEvents(['wallet/withdraw']);
      return useResource('wallet/withdraw/orders', fetcher);
    });
    await waitFor(() => expect(result.current.data).toBe(1));
    // the replayed value at subscription and a hidden balance are no money events
    act(() => bus.emit('balance:changed', { ...bus.current('balance:changed'), hidden: true }));
    expect(calls).toBe(1);
    // an approval moves no money: same amount, a new push
    act(() => bus.emit('balance:changed', { ...bus.current('balance:changed'), pushedAt: 'p1' }));
    await waitFor(() => expect(result.current.data).toBe(2));
    // the polled balance while the stream is down: the amount moved
    act(() => bus.emit('balance:changed', { ...bus.current('balance:changed'), amount: 120 }));
    await waitFor(() => expect(result.current.data).toBe(3));
  });

  it('leaves other lists alone', async () => {
    let calls = 0;
    const { result } = renderHook(() => {
      useMoneyEvents(['wallet/deposit']);
      return useResource('lobby/games', () => Promise.resolve(++calls));
    });
    await waitFor(() => expect(result.current.data).toBe(1));
    act(() => bus.emit('balance:changed', { ...bus.current('balance:changed'), pushedAt: 'p2' }));
    await Promise.resolve();
    expect(calls).toBe(1);
  });
});
