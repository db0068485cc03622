import { act, createFakeApi, renderWithProviders, screen, waitFor } from '@jogo/shared/testing';
import { lane } from '../layout/test-lanes';
import { loadVendorLanes, resetVendorLanes } from '@jogo/shared/data';
import { TopNav } from './top-nav';

const VENDORS = '/wps/relay/GCSGAME_newGameVendor';

function navNames() {
  const nav = screen.getByRole('navigation', { name: 'Game categories' });
  return [...nav.querySelectorAll('a')].map((a) => a.textContent);
}

beforeEach(() => resetVendorLanes());

describe('top navigation', () => {
  it('shows only categories with at least one vendor, in the spec order, plus home, promotions and in-house', async () => {
    const api = createFakeApi().on(VENDORS, {
      data: { lanes: [lane('RNG', ['PG']), lane('LIVE', ['EVO']), lane('FISH', [])] },
    });
    renderWithProviders(<TopNav />, { api });
    await screen.findByRole('link', { name: 'Slots' });
    expect(navNames()).toEqual(['Home', 'Promotions', 'Live casino', 'Slots', 'In-house']);
  });

  it('holds a place for each vendor category before in-house while the vendors load, so nothing moves after', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const api = createFakeApi().on(VENDORS, () => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<TopNav />, { api });
    const list = screen.getByRole('navigation', { name: 'Game categories' }).querySelector('ul')!;
    const kinds = () =>
      [...list.children].map((li) => (li.getAttribute('aria-hidden') ? '-' : li.textContent));
    await waitFor(() => expect(kinds()).toEqual(['Home', 'Promotions', ...Array(8).fill('-'), 'In-house']));
    act(() => answer({ data: { lanes: [lane('RNG', ['PG'])] } }));
    await screen.findByRole('link', { name: 'Slots' });
    expect(kinds()).toEqual(['Home', 'Promotions', 'Slots', 'In-house']);
  });

  it('keeps home, promotions and in-house when no category has a vendor', async () => {
    const api = createFakeApi().on(VENDORS, { data: { lanes: [] } });
    renderWithProviders(<TopNav />, { api });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(navNames()).toEqual(['Home', 'Promotions', 'In-house']));
  });

  it('keeps home, promotions and in-house when the vendor call fails', async () => {
    renderWithProviders(<TopNav />, { api: createFakeApi() });
    await waitFor(() => expect(navNames()).toEqual(['Home', 'Promotions', 'In-house']));
  });

  it('shows every category when each has a vendor, e-sports also from sports cards of e-sport vendors', async () => {
    const api = createFakeApi().on(VENDORS, {
      data: {
        lanes: [
          lane('ELOTT', ['TCG']),
          lane('LOTT', ['TCG']),
          lane('LIVE', ['EVO']),
          lane('SPORTS', ['SABA', 'IMES'], null),
          lane('FISH', ['JDB']),
          lane('RNG', ['PG']),
          lane('PVP', ['KY']),
        ].map((l) =>
          l.gameCategory === 'SPORTS'
            ? { ...l, cards: { ...l.cards, IMES: { ...l.cards.IMES, category: 'ESPORTS' as const } } }
            : l,
        ),
      },
    });
    renderWithProviders(<TopNav />, { api });
    await screen.findByRole('link', { name: 'E-Sports' });
    expect(navNames()).toEqual([
      'Home',
      'Promotions',
      'E-Lottery',
      'Lottery',
      'Live casino',
      'Sports',
      'Fishing',
      'Slots',
      'Cards',
      'E-Sports',
      'In-house',
    ]);
  });

  it('marks the current category', async () => {
    const api = createFakeApi().on(VENDORS, { data: { lanes: [lane('LIVE', ['EVO'])] } });
    renderWithProviders(<TopNav />, { api, route: '/live' });
    const live = await screen.findByRole('link', { name: 'Live casino' });
    expect(live.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('loads the vendors once for the session and again, flushed, when the lanes are reloaded', async () => {
    const api = createFakeApi().on(VENDORS, { data: { lanes: [lane('LIVE', ['EVO'])] } });
    const first = renderWithProviders(<TopNav />, { api });
    await screen.findByRole('link', { name: 'Live casino' });
    first.unmount();
    renderWithProviders(<TopNav />, { api });
    await screen.findByRole('link', { name: 'Live casino' });
    expect(api.calls).toHaveLength(1);

    api.on(VENDORS, { data: { lanes: [lane('LIVE', ['EVO']), lane('SPORTS', ['SABA'])] } });
    await act(() => loadVendorLanes('EN', true));
    await screen.findByRole('link', { name: 'Sports' });
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1].options.query).toMatchObject({ flush: true });
  });
});
