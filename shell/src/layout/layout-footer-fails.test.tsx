import { Route, Routes } from '@jogo/shared/router';
import { act, createFakeApi, renderWithProviders, screen } from '@jogo/shared/testing';
import { afterMainPaint } from '@jogo/shared/ui';
import { Layout } from './layout';

// the footer's chunk cannot load (offline, its file not yet in the service worker's cache)
jest.mock('../footer/footer', () => {
  throw new Error('Loading chunk 679 failed');
});

it('shows the page without its footer when the footer cannot load, never an error over the site', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    renderWithProviders(
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={<p>page content</p>} />
        </Route>
      </Routes>,
      { api: createFakeApi().on('/wps/relay/GCSGAME_newGameVendor', { data: { lanes: [] } }), route: '/' },
    );
    await act(async () => afterMainPaint());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('page content');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  } finally {
    errors.mockRestore();
  }
});
