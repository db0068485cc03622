import { act, fireEvent, render, screen } from '@jogo/shared/testing';
import { DEFAULT_GAME_ICON, LazyImage } from './lazy-image';

describe('LazyImage (spec 9: one retry, then the default icon)', () => {
  it('retries a failed image once, then shows the default icon', () => {
    render(<LazyImage src="/wps/assets/games/X.svg" alt="Fortune Tiger" />);
    const img = screen.getByRole('img', { name: 'Fortune Tiger' });
    expect(img).toHaveAttribute('src', '/wps/assets/games/X.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/wps/assets/games/X.svg?retry=1');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_GAME_ICON);
  });

  it('shows the default icon when the game has no image', () => {
    render(<LazyImage src="" alt="No art" />);
    expect(screen.getByRole('img', { name: 'No art' })).toHaveAttribute('src', DEFAULT_GAME_ICON);
  });

  it('waits until the image is 10 % visible', () => {
    const observers: { cb: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ cb, options });
      }
      observe() {}
      disconnect() {}
    }
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      render(<LazyImage src="/a.svg" alt="Lazy" />);
      const img = screen.getByRole('img', { name: 'Lazy' });
      expect(img).not.toHaveAttribute('src');
      expect(observers[0]?.options?.threshold).toBe(0.1);
      act(() =>
        observers[0]!.cb([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      );
      expect(img).toHaveAttribute('src', '/a.svg');
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('fades in an image that arrives, and shows one already here (preloaded or cached) at once', () => {
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    try {
      Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
      render(<LazyImage src="/late.svg" alt="Late" />);
      expect(screen.getByRole('img', { name: 'Late' }).style.transition).toBe('');
      Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
      render(<LazyImage src="/here.svg" alt="Here" />);
      expect(screen.getByRole('img', { name: 'Here' }).style.transition).toBe('none');
    } finally {
      if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
    }
  });

  it('shows a picture this page has fetched already at its first render, without waiting to be seen', () => {
    const observers: unknown[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor() {
        observers.push(this);
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    // jsdom keeps no resource timing: the page's entries, one picture fetched
    const fetched = new URL('/wps/assets/games/HERE.svg', document.baseURI).href;
    const own = Object.getOwnPropertyDescriptor(performance, 'getEntriesByName');
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: (name: string) => (name === fetched ? [{ name }] : []),
    });
    try {
      render(<LazyImage src="/wps/assets/games/HERE.svg" alt="Here" />);
      render(<LazyImage src="/wps/assets/games/LATER.svg" alt="Later" />);
      expect(screen.getByRole('img', { name: 'Here' })).toHaveAttribute('src', '/wps/assets/games/HERE.svg');
      expect(screen.getByRole('img', { name: 'Later' })).not.toHaveAttribute('src');
    } finally {
      if (own) Object.defineProperty(performance, 'getEntriesByName', own);
      else delete (performance as Partial<Performance>).getEntriesByName;
      globalThis.IntersectionObserver = original;
    }
  });
});
