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

  it('keepPrevious shows the previous language’s data until the new answer; without it the old data goes at once', async () => {
    // each load waits until the test answers it, by hook and language
    const answers = new Map<string, () => void>();
    const gated = (name: string) => () => {
      const lang = bus.current('language:changed');
      return new Promise<string>((resolve) => answers.set(`${name}-${lang}`, () => resolve(`list-${lang}`)));
    };
    const kept = renderHook(() => useResource('lists/kept', gated('kept'), { keepPrevious: true }));
    const plain = renderHook(() => useResource('lists/plain', gated('plain')));
    await waitFor(() => expect(answers.size).toBe(2));
    await act(async () => {
      answers.get('kept-PT')!();
      answers.get('plain-PT')!();
    });
    expect(kept.result.current.data).toBe('list-PT');
    expect(plain.result.current.data).toBe('list-PT');

    act(() => bus.emit('language:changed', 'EN'));
    await waitFor(() => expect(answers.has('kept-EN') && answers.has('plain-EN')).toBe(true));
    expect(kept.result.current).toMatchObject({ data: 'list-PT', loading: true });
    expect(plain.result.current).toMatchObject({ data: undefined, loading: true });

    await act(async () => answers.get('kept-EN')!());
    expect(kept.result.current).toMatchObject({ data: 'list-EN', loading: false });
  });

  it('keepPrevious drops the previous data when the key becomes null (nothing to show)', async () => {
    const { result, rerender } = renderHook(
      ({ k }: { k: string | null }) => useResource(k, () => Promise.resolve('mine'), { keepPrevious: true }),
      { initialProps: { k: 'lists/member' as string | null } },
    );
    await waitFor(() => expect(result.current.data).toBe('mine'));
    rerender({ k: null });
    expect(result.current).toMatchObject({ data: undefined, loading: false });
  });
});
