import { act, renderHook, waitFor } from '@testing-library/react';
import { bus } from '../bus/bus';
import { clearResourceCache, invalidateResource, useResource } from './use-resource';

beforeEach(() => {
  clearResourceCache();
  sessionStorage.clear();
  act(() => bus.emit('language:changed', 'PT'));
});

/** A fetcher that answers the language it was asked in, counting its calls. */
function languageFetcher() {
  const calls: string[] = [];
  const fetcher = () => {
    const lang = bus.current('language:changed');
    calls.push(lang);
    return Promise.resolve(`list-${lang}`);
  };
  return { calls, fetcher };
}

describe('useResource', () => {
  it('loads again by itself on a language switch, once', async () => {
    const { calls, fetcher } = languageFetcher();
    const { result } = renderHook(() => useResource('lists/a', fetcher));
    await waitFor(() => expect(result.current.data).toBe('list-PT'));
    act(() => bus.emit('language:changed', 'EN'));
    await waitFor(() => expect(result.current.data).toBe('list-EN'));
    expect(calls).toEqual(['PT', 'EN']);
  });

  it('reports a failed load as its error, and reload() tries again', async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useResource('lists/b', () => (fail ? Promise.reject(new Error('down')) : Promise.resolve('ok'))),
    );
    await waitFor(() => expect(result.current.error?.message).toBe('down'));
    expect(result.current.loading).toBe(false);
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(result.current.error).toBeNull();
  });

  it("with cache 'session' and persist, keeps the answer in sessionStorage and serves a later mount without a call", async () => {
    const { calls, fetcher } = languageFetcher();
    const options = { cache: 'session', persist: true, revalidate: false } as const;
    const first = renderHook(() => useResource('lists/c', fetcher, options));
    await waitFor(() => expect(first.result.current.data).toBe('list-PT'));
    first.unmount();
    expect(Object.keys(sessionStorage).some((k) => k.startsWith('jogo.resource.lists/c@PT'))).toBe(true);
    const again = renderHook(() => useResource('lists/c', fetcher, options));
    expect(again.result.current.data).toBe('list-PT');
    expect(calls).toEqual(['PT']);
  });

  it('invalidateResource(prefix) reloads the mounted resources under that prefix only', async () => {
    const a = languageFetcher();
    const b = languageFetcher();
    renderHook(() => useResource('recent:home', a.fetcher));
    renderHook(() => useResource('winners', b.fetcher));
    await waitFor(() => expect(a.calls).toHaveLength(1));
    await waitFor(() => expect(b.calls).toHaveLength(1));
    act(() => invalidateResource('recent'));
    await waitFor(() => expect(a.calls).toHaveLength(2));
    expect(b.calls).toHaveLength(1);
  });
});
