import { Route, Routes } from '@jogo/shared/router';
import type { VendorLane } from '@jogo/shared/api';
import type { ModalRequest } from '@jogo/shared/bus';
import {
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
} from '@jogo/shared/testing';
import { LocationProbe, ModalSpy } from '../test-utils/fixtures';
import LotteryRoute from './lottery';

const elottLane: VendorLane = {
  gameCategory: 'ELOTT',
  title: 'E-lottery',
  cards: {
    TCG_LOTTO_VN: {
      vassalage: 'TCG_LOTTO_VN',
      gameType: 'ELOTT',
      displayName: 'TCG Loto VN',
      lagerIcon: '',
      images: { white: '', color: '', purple: '', default: '', active: '' },
      gameCount: 3,
      category: null,
    },
  },
  gameClassify: [],
};

const lotteryApi = () =>
  createFakeApi()
    .on('/wps/relay/GCSGAME_newGameVendor', { data: { lanes: [elottLane] } })
    .on('/lgw/vn/games/game_menu', {
      list: [
        {
          gameGroupCode: 'VN_NORTH',
          gameGroupName: 'Vietnam Lotto North',
          vassalage: 'TCG_LOTTO_VN',
          gameType: 'ELOTT',
          gameMenus: [
            { gameCode: 'VNMB', gameName: 'Mien Bac', drawInterval: 86400, menuCode: 'VNMB' },
            { gameCode: 'VNFAST', gameName: 'VN Fast Lotto', drawInterval: 300, menuCode: 'VNFAST' },
          ],
        },
      ],
    })
    .on('/lgw/vn/numeros/opened/game', ({ query }: { query?: Record<string, unknown> }) => ({
      list: [
        {
          gameCode: query?.gameCode,
          numero: '20260101-0001',
          winNumbers: '01,22,33,44,55',
          openTime: '2026-01-01T00:00:00.000Z',
        },
      ],
      totalPages: 1,
    }))
    .on('POST /wps/game/launchGame', {
      url: '/wps/game/demo/VNFAST?ticket=t',
      launchType: 'VENDOR',
      gameCode: 'VNFAST',
      gameType: 'ELOTT',
    });

const renderLottery = (
  route: string,
  options: Parameters<typeof renderWithProviders>[1] = {},
  seen: ModalRequest[] = [],
) =>
  renderWithProviders(
    <>
      <ModalSpy seen={seen} />
      <Routes>
        <Route
          path="/vnLottery/*"
          element={
            <>
              <LotteryRoute basePath="/vnLottery" />
              <LocationProbe />
            </>
          }
        />
        <Route path="/seamless" element={<LocationProbe />} />
        <Route path="/lott" element={<LocationProbe />} />
      </Routes>
    </>,
    { route, ...options },
  );

describe('lottery screen (spec 2)', () => {
  it('needs login: a guest gets the login dialog', () => {
    const seen: ModalRequest[] = [];
    const { api } = renderLottery('/vnLottery?gameCode=VNFAST', {}, seen);
    expect(seen).toEqual([{ name: 'login' }]);
    expect(
      api.calls.filter((c) => c.endpoint.path.startsWith('/lgw') || c.endpoint.path.includes('launchGame')),
    ).toHaveLength(0);
  });

  it('shows the menus and opened numbers of the gameCode, and bets with the elott prize mode', async () => {
    const api = lotteryApi();
    renderLottery('/vnLottery?gameCode=VNFAST', { api, session: memberSession() });
    expect(await screen.findByRole('heading', { name: 'VN Fast Lotto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Mien Bac/ })).toBeInTheDocument();
    expect(await screen.findByText('Latest draw 20260101-0001')).toBeInTheDocument();
    expect(
      api.calls.find((c) => c.endpoint.path === '/lgw/vn/numeros/opened/game')?.options.query,
    ).toMatchObject({ gameCode: 'VNFAST' });
    fireEvent.click(screen.getByRole('button', { name: 'Bet now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/seamless?url='));
    expect(api.calls.find((c) => c.endpoint.path === '/wps/game/launchGame')?.options.body).toMatchObject({
      gameCode: 'VNFAST',
      prizeMode: 'ELOTT',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      view: 'betting',
    });
  });

  it('writes a draw time in the site zone (São Paulo), day first, whatever the browser zone', async () => {
    renderLottery('/vnLottery?gameCode=VNFAST', { api: lotteryApi(), session: memberSession() });
    // 2026-01-01T00:00Z is 21:00 of the day before in São Paulo
    expect(await screen.findByText('31/12/2025 21:00')).toBeInTheDocument();
  });

  it('says a linked game this site does not offer is not available, and opens no other game', async () => {
    const api = lotteryApi();
    renderLottery('/vnLottery?gameCode=SG4D', { api, session: memberSession() });
    expect(await screen.findByText('This game is not available here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bet now' })).toBeNull();
    expect(api.calls.some((c) => c.endpoint.path === '/lgw/vn/numeros/opened/game')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'See the lotteries' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/lott'));
  });

  it("says a route's lotteries are not available when the site offers none of them (BR: no foreign lottery)", async () => {
    const api = lotteryApi().on('/lgw/vn/games/game_menu', { list: [] });
    renderLottery('/vnLottery', { api, session: memberSession() });
    expect(await screen.findByText('These lotteries are not available here')).toBeInTheDocument();
  });
});
