import { act, renderHook, waitFor } from '@testing-library/react';
import { afterMainPaint, resetMainPaintForTests, useAfterMainPaint } from './after-main-paint';

type Callback = (list: { getEntries: () => unknown[] }) => void;

describe('afterMainPaint', () => {
  const original = globalThis.PerformanceObserver;
  let observed: Callback | null = null;
  beforeEach(() => {
    resetMainPaintForTests();
    observed = null;
    class FakeObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(cb: Callback) {
        observed = cb;
      }
      observe() {}
      disconnect() {}
    }
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    globalThis.PerformanceObserver = original;
  });

  it('waits for an image to be the largest paint, not a text skeleton before it', async () => {
    jest.useFakeTimers();
    try {
      let done = false;
      void afterMainPaint().then(() => (done = true));
      observed!({ getEntries: () => [{ element: { tagName: 'P' } }] });
      await act(async () => jest.advanceTimersByTimeAsync(1000));
      expect(done).toBe(false);
      observed!({ getEntries: () => [{ element: { tagName: 'IMG' } }] });
      await act(async () => jest.advanceTimersByTimeAsync(10));
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives up waiting after a few seconds, and tells a hook once for good', async () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useAfterMainPaint());
      expect(result.current).toBe(false);
      await act(async () => jest.advanceTimersByTimeAsync(6100));
      expect(result.current).toBe(true);
    } finally {
      jest.useRealTimers();
    }
    const late = renderHook(() => useAfterMainPaint());
    await waitFor(() => expect(late.result.current).toBe(true));
  });
});
