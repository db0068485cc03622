import { createFakeApi, renderWithProviders, screen, within } from '@jogo/shared/testing';
import { Footer } from './footer';

/** No dead ends; the feedback form is reachable from every page's footer. */
it('links to the feedback form from the support column', () => {
  renderWithProviders(<Footer />, {
    api: createFakeApi().on('/wps/relay/GCSGAME_newGameVendor', { data: { lanes: [] } }),
  });
  const support = screen.getByRole('navigation', { name: 'Support' });
  expect(within(support).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
});
