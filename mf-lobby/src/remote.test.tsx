import { act, createFakeApi, renderWithProviders, screen } from '@jogo/shared/testing';
import LobbyRemote, { prepare } from './remote';

// embla needs layout (ResizeObserver) that jsdom lacks
jest.mock('embla-carousel-react', () => ({ __esModule: true, default: () => [() => undefined, undefined] }));

/** every gateway call stays pending: only what renders before any data is looked at */
const silentApi = () => {
  const api = createFakeApi();
  api.call = () => new Promise<never>(() => undefined);
  return api;
};

describe('mf_lobby ./routes (the first screen without a Suspense fallback)', () => {
  it('renders the route screen in its first commit once prepare() has loaded its code', async () => {
    await prepare({ basePath: '/rng' });
    renderWithProviders(<LobbyRemote basePath="/rng" />, { route: '/rng', api: silentApi() });
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Slots' })).toBeInTheDocument();
  });

  it('shows the loading skeleton for a screen whose code is not loaded yet', async () => {
    renderWithProviders(<LobbyRemote basePath="/inhouse" />, { route: '/inhouse', api: silentApi() });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await act(() => prepare({ basePath: '/inhouse' }));
  });

  it('prepares nothing for a path it does not serve', async () => {
    await expect(prepare({ basePath: '/nope' })).resolves.toBeUndefined();
  });
});
