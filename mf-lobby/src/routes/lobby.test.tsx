import { Route, Routes } from '@jogo/shared/router';
import type { CallOptions, GameListValue } from '@jogo/shared/api';
import type { ModalRequest } from '@jogo/shared/bus';
import {
  createFakeApi,
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
  within,
  recordModals,
  memberSession,
} from '@jogo/shared/testing';
import { clearResourceCache, resetVendorLanes } from '@jogo/shared/data';
import { LocationProbe, makeGames, rngLane } from '../test-utils/fixtures';
import LobbyRoute from './lobby';

const TOTAL = 40; // 3 pages of 15

function lobbyApi(total = TOTAL) {
  return createFakeApi()
    .on('/wps/relay/GCSGAME_newGameVendor', { data: { lanes: [rngLane] } })
    .on('/wps/relay/GCSGAME_gameList', ({ query }: CallOptions): GameListValue => {
      const page = Number(query?.pageNo ?? 1);
      const size = Number(query?.pageSize);
      const name = String(query?.gameName ?? '');
      const all = makeGames(total).filter((g) => g.gameName.includes(name));
      return {
        games: all.slice((page - 1) * size, page * size),
        totalPages: Math.ceil(all.length / size),
        totalCount: all.length,
        pageNo: page,
      };
    });
}

function renderLobby(route = '/rng', api = lobbyApi()) {
  sessionStorage.clear();
  return renderWithProviders(
    <Routes>
      <Route
        path="/rng/*"
        element={
          <>
            <LobbyRoute gameType="RNG" />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route, api },
  );
}

const gameListCalls = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((c) => c.endpoint.path === '/wps/relay/GCSGAME_gameList');

