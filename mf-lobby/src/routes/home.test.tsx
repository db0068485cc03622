import type {
  AnnouncementsValue,
  BannersValue,
  FavoriteListValue,
  GameType,
  GameVendor,
  HotGamesValue,
  NewGameVendorValue,
  RankListValue,
  RecentGameValue,
  VendorLane,
} from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import {
  act,
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
  recordModals,
} from '@jogo/shared/testing';
import { clearResourceCache } from '@jogo/shared/data';
import { LocationProbe, makeVendor as vendor, numberedGame as game } from '../test-utils/fixtures';
import { HomePage } from './home';

// embla needs layout (ResizeObserver) that jsdom lacks; the carousel has its own tests with a fake embla
jest.mock('embla-carousel-react', () => ({ __esModule: true, default: () => [() => undefined, undefined] }));

const lane = (gameCategory: GameType, cards: GameVendor[]): VendorLane => ({
  gameCategory,
  title: gameCategory,
  cards: Object.fromEntries(cards.map((c) => [c.vassalage, c])),
  gameClassify: [],
});

const LANES = [
  lane('LIVE', [vendor('EVO', 'LIVE', 'Evolution')]),
  lane('SPORTS', [
    vendor('SABA', 'SPORTS', 'SABA Sports'),
    vendor('IMES', 'SPORTS', 'IM E-Sports'),
    vendor('TF', 'SPORTS', 'TF Gaming'),
  ]),
  lane(
    'RNG',
    ['PG', 'PP', 'JILI', 'CQ9', 'HAB', 'JDB', 'FC'].map((v) => vendor(v, 'RNG')),
  ),
  lane('PVP', [vendor('KY', 'PVP', 'Kaiyuan')]),
];

function siteApi({
  hot = 30,
  recent = [game(501, { gameName: 'Recent One' })],
  favs = [game(601, { gameName: 'Fav One' })],
} = {}) {
  const language = () => bus.current('language:changed');
  return createFakeApi()
    .on('/wps/content/banners', (): BannersValue => ({
      list: [
        {
          id: 1,
          groupName: 'w_home',
          url: '/wps/assets/banners/1.svg',
          linkage: '/promotions',
          linkageType: 'ROUTE',
          title: `Welcome ${language()}`,
        },
      ],
    }))
    .on('/wps/relay/MCSFE_getListAnnouncements', (): AnnouncementsValue => ({
      banners: [],
      playerNotices: [
        {
          id: 42,
          title: `Notice ${language()}`,
          content: '<p>x</p>',
          promotionType: 'PL',
          execution: 'B',
          startTime: '',
        },
      ],
      popup: [],
      promotion: [],
      content: [],
    }))
    .on('/wps/relay/GCSGAME_getRankList', (): RankListValue => ({
      list: [
        { iconUrl: '/a.svg', customerName: 'sm***ll', winAmount: 10, gameName: 'A', gameCode: 'A' },
        { iconUrl: '/b.svg', customerName: 'bi***gg', winAmount: 900, gameName: 'B', gameCode: 'B' },
      ],
    }))
    .on('/wps/relay/GCSGAME_hotGamesV2', (): HotGamesValue => ({
      list: Array.from({ length: hot }, (_, i) => game(i + 1, { gameName: `Hot ${language()} ${i + 1}` })),
    }))
    .on('/wps/relay/GCSGAME_newGameVendor', (): NewGameVendorValue => ({ data: { lanes: LANES } }))
    .on('/wps/relay/GCS_recentGame', (): RecentGameValue => ({ list: recent, totalPages: 1 }))
    .on('/wps/relay/MCSFE_getFavoriteGamesList', (): FavoriteListValue => ({
      content: favs,
      pageNum: 1,
      totalPages: 1,
    }));
}

const callsTo = (api: ReturnType<typeof createFakeApi>, path: string) =>
  api.calls.filter((c) => c.endpoint.path === path);
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  clearResourceCache();
  sessionStorage.clear();
});

