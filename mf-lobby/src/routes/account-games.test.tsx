import { Route, Routes } from '@jogo/shared/router';
import { bus, type ModalRequest } from '@jogo/shared/bus';
import {
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@jogo/shared/testing';
import { makeGames, ModalSpy } from '../test-utils/fixtures';
import AccountGamesRoute from './account-games';

const render = (
  kind: 'favourites' | 'recent',
  route: string,
  options: Parameters<typeof renderWithProviders>[1] = {},
) =>
  renderWithProviders(
    <Routes>
      <Route path="/favorite/*" element={<AccountGamesRoute kind={kind} />} />
      <Route path="/recent/*" element={<AccountGamesRoute kind={kind} />} />
    </Routes>,
    { route, ...options },
  );

describe('FAV and RECENT lobbies (spec 4: login needed)', () => {
  it('opens the login dialog for a guest and calls nothing', () => {
    const seen: ModalRequest[] = [];
    const { api } = renderWithProviders(
      <>
        <ModalSpy seen={seen} />
        <Routes>
          <Route path="/recent/*" element={<AccountGamesRoute kind="recent" />} />
        </Routes>
      </>,
      { route: '/recent' },
    );
    expect(seen).toEqual([{ name: 'login' }]);
    expect(screen.getByText('You are not logged in, please login')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(seen).toEqual([{ name: 'login' }, { name: 'login' }]);
    expect(api.calls).toHaveLength(0);
  });

  it('lists the favourites of the type parameter and drops an un-favourited tile at once', async () => {
    const games = makeGames(3);
    const api = createFakeApi()
      .on('/wps/relay/MCSFE_getFavoriteGamesList', { content: games, pageNum: 1, totalPages: 1 })
      .on('POST /wps/relay/MCSFE_removeFavoriteGameV2', ['2001', '2002']);
    render('favourites', '/favorite/RNG', { api, session: memberSession() });
    const grid = await screen.findByRole('list', { name: 'Favourites' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(api.calls[0]?.options.query).toMatchObject({
      gameType: 'RNG',
      pageSize: 999,
      pageNo: 1,
      clientType: 3,
      platform: 'flash',
    });
    expect(
      within(screen.getByRole('group', { name: 'Game types' })).getByRole('button', { name: 'Slots' }),
    ).toHaveAttribute('aria-pressed', 'true');
    // the listed games count as favourites in the shared store (hearts filled)
    expect(bus.current('favourites:changed')).toEqual(games.map((g) => String(g.nodeId)));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Game 1 from favourites' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Favourites' })).getAllByRole('listitem')).toHaveLength(
        2,
      ),
    );
  });

  it('lists recent games (20, most recent first) for a member', async () => {
    const api = createFakeApi().on('/wps/relay/GCS_recentGame', { list: makeGames(2), totalPages: 1 });
    render('recent', '/recent', { api, session: memberSession() });
    const grid = await screen.findByRole('list', { name: 'Recently played' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(api.calls[0]?.options.query).toEqual({ page: 1, size: 20 });
  });

  it('pages the recent games with the gateway page count (20 of 9 pages had no paging)', async () => {
    const api = createFakeApi().on('/wps/relay/GCS_recentGame', { list: makeGames(20), totalPages: 9 });
    render('recent', '/recent', { api, session: memberSession() });
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Page 9' })).toBeInTheDocument();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.calls.at(-1)?.options.query).toEqual({ page: 2, size: 20 }));
    expect(
      within(await screen.findByRole('navigation', { name: 'Pagination' })).getByRole('button', {
        name: 'Page 2',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
