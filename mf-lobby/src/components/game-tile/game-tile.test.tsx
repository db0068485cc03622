import { Route, Routes } from '@jogo/shared/router';
import { bus, type ModalRequest } from '@jogo/shared/bus';
import { useResource } from '@jogo/shared/data';
import {
  act,
  apiError,
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
  recordModals,
} from '@jogo/shared/testing';
import { recentGamesKey } from '../../data/recent-games';
import { LocationProbe, makeGame } from '../../test-utils/fixtures';
import { GameTile } from './game-tile';

/** Any list keyed under the recent games' prefix (home's section, /recent, the lobby's RECENT tab). */
let recentLoads = 0;
function RecentProbe() {
  useResource(recentGamesKey('probe'), () => Promise.resolve((recentLoads += 1)));
  return null;
}

function renderTile(
  game = makeGame(),
  options: Parameters<typeof renderWithProviders>[1] = {},
  { recent = false } = {},
) {
  recentLoads = 0;
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <GameTile game={game} />
            <LocationProbe />
            {recent ? <RecentProbe /> : null}
          </>
        }
      />
    </Routes>,
    { route: '/rng', ...options },
  );
}

const modals = () => {
  const seen: ModalRequest[] = [];
  const off = recordModals((m) => seen.push(m));
  return { seen, off };
};

