import userEvent from '@testing-library/user-event';
import { bus, DELIVERY, type BusEvents, type EventName } from '@jogo/shared/bus';
import {
  act,
  createFakeApi,
  marketInfo,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@jogo/shared/testing';
import { lane } from '../layout/test-lanes';
import { resetVendorLanes } from '@jogo/shared/data';
import { SideMenu } from './side-menu';

const api = () =>
  createFakeApi()
    .on('/wps/relay/GCSGAME_newGameVendor', {
      data: { lanes: [lane('LIVE', ['EVO']), lane('RNG', ['PG']), lane('PVP', [])] },
    })
    .on('PUT /wps/member/language', {});

const entryNames = () =>
  within(screen.getAllByRole('navigation', { name: 'Side menu' })[0])
    .getAllByRole('listitem')
    .map((li) => li.textContent);

function record<K extends keyof BusEvents>(name: K): BusEvents[K][] {
  const seen: BusEvents[K][] = [];
  bus.on(name, (p) => seen.push(p));
  return seen;
}

beforeEach(() => {
  resetVendorLanes();
  localStorage.clear();
});

describe('side menu', () => {
  it('holds a place for each vendor category before in-house while the vendors load, so nothing moves after', async () => {
    let answer: (v: unknown) => void = () => undefined;
    const slow = createFakeApi().on(
      '/wps/relay/GCSGAME_newGameVendor',
      () => new Promise((r) => (answer = r)),
    );
    renderWithProviders(<SideMenu />, { api: slow });
    const games = () =>
      [...screen.getAllByRole('navigation', { name: 'Side menu' })[0].querySelector('ul')!.children].map(
        (li) => (li.getAttribute('aria-hidden') ? '-' : li.textContent),
      );
    await waitFor(() => expect(games()).toEqual(['Home', 'Favourites', ...Array(8).fill('-'), 'In-house']));
    act(() => answer({ data: { lanes: [lane('RNG', ['PG'])] } }));
    await waitFor(() => expect(games()).toEqual(['Home', 'Favourites', 'Slots', 'In-house']));
  });

  it('is inert as a closed drawer (no focus, no accessibility tree), never as the desktop column', async () => {
    const close = () => undefined;
    const view = renderWithProviders(<SideMenu drawer drawerOpen={false} onClose={close} />, { api: api() });
    const aside = () => view.container.querySelector('aside')!;
    expect(aside()).toHaveAttribute('inert');
    expect(aside()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('complementary', { name: 'Side menu' })).not.toBeInTheDocument();
    view.rerender(<SideMenu drawer drawerOpen onClose={close} />);
    expect(aside()).not.toHaveAttribute('inert');
    expect(screen.getByRole('complementary', { name: 'Side menu' })).toBe(aside());
    view.rerender(<SideMenu onClose={close} />);
    expect(aside()).not.toHaveAttribute('inert');
    view.rerender(<SideMenu collapsed onClose={close} />);
    expect(aside()).not.toHaveAttribute('inert');
    // the vendors' answer has come (its render is inside the test)
    await waitFor(() => expect(entryNames()).toContain('Slots'));
  });

  it('lists every entry of the spec in order when the optional features are on', async () => {
    renderWithProviders(<SideMenu />, {
      api: api(),
      flags: { MANPLAYREB3: true, VIP3: true, REFERRAL3: true },
    });
    await screen.findByRole('link', { name: 'Live casino' });
    expect(entryNames()).toEqual([
      'Home',
      'Favourites',
      'Live casino',
      'Slots',
      'In-house',
      'Partners',
      'Betting record',
      'Promotions',
      'Rebate',
      'Missions',
      'Rewards',
      'VIP',
      'Point mall',
      'Invite friends',
      'Responsible gaming',
      'Customer service',
      'Chat room',
      'App download',
      'Help',
    ]);
  });

  it('hides rebate without MANPLAYREB3, VIP without VIP3 and invite friends without REFERRAL3', async () => {
    renderWithProviders(<SideMenu />, { api: api(), flags: { MANPLAYREB3: false, VIP3: false } });
    await screen.findByRole('link', { name: 'Live casino' });
    const names = entryNames();
    expect(names).not.toContain('Rebate');
    expect(names).not.toContain('VIP');
    expect(names).not.toContain('Invite friends');
    expect(names).toContain('Missions');
  });

  it('hides the rebate where the market allows none (BR), its flag on; OPEN shows it', async () => {
    renderWithProviders(<SideMenu />, {
      api: api(),
      flags: { MANPLAYREB3: true, VIP3: true },
      market: marketInfo('BR'),
    });
    await screen.findByRole('link', { name: 'Live casino' });
    expect(entryNames()).not.toContain('Rebate');
    expect(entryNames()).toContain('VIP');
    act(() =>
      bus.emit('settings:changed', {
        status: 0,
        flags: { MANPLAYREB3: true, VIP3: true },
        info: { market: marketInfo('OPEN') },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Rebate' })).toBeInTheDocument();
  });

  it('shows each optional entry with its own flag only', async () => {
    renderWithProviders(<SideMenu />, { api: api(), flags: { VIP3: true } });
    await screen.findByRole('link', { name: 'Live casino' });
    expect(screen.getByRole('link', { name: 'VIP' }).getAttribute('href')).toBe('/member?page=playerRank');
    expect(screen.queryByRole('link', { name: 'Rebate' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Invite friends' })).toBeNull();
  });

  it('links entries to their routes and member-centre pages', async () => {
    renderWithProviders(<SideMenu />, { api: api(), flags: { MANPLAYREB3: true, REFERRAL3: true } });
    await screen.findByRole('link', { name: 'Live casino' });
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Home')).toBe('/');
    expect(href('Favourites')).toBe('/favorite');
    expect(href('Live casino')).toBe('/live');
    expect(href('In-house')).toBe('/inhouse');
    expect(href('Betting record')).toBe('/member?page=personalHistoryCopy');
    expect(href('Promotions')).toBe('/promotions');
    expect(href('Rebate')).toBe('/member?page=manualRebate');
    expect(href('Missions')).toBe('/member?page=missionLeaderboard');
    expect(href('Rewards')).toBe('/member?page=rewardCenter');
    expect(href('Point mall')).toBe('/pointMall');
    expect(href('Invite friends')).toBe('/member?page=referral');
    expect(href('App download')).toBe('/down');
    expect(href('Help')).toBe('/help');
  });

  it('shows the mission, reward and message badges', async () => {
    renderWithProviders(<SideMenu />, { api: api(), session: memberSession() });
    act(() => bus.emit('badges:changed', { unreadMessages: 4, missions: 2, rewards: 1 }));
    await screen.findByRole('link', { name: 'Live casino' });
    expect(within(screen.getByRole('link', { name: /Missions/ })).getByText('2')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Rewards/ })).getByText('1')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Messages/ })).getByText('4')).toBeTruthy();
  });

  it('opens the partner banners through the modal host', async () => {
    renderWithProviders(<SideMenu />, { api: api() });
    const modals = record('ui:modal-requested');
    await userEvent.click(screen.getByRole('button', { name: 'Partners' }));
    expect(modals).toEqual([{ name: 'partners' }]);
  });

  it('switches the language from the selector: one language:changed and no other event on the bus', async () => {
    renderWithProviders(<SideMenu />, { api: api(), language: 'EN' });
    const languages = record('language:changed');
    // every stream channel (a reload or refresh request would be one): the data hooks key on the language
    const streams = (Object.keys(DELIVERY) as EventName[]).filter((name) => DELIVERY[name] === 'stream');
    const others = streams.map((name) => ({ name, seen: record(name) }));
    const pt = screen.getByRole('button', { name: 'PT Português' });
    expect(pt.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'EN English' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(pt);
    await waitFor(() => expect(languages.at(-1)).toBe('PT'));
    expect(languages.filter((l) => l === 'PT')).toHaveLength(1);
    expect(others.filter((o) => o.seen.length > 0).map((o) => o.name)).toEqual([]);
    expect(localStorage.getItem('lang')).toBe('PT');
    expect(localStorage.getItem('hisLang')).toBe('PT');
  });
});