describe('game lobby per type (spec 2)', () => {
  it('shows a skeleton grid, then 15 games, the title with a back link, vendor and classify menus', async () => {
    const { api } = renderLobby();
    expect(screen.getAllByTestId('tile-skeleton')).toHaveLength(15);
    const grid = await screen.findByRole('list', { name: 'Slots games' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByRole('heading', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(
      within(screen.getByRole('group', { name: 'Providers' })).getByRole('button', { name: 'PG Soft' }),
    ).toBeInTheDocument();
    const classify = within(screen.getByRole('group', { name: 'Categories' }));
    for (const name of ['All', 'Hot', 'Recent', 'New', 'Slots', 'Scratch'])
      expect(classify.getByRole('button', { name })).toBeInTheDocument();
    expect(classify.queryByRole('button', { name: 'Bingo' })).not.toBeInTheDocument();
    expect(gameListCalls(api)[0]?.options.query).toMatchObject({
      clientType: 3,
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 15,
      gameClassify: 'ALL',
    });
  });

  it('holds the vendor row while the lanes load, so the rows below do not move when they come', async () => {
    // the page's one lanes store: empty, and its pending call dropped after (it never answers here)
    resetVendorLanes();
    const slowLanes = lobbyApi().on(
      '/wps/relay/GCSGAME_newGameVendor',
      () => new Promise<never>(() => undefined),
    );
    const view = renderLobby('/rng', slowLanes);
    const vendors = within(screen.getByRole('group', { name: 'Providers' }));
    expect(vendors.getAllByRole('button').map((b) => b.textContent)).toEqual(['All providers']);
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    view.unmount();
    resetVendorLanes();
  });

  it("keeps a guest's list for the session: the next visit, even after a reload, shows it at once", async () => {
    const first = renderLobby();
    await screen.findByRole('list', { name: 'Slots games' });
    first.unmount();
    // a reload: the page's memory is gone, sessionStorage stays; the gateway is slow this time
    const stored = Object.entries(sessionStorage);
    expect(stored.some(([k]) => k.includes('lobby/games'))).toBe(true);
    clearResourceCache();
    for (const [k, v] of stored) sessionStorage.setItem(k, v);
    const slow = lobbyApi().on('/wps/relay/GCSGAME_gameList', () => new Promise<never>(() => undefined));
    renderWithProviders(<LobbyRoute gameType="RNG" />, { route: '/rng', api: slow, keepBus: true });
    const grid = screen.getByRole('list', { name: 'Slots games' });
    expect(within(grid).getAllByRole('article')).toHaveLength(15);
    expect(screen.queryByTestId('tile-skeleton')).toBeNull();
    // and it is revalidated behind the shown list
    expect(gameListCalls(slow)).toHaveLength(1);
  });

  it("keeps a member's list in memory only, never in sessionStorage", async () => {
    sessionStorage.clear();
    renderWithProviders(<LobbyRoute gameType="RNG" />, {
      route: '/rng',
      api: lobbyApi(),
      session: memberSession(),
    });
    await screen.findByRole('list', { name: 'Slots games' });
    expect(Object.keys(sessionStorage).filter((k) => k.includes('lobby/games'))).toEqual([]);
  });

  it('pages with the shared pagination and ignores a page beyond totalPages', async () => {
    const { api } = renderLobby();
    await screen.findByRole('list', { name: 'Slots games' });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/rng?page=3'));
    await screen.findByText('Game 31');
    expect(within(screen.getByRole('list', { name: 'Slots games' })).getAllByRole('listitem')).toHaveLength(
      10,
    );
    // "next" on the last page goes nowhere
    const calls = gameListCalls(api).length;
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?page=3');
    expect(gameListCalls(api)).toHaveLength(calls);
  });

  it("keeps the page's tiles, busy, until the next page answers, with no skeletons in between", async () => {
    let answer: () => void = () => undefined;
    const list = lobbyApi();
    const api = createFakeApi()
      .on('/wps/relay/GCSGAME_newGameVendor', { data: { lanes: [rngLane] } })
      .on('/wps/relay/GCSGAME_gameList', (options: CallOptions) => {
        const value = list.call<GameListValue>(
          { method: 'GET', path: '/wps/relay/GCSGAME_gameList' } as never,
          options,
        );
        if (Number(options.query?.pageNo ?? 1) === 1) return value;
        return new Promise<GameListValue>((resolve) => (answer = () => resolve(value)));
      });
    renderLobby('/rng', api);
    await screen.findByText('Game 1');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 2' }),
    );
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    await waitFor(() =>
      expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    const grid = screen.getByRole('list', { name: 'Slots games' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getByText('Game 1')).toBeInTheDocument();
    expect(screen.queryByTestId('tile-skeleton')).toBeNull();
    answer();
    expect(await screen.findByText('Game 16')).toBeInTheDocument();
    expect(screen.queryByText('Game 1')).toBeNull();
    expect(screen.getByRole('list', { name: 'Slots games' })).not.toHaveAttribute('aria-busy');
  });

  it("shows skeletons, never another vendor's games, while a new vendor's list loads", async () => {
    let answer: () => void = () => undefined;
    const list = lobbyApi();
    const api = createFakeApi()
      .on('/wps/relay/GCSGAME_newGameVendor', { data: { lanes: [rngLane] } })
      .on('/wps/relay/GCSGAME_gameList', (options: CallOptions) => {
        const value = list.call<GameListValue>(
          { method: 'GET', path: '/wps/relay/GCSGAME_gameList' } as never,
          options,
        );
        if (!options.query?.vassalage) return value;
        return new Promise<GameListValue>((resolve) => (answer = () => resolve(value)));
      });
    renderLobby('/rng', api);
    await screen.findByText('Game 1');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Providers' })).getByRole('button', { name: 'PG Soft' }),
    );
    await waitFor(() => expect(screen.getAllByTestId('tile-skeleton')).toHaveLength(15));
    expect(screen.queryByText('Game 1')).toBeNull();
    answer();
    expect(await screen.findByText('Game 1')).toBeInTheDocument();
  });

  it('drops a page in the URL beyond totalPages back to the first page', async () => {
    renderLobby('/rng?page=9');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng$/));
    expect(await screen.findByText('Game 1')).toBeInTheDocument();
  });

  it('hides the pagination when there is only one page', async () => {
    renderLobby('/rng', lobbyApi(12));
    await screen.findByRole('list', { name: 'Slots games' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('searches the trimmed name with the ALL filter and shows the no-data state', async () => {
    const { api } = renderLobby('/rng?classify=HOT');
    await screen.findByRole('list', { name: 'Slots games' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games by name' }), {
      target: { value: '  Game 4  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(gameListCalls(api).at(-1)?.options.query).toMatchObject({
        gameName: 'Game 4',
        gameClassify: 'ALL',
      }),
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing like this' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No games match “nothing like this”')).toBeInTheDocument();
  });

  it('asks a guest to log in for the RECENT class', async () => {
    renderLobby();
    await screen.findByRole('list', { name: 'Slots games' });
    const seen: ModalRequest[] = [];
    const off = recordModals((m) => seen.push(m));
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { name: 'Recent' }),
    );
    expect(seen).toEqual([{ name: 'login' }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng$/);
    off();
  });

  it('filters by vendor from the URL (a vendor card opens /rng?vassalage=)', async () => {
    const { api } = renderLobby('/rng?vassalage=PG');
    await screen.findByRole('list', { name: 'Slots games' });
    expect(gameListCalls(api)[0]?.options.query).toMatchObject({ vassalage: 'PG' });
    expect(
      within(screen.getByRole('group', { name: 'Providers' })).getByRole('button', { name: 'PG Soft' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('says a vendor this site does not offer is not available, where an old link names one', async () => {
    const none = (): GameListValue => ({ games: [], totalPages: 0, totalCount: 0, pageNo: 1 });
    renderLobby('/rng?vassalage=S128', lobbyApi().on('/wps/relay/GCSGAME_gameList', none));
    expect(await screen.findByText('This provider is not available here')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'See all providers' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng$/));
  });

  it('says only "no data" for an offered vendor with no games', async () => {
    const none = (): GameListValue => ({ games: [], totalPages: 0, totalCount: 0, pageNo: 1 });
    renderLobby('/rng?vassalage=PG', lobbyApi().on('/wps/relay/GCSGAME_gameList', none));
    await waitFor(() => expect(screen.queryAllByTestId('tile-skeleton')).toHaveLength(0));
    expect(screen.queryByText('This provider is not available here')).toBeNull();
  });
});