describe('GameTile', () => {
  it('shows the hot badge only when isHot is 1, with vendor and game names', () => {
    const { unmount } = renderTile(makeGame({ isHot: 1 }));
    expect(screen.getByText('Hot')).toBeInTheDocument();
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
    expect(screen.getByText('Fortune Tiger')).toBeInTheDocument();
    unmount();
    renderTile(makeGame({ isHot: 0 }));
    expect(screen.queryByText('Hot')).not.toBeInTheDocument();
  });

  it("opens the login dialog on a guest's play and favourite clicks, without calling the gateway", () => {
    const { api } = renderTile();
    const m = modals();
    fireEvent.click(screen.getByRole('button', { name: 'Play Fortune Tiger' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Fortune Tiger to favourites' }));
    expect(m.seen).toEqual([{ name: 'login' }, { name: 'login' }]);
    expect(api.calls).toHaveLength(0);
    m.off();
  });

  it('refuses a trial account with the trialRefused dialog', () => {
    const { api } = renderTile(makeGame(), { session: memberSession({ isTrial: true }) });
    const m = modals();
    fireEvent.click(screen.getByRole('button', { name: 'Play Fortune Tiger' }));
    expect(m.seen).toEqual([{ name: 'trialRefused' }]);
    expect(api.calls).toHaveLength(0);
    m.off();
  });

  it('launches a vendor game and opens it in /seamless, reloading the mounted recent lists', async () => {
    const api = createFakeApi().on('POST /wps/game/launchGame', {
      url: '/wps/game/demo/PG_RNG_001?ticket=abc',
      launchType: 'VENDOR',
      gameCode: 'PG_RNG_001',
      gameType: 'RNG',
    });
    renderTile(makeGame(), { api, session: memberSession() }, { recent: true });
    await waitFor(() => expect(recentLoads).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Play Fortune Tiger' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/seamless?url=${encodeURIComponent('/wps/game/demo/PG_RNG_001?ticket=abc')}`,
      ),
    );
    expect(api.calls[0]?.options.body).toMatchObject({
      gameCode: 'PG_RNG_001',
      gameType: 'RNG',
      vassalage: 'PG',
    });
    await waitFor(() => expect(recentLoads).toBe(2));
  });

  it('a refused launch stays on the page with the gateway message and reloads no recent list', async () => {
    const api = createFakeApi().on('POST /wps/game/launchGame', () => {
      throw apiError(503, 'game.maintenance', 'Game under maintenance');
    });
    renderTile(makeGame(), { api, session: memberSession() }, { recent: true });
    await waitFor(() => expect(recentLoads).toBe(1));
    const toasts: string[] = [];
    const off = bus.on('ui:toast-requested', (t) => toasts.push(t.message));
    fireEvent.click(screen.getByRole('button', { name: 'Play Fortune Tiger' }));
    await waitFor(() => expect(toasts).toEqual(['Game under maintenance']));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng');
    expect(recentLoads).toBe(1);
    off();
  });

  it('sends a lottery tile to its lottery screen without launching', () => {
    const { api } = renderTile(makeGame({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SG4D' }), {
      session: memberSession(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Play Fortune Tiger' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/seaLottery?gameCode=SG4D');
    expect(api.calls).toHaveLength(0);
  });
});

/** the frame after the tap and the task after it: the request starts once that frame is under way */
const nextFrame = () =>
  act(() => {
    jest.advanceTimersToNextFrame();
    jest.advanceTimersByTime(1);
  });

describe('favourite toggle (spec 4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('turns the heart at once and sends the request after that frame', async () => {
    const api = createFakeApi().on('POST /wps/relay/MCSFE_addFavoriteGameV2', ['1001']);
    renderTile(makeGame(), { api, session: memberSession() });
    fireEvent.click(screen.getByRole('button', { name: 'Add Fortune Tiger to favourites' }));
    expect(screen.getByRole('button', { name: 'Remove Fortune Tiger from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.calls).toHaveLength(0);
    nextFrame();
    await act(async () => {});
    expect(api.calls.map((c) => c.endpoint.path)).toEqual(['/wps/relay/MCSFE_addFavoriteGameV2']);
  });

  it('adds optimistically, throttles to one action per second (leading only), then removes', async () => {
    const api = createFakeApi()
      .on('POST /wps/relay/MCSFE_addFavoriteGameV2', ['1001'])
      .on('POST /wps/relay/MCSFE_removeFavoriteGameV2', []);
    renderTile(makeGame(), { api, session: memberSession() });
    const heart = screen.getByRole('button', { name: 'Add Fortune Tiger to favourites' });
    fireEvent.click(heart);
    // optimistic: the shared store has the id before the gateway answers
    expect(bus.current('favourites:changed')).toEqual(['1001']);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(heart);
    fireEvent.click(heart);
    nextFrame();
    await act(async () => {});
    expect(api.calls.map((c) => c.endpoint.path)).toEqual(['/wps/relay/MCSFE_addFavoriteGameV2']);
    expect(api.calls[0]?.options.body).toEqual({ nodeId: '1001', vendor: 'PG', gameType: 'RNG' });
    act(() => jest.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Fortune Tiger from favourites' }));
    expect(bus.current('favourites:changed')).toEqual([]);
    nextFrame();
    await act(async () => {});
    expect(api.calls.map((c) => c.endpoint.path)).toEqual([
      '/wps/relay/MCSFE_addFavoriteGameV2',
      '/wps/relay/MCSFE_removeFavoriteGameV2',
    ]);
  });

  it("replaces the optimistic list with the gateway's answer (the ids after the change)", async () => {
    // the member also added 2002 on another device: the answer is the whole list
    const api = createFakeApi().on('POST /wps/relay/MCSFE_addFavoriteGameV2', ['2002', '1001']);
    renderTile(makeGame(), { api, session: memberSession() });
    fireEvent.click(screen.getByRole('button', { name: 'Add Fortune Tiger to favourites' }));
    expect(bus.current('favourites:changed')).toEqual(['1001']);
    nextFrame();
    await act(async () => {});
    expect(bus.current('favourites:changed')).toEqual(['2002', '1001']);
  });

  it('puts the previous list back when the gateway refuses', async () => {
    const api = createFakeApi().on('POST /wps/relay/MCSFE_addFavoriteGameV2', () => {
      throw apiError(403, 'member.trial_refused', 'Register an account first');
    });
    renderTile(makeGame(), { api, session: memberSession() });
    const toasts: string[] = [];
    const off = bus.on('ui:toast-requested', (t) => toasts.push(t.message));
    fireEvent.click(screen.getByRole('button', { name: 'Add Fortune Tiger to favourites' }));
    expect(bus.current('favourites:changed')).toEqual(['1001']);
    nextFrame();
    await act(async () => {});
    expect(bus.current('favourites:changed')).toEqual([]);
    expect(toasts).toEqual(['Register an account first']);
    off();
  });
});