describe('HomePage', () => {
  it('a guest sees banners, notices, hot games, vendor sections and the winners board, without RECENT or FAV', async () => {
    const api = siteApi();
    renderWithProviders(<HomePage />, { api });
    expect(await screen.findByRole('img', { name: 'Welcome EN' })).toHaveAttribute('fetchpriority', 'high');
    expect(await screen.findByRole('button', { name: 'Open notice: Notice EN' })).toBeInTheDocument();
    await waitFor(() => expect(within(section('Hot games')).getAllByRole('article')).toHaveLength(10));
    expect(await within(section('Slots')).findAllByRole('link', { name: / games$/ })).toHaveLength(5);
    expect(await screen.findByRole('list', { name: 'Winners, column 1' })).toHaveTextContent('bi***gg');
    expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Favourites' })).not.toBeInTheDocument();
    expect(callsTo(api, '/wps/relay/GCS_recentGame')).toHaveLength(0);
    expect(callsTo(api, '/wps/relay/MCSFE_getFavoriteGamesList')).toHaveLength(0);
  });

  it('asks for the w_home banners, the guest notices and 20 winners', async () => {
    const api = siteApi();
    renderWithProviders(<HomePage />, { api });
    await screen.findByRole('list', { name: 'Winners, column 1' });
    expect(callsTo(api, '/wps/content/banners')[0].options.query).toMatchObject({ groupName: 'w_home' });
    expect(callsTo(api, '/wps/relay/MCSFE_getListAnnouncements')[0].options.query).toMatchObject({
      types: 'PL',
      platform: 'W',
      execution: 'B',
    });
    expect(callsTo(api, '/wps/relay/GCSGAME_getRankList')[0].options.query).toMatchObject({
      gameCategory: 'ALL',
      limitNum: 20,
    });
  });

  it('moves e-sport sports cards into an E-sports section right after Sports', async () => {
    renderWithProviders(<HomePage />, { api: siteApi() });
    const sports = await screen.findByRole('region', { name: 'Sports' });
    expect(
      within(sports)
        .getAllByRole('link', { name: /games$/ })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/sports?vassalage=SABA']);
    const esports = section('E-sports');
    expect(within(esports).getByRole('link', { name: /^IM E-Sports/ })).toHaveAttribute(
      'href',
      '/esports?vassalage=IMES',
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 6)).toEqual([
      'Hot games',
      'Slots',
      'Live casino',
      'Sports',
      'E-sports',
      'Cards and poker',
    ]);
  });

  it('hot games show 15 after load more', async () => {
    renderWithProviders(<HomePage />, { api: siteApi({ hot: 30 }) });
    await waitFor(() => expect(within(section('Hot games')).getAllByRole('article')).toHaveLength(10));
    fireEvent.click(within(section('Hot games')).getByRole('button', { name: 'Load more' }));
    expect(within(section('Hot games')).getAllByRole('article')).toHaveLength(15);
  });

  it('a member sees RECENT and FAV, and the lobby menu offers FAV and RECENT', async () => {
    const api = siteApi();
    renderWithProviders(<HomePage />, { api, session: memberSession() });
    expect(
      await within(await screen.findByRole('region', { name: 'Recently played' })).findByRole('article', {
        name: 'Recent One',
      }),
    ).toBeInTheDocument();
    expect(
      await within(section('Favourites')).findByRole('article', { name: 'Fav One' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Lobby menu' });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/^\W+/u, '')),
    ).toEqual([
      'Hot',
      'Favourites',
      'Live casino',
      'Sports',
      'Slots',
      'Cards and poker',
      'In-house',
      'Recent',
    ]);
  });

  it('a member without recent games has no RECENT menu entry', async () => {
    renderWithProviders(<HomePage />, { api: siteApi({ recent: [] }), session: memberSession() });
    expect(await screen.findByText('Games you play show up here')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Lobby menu' });
    expect(within(menu).queryByRole('button', { name: /Recent/ })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: /Favourites/ })).toBeInTheDocument();
  });

  it('a language change fetches each list of the page once, in the new language', async () => {
    const api = siteApi();
    renderWithProviders(<HomePage />, { api });
    await screen.findByRole('list', { name: 'Winners, column 1' });
    await waitFor(() => expect(within(section('Hot games')).getAllByRole('article')).toHaveLength(10));
    await screen.findByRole('region', { name: 'Slots' });
    const before = api.calls.length;
    // what i18n publishes on a switch (the shell sends nothing else)
    act(() => bus.emit('language:changed', 'PT'));
    expect(await screen.findByRole('article', { name: 'Hot PT 1' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Slots' });
    await waitFor(() =>
      expect(callsTo(api, '/wps/relay/GCSGAME_getRankList').at(-1)?.options.query).toMatchObject({
        language: 'PT',
      }),
    );
    const paths = api.calls.slice(before).map((c) => c.endpoint.path);
    const counts = Object.fromEntries(paths.map((p) => [p, paths.filter((q) => q === p).length]));
    expect(counts).toMatchObject({
      '/wps/relay/GCSGAME_hotGamesV2': 1,
      '/wps/relay/GCSGAME_getRankList': 1,
      '/wps/relay/GCSGAME_newGameVendor': 1,
    });
    expect(Object.values(counts).every((n) => n === 1)).toBe(true);
  });

  it('serves hot games and vendors from the session cache on the next visit', async () => {
    const api = siteApi();
    const first = renderWithProviders(<HomePage />, { api });
    await waitFor(() => expect(within(section('Hot games')).getAllByRole('article')).toHaveLength(10));
    await screen.findByRole('region', { name: 'Slots' });
    first.unmount();
    const again = siteApi();
    // the same page (bus and data cache kept), later
    renderWithProviders(<HomePage />, { api: again, keepBus: true });
    expect(within(section('Hot games')).getAllByRole('article')).toHaveLength(10);
    expect(callsTo(again, '/wps/relay/GCSGAME_hotGamesV2')).toHaveLength(0);
    expect(callsTo(again, '/wps/relay/GCSGAME_newGameVendor')).toHaveLength(0);
    // the uncached parts (winners) still load
    expect(await screen.findByRole('list', { name: 'Winners, column 1' })).toBeInTheDocument();
  });

  it('a banner that links a game asks a guest to log in, and starts it for a member (framed in /seamless)', async () => {
    const gameBanner = (api: ReturnType<typeof siteApi>) =>
      api.on('/wps/content/banners', (): BannersValue => ({
        list: [
          {
            id: 9,
            groupName: 'w_home',
            url: '/wps/assets/banners/9.svg',
            linkage: 'PG_RNG_001',
            linkageType: 'GAME',
            title: 'Play PG',
          },
        ],
      }));
    const seen: unknown[] = [];
    const guest = renderWithProviders(<HomePage />, { api: gameBanner(siteApi()) });
    const off = recordModals((r) => seen.push(r));
    fireEvent.click(await screen.findByRole('img', { name: 'Play PG' }));
    off();
    expect(seen).toEqual([{ name: 'login' }]);
    guest.unmount();

    const api = gameBanner(siteApi()).on('POST /wps/game/launchGame', {
      url: '/wps/game/demo/PG_RNG_001?ticket=t1',
      launchType: 'VENDOR',
      gameCode: 'PG_RNG_001',
      gameType: 'RNG',
    });
    renderWithProviders(
      <>
        <HomePage />
        <LocationProbe />
      </>,
      { api, session: memberSession() },
    );
    fireEvent.click(await screen.findByRole('img', { name: 'Play PG' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/seamless?url=${encodeURIComponent('/wps/game/demo/PG_RNG_001?ticket=t1')}`,
      ),
    );
    const launch = api.calls.find((c) => c.endpoint.path === '/wps/game/launchGame');
    expect(launch?.options.body).toMatchObject({ gameCode: 'PG_RNG_001', device: 'web' });
  });

  it('clicking a notice asks for the notice dialog', async () => {
    renderWithProviders(<HomePage />, { api: siteApi() });
    const seen: unknown[] = [];
    const off = recordModals((r) => seen.push(r));
    fireEvent.click(await screen.findByRole('button', { name: 'Open notice: Notice EN' }));
    off();
    expect(seen).toEqual([{ name: 'notice', props: { id: 42 } }]);
  });
});
