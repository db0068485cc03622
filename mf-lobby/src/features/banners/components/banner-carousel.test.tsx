import type { Banner } from '@jogo/shared/api';
import { act, fireEvent, renderWithProviders, screen } from '@jogo/shared/testing';
import { BannerCarousel } from './banner-carousel';

/**
 * embla measures layout, which jsdom has none of: the library is faked at its interface (the hook's
 * `[ref, api]` pair) and the test checks what our autoplay asks of it.
 */
type Handler = () => void;
interface FakeEmbla {
  index: number;
  count: number;
  handlers: Map<string, Set<Handler>>;
  scrollNext: jest.Mock<void, []>;
  scrollTo: jest.Mock<void, [number]>;
  selectedScrollSnap: () => number;
  select: (i: number) => void;
  on: (event: string, h: Handler) => FakeEmbla;
  off: (event: string, h: Handler) => FakeEmbla;
}
const fakeEmbla: FakeEmbla = {
  index: 0,
  count: 0,
  handlers: new Map<string, Set<Handler>>(),
  scrollNext: jest.fn((): void => fakeEmbla.select((fakeEmbla.index + 1) % fakeEmbla.count)),
  scrollTo: jest.fn((i: number): void => fakeEmbla.select(i)),
  selectedScrollSnap: () => fakeEmbla.index,
  select(i) {
    fakeEmbla.index = i;
    fakeEmbla.handlers.get('select')?.forEach((h) => h());
  },
  on(event, h) {
    if (!fakeEmbla.handlers.has(event)) fakeEmbla.handlers.set(event, new Set());
    fakeEmbla.handlers.get(event)?.add(h);
    return fakeEmbla;
  },
  off(event, h) {
    fakeEmbla.handlers.get(event)?.delete(h);
    return fakeEmbla;
  },
};
const emblaOptions: unknown[] = [];
jest.mock('embla-carousel-react', () => ({
  __esModule: true,
  default: (options: unknown) => {
    emblaOptions.push(options);
    return [() => undefined, fakeEmbla];
  },
}));

const banner = (id: number, over: Partial<Banner> = {}): Banner => ({
  id,
  groupName: 'w_home',
  url: `/wps/assets/banners/${id}.svg`,
  linkage: '/promotions',
  linkageType: 'ROUTE',
  title: `Banner ${id}`,
  ...over,
});

beforeEach(() => {
  jest.useFakeTimers();
  fakeEmbla.index = 0;
  fakeEmbla.handlers.clear();
  fakeEmbla.scrollNext.mockClear();
  fakeEmbla.scrollTo.mockClear();
  emblaOptions.length = 0;
});
afterEach(() => jest.useRealTimers());

const renderCarousel = (banners: Banner[], onGame = jest.fn()) => {
  fakeEmbla.count = banners.length;
  return renderWithProviders(<BannerCarousel banners={banners} loading={false} onGame={onGame} />);
};

describe('BannerCarousel', () => {
  it('with more than one banner, moves to the next every 5 s', () => {
    renderCarousel([banner(1), banner(2), banner(3)]);
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(4999));
    expect(fakeEmbla.scrollNext).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(5000));
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('asks embla for the 1 s transition and a loop', () => {
    renderCarousel([banner(1), banner(2)]);
    expect(emblaOptions.at(-1)).toMatchObject({ loop: true, active: true, duration: 25 });
  });

  it('with one banner, does not autoplay and shows no dots', () => {
    renderCarousel([banner(1)]);
    act(() => jest.advanceTimersByTime(30_000));
    expect(fakeEmbla.scrollNext).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /go to slide/i })).not.toBeInTheDocument();
    expect(emblaOptions.at(-1)).toMatchObject({ loop: false, active: false });
  });

  it('pauses while the pointer is over it, and a dot click restarts the full 5 s', () => {
    renderCarousel([banner(1), banner(2), banner(3)]);
    const region = screen.getByRole('region', { name: 'Featured' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(12_000));
    expect(fakeEmbla.scrollNext).not.toHaveBeenCalled();
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(fakeEmbla.scrollTo).toHaveBeenCalledWith(2);
    act(() => jest.advanceTimersByTime(4999));
    expect(fakeEmbla.scrollNext).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(fakeEmbla.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('loads the first image eagerly at high priority (the LCP) and the others lazily', () => {
    renderCarousel([banner(1), banner(2)]);
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '1200');
    expect(first).toHaveAttribute('height', '400');
  });

  it('links each banner by its linkage type', () => {
    const onGame = jest.fn();
    renderCarousel(
      [
        banner(1, { linkageType: 'ROUTE', linkage: '/promotions', title: 'Route' }),
        banner(2, { linkageType: 'URL', linkage: 'https://example.com/', title: 'Url' }),
        banner(3, { linkageType: 'GAME', linkage: 'PG_001', title: 'Game' }),
        banner(4, { linkageType: 'NONE', linkage: '', title: 'Plain' }),
      ],
      onGame,
    );
    expect(screen.getByRole('link', { name: 'Route' })).toHaveAttribute('href', '/promotions');
    expect(screen.getByRole('link', { name: 'Url' })).toHaveAttribute('target', '_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Game' }));
    expect(onGame).toHaveBeenCalledWith('PG_001');
    expect(screen.queryByRole('link', { name: 'Plain' })).not.toBeInTheDocument();
  });

  it('keeps the banner box while loading and shows nothing when there are no banners', () => {
    const { rerender } = renderWithProviders(
      <BannerCarousel banners={undefined} loading onGame={jest.fn()} />,
    );
    expect(screen.getByRole('status', { name: 'Loading featured banners' })).toBeInTheDocument();
    rerender(<BannerCarousel banners={[]} loading={false} onGame={jest.fn()} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
