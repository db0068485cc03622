import { createElement, memo, type ComponentType } from 'react';
import type { VendorLane } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { clearResourceCache } from '@jogo/shared/data';
import { act, createFakeApi, renderWithProviders, screen, waitFor, within } from '@jogo/shared/testing';
import { makeVendor as vendor, numberedGame as game } from '../test-utils/fixtures';
import { HomePage } from './home';

/**
 * Render each section once per data arrival: every part of home counts its renders while each
 * list arrives on its own, one after another. A part renders when its own data arrives (and for its
 * loading state), never because another part's data did.
 */
const renders: Record<string, number> = {};
const count = (name: string) => (renders[name] = (renders[name] ?? 0) + 1);

function counted<P extends object>(name: string | ((p: P) => string), Inner: ComponentType<P>) {
  return (p: P) => {
    count(typeof name === 'string' ? name : name(p));
    return createElement(Inner, p);
  };
}

jest.mock('embla-carousel-react', () => ({ __esModule: true, default: () => [() => undefined, undefined] }));
jest.mock('../features/home-sections/components/home-section', () => {
  const actual = jest.requireActual('../features/home-sections/components/home-section');
  return { ...actual, HomeSection: counted((p: { category: string }) => p.category, actual.HomeSection) };
});
jest.mock('../features/banners/components/banner-carousel', () => {
  const actual = jest.requireActual('../features/banners/components/banner-carousel');
  return { ...actual, BannerCarousel: counted('banners', actual.BannerCarousel) };
});
jest.mock('../features/marquee/components/notice-marquee', () => {
  const actual = jest.requireActual('../features/marquee/components/notice-marquee');
  return { ...actual, NoticeMarquee: counted('marquee', actual.NoticeMarquee) };
});
jest.mock('../features/winners/components/winners-board', () => {
  const actual = jest.requireActual('../features/winners/components/winners-board');
  return { ...actual, WinnersBoard: counted('winners', actual.WinnersBoard) };
});
jest.mock('../features/lobby-menu/components/lobby-menu', () => {
  const actual = jest.requireActual('../features/lobby-menu/components/lobby-menu');
  // the real one is memoised: count inside the memo, where it really renders
  const inner = (actual.LobbyMenu as { type?: ComponentType<object> }).type ?? actual.LobbyMenu;
  return { ...actual, LobbyMenu: memo(counted('menu', inner)) };
});

const LANES: VendorLane[] = [
  {
    gameCategory: 'RNG',
    title: 'RNG',
    cards: { PG: vendor('PG'), PP: vendor('PP') },
    gameClassify: [],
  },
];

/** Each list answers only when the test releases it, so arrivals come one at a time. */
function gatedApi() {
  const gates = new Map<string, () => void>();
  const gate =
    <T,>(path: string, value: T) =>
    () =>
      new Promise<T>((resolve) => gates.set(path, () => resolve(value)));
  const api = createFakeApi()
    .on(
      '/wps/content/banners',
      gate('banners', {
        list: [
          { id: 1, groupName: 'w_home', url: '/b/1.svg', linkage: '', linkageType: 'NONE', title: 'One' },
        ],
      }),
    )
    .on(
      '/wps/relay/MCSFE_getListAnnouncements',
      gate('notices', {
        banners: [],
        playerNotices: [
          { id: 1, title: 'Hello', content: '', promotionType: 'PL', execution: 'B', startTime: '' },
        ],
        popup: [],
        promotion: [],
        content: [],
      }),
    )
    .on('/wps/relay/GCSGAME_hotGamesV2', gate('hot', { list: [game(1), game(2), game(3)] }))
    .on('/wps/relay/GCSGAME_newGameVendor', gate('vendors', { data: { lanes: LANES } }))
    .on(
      '/wps/relay/GCSGAME_getRankList',
      gate('winners', {
        list: [{ iconUrl: '/a.svg', customerName: 'bi***gg', winAmount: 900, gameName: 'B', gameCode: 'B' }],
      }),
    );
  const started = () =>
    waitFor(() =>
      expect([...gates.keys()].sort()).toEqual(['banners', 'hot', 'notices', 'vendors', 'winners']),
    );
  const release = async (name: string) => {
    await waitFor(() => expect(gates.has(name)).toBe(true));
    await act(async () => gates.get(name)!());
  };
  return { api, release, started };
}

beforeEach(() => {
  clearResourceCache();
  sessionStorage.clear();
  for (const k of Object.keys(renders)) delete renders[k];
});

describe('HomePage renders', () => {
  it('renders each part when its own data arrives, not when another part’s does', async () => {
    const { api, release, started } = gatedApi();
    renderWithProviders(<HomePage />, { api });
    // the first render of every part, in its loading state (the data layer may add one as its load starts)
    await waitFor(() =>
      expect(Object.keys(renders).sort()).toEqual([
        'FISH',
        'HOT',
        'LIVE',
        'RNG',
        'banners',
        'marquee',
        'menu',
        'winners',
      ]),
    );
    for (const n of Object.values(renders)) expect(n).toBeLessThanOrEqual(2);
    // every list is on its way (the winners' after the main paint, in its place held by the skeleton)
    await started();
    // let the loads that just started settle into their loading state
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(renders.winners).toBeLessThanOrEqual(3);

    const after = async (name: string) => {
      const before = { ...renders };
      await release(name);
      const changed = Object.keys(renders).filter((k) => renders[k] !== before[k]);
      return { changed, delta: Object.fromEntries(changed.map((k) => [k, renders[k]! - (before[k] ?? 0)])) };
    };

    const banners = await after('banners');
    expect(await screen.findByRole('img', { name: 'One' })).toBeInTheDocument();
    expect(banners.delta).toEqual({ banners: 1 });

    const notices = await after('notices');
    expect(notices.delta).toEqual({ marquee: 1 });

    const hot = await after('hot');
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Hot games' })).getAllByRole('article')).toHaveLength(
        3,
      ),
    );
    expect(hot.delta).toEqual({ HOT: 1 });

    const vendors = await after('vendors');
    await screen.findByRole('link', { name: /^PP\b/ });
    // the lanes feed the menu (one entry per type) and the vendor sections, nothing else
    expect(Object.keys(vendors.delta).sort()).toEqual(['RNG', 'menu']);
    expect(vendors.delta.RNG).toBe(1);

    // the winners board waits for the page's main paint, then loads once
    const winners = await after('winners');
    await screen.findByRole('list', { name: 'Winners, column 1' });
    expect(winners.delta).toEqual({ winners: 1 });

    // an unrelated bus event (a balance push, a favourite change) renders none of them
    const quiet = { ...renders };
    act(() => bus.emit('favourites:changed', ['999']));
    expect(renders).toEqual(quiet);
  });
});
