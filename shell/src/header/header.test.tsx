import userEvent from '@testing-library/user-event';
import { bus, type BusEvents } from '@jogo/shared/bus';
import { act, createFakeApi, memberSession, renderWithProviders, screen, within } from '@jogo/shared/testing';
import { resetVendorLanes } from '@jogo/shared/data';
import { balanceText } from './balance';
import { Header } from './header';

const api = () => createFakeApi().on('/wps/relay/GCSGAME_newGameVendor', { data: { lanes: [] } });

function record<K extends keyof BusEvents>(name: K): BusEvents[K][] {
  const seen: BusEvents[K][] = [];
  bus.on(name, (p) => seen.push(p));
  return seen;
}

beforeEach(() => resetVendorLanes());

describe('header for guests', () => {
  it('offers login and register, which ask the modal host for their dialogs', async () => {
    renderWithProviders(<Header onToggleMenu={() => undefined} />, { api: api() });
    const modals = record('ui:modal-requested');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(modals).toEqual([{ name: 'login' }, { name: 'register' }]);
    expect(screen.queryByRole('group', { name: 'Balance' })).toBeNull();
  });

  it('has the side-menu toggle, the logo link home and the partner banners entry', async () => {
    const onToggle = jest.fn();
    renderWithProviders(<Header onToggleMenu={onToggle} menuOpen={false} />, { api: api() });
    const modals = record('ui:modal-requested');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Jogo — home' }).getAttribute('href')).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Partners' }));
    expect(modals).toEqual([{ name: 'partners' }]);
  });
});

describe('header balance', () => {
  it('formats two decimals with the currency symbol, or stars when hidden', () => {
    expect(balanceText(1234.5, 'R$', false, 'EN')).toBe('R$1,234.50');
    expect(balanceText(1234.5, 'R$', false, 'PT')).toBe('R$\u00a01.234,50');
    expect(balanceText(7, 'R$', false, 'EN')).toBe('R$7.00');
    expect(balanceText(1234.5, 'R$', true, 'EN')).toBe('R$ ******');
  });

  it('shows the member balance with two decimals, hides it with stars and asks for a refresh', async () => {
    renderWithProviders(<Header />, { api: api(), session: memberSession() });
    act(() =>
      bus.emit('balance:changed', { amount: 250.1, currencySymbol: 'R$', hidden: false, loading: false }),
    );
    const balance = screen.getByRole('group', { name: 'Balance' });
    expect(within(balance).getByText('R$250.10')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(within(balance).getByText('R$ ******')).toBeTruthy();
    expect(within(balance).queryByText('R$250.10')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(within(balance).getByText('R$250.10')).toBeTruthy();

    const refreshes = record('wallet:balance-refresh-requested');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(refreshes).toHaveLength(1);
  });

  it('disables refresh while the balance loads', () => {
    renderWithProviders(<Header />, { api: api(), session: memberSession() });
    act(() => bus.emit('balance:changed', { amount: 1, currencySymbol: 'R$', hidden: false, loading: true }));
    expect((screen.getByRole('button', { name: 'Refresh balance' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('links deposit and withdraw to their member-centre pages and hides login and register', () => {
    renderWithProviders(<Header />, { api: api(), session: memberSession() });
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/member?page=depositv2');
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe('/member?page=withdraw');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });
});

describe('avatar menu', () => {
  it('lists the spec entries in order with their targets', async () => {
    renderWithProviders(<Header />, { api: api(), session: memberSession() });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('menu', { name: 'Account menu' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Agent',
      'My account',
      'Betting record',
      'Account record',
      'Messages',
      'Deposit',
      'Withdraw',
      'Security centre',
      'Customer service',
      'Sign out',
    ]);
    const href = (name: string) => within(menu).getByRole('menuitem', { name }).getAttribute('href');
    expect(href('Agent')).toBe('/agent');
    expect(href('My account')).toBe('/member');
    expect(href('Betting record')).toBe('/member?page=personalHistoryCopy');
    expect(href('Account record')).toBe('/member?page=transactionHistory');
    expect(href('Messages')).toBe('/member?page=messageV2');
    expect(href('Deposit')).toBe('/member?page=depositv2');
    expect(href('Withdraw')).toBe('/member?page=withdraw');
    expect(href('Security centre')).toBe('/member?page=securityCenter');
  });

  it('sends agents to the agent centre', async () => {
    renderWithProviders(<Header />, { api: api(), session: memberSession({ isAgent: true }) });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('menuitem', { name: 'Agent' }).getAttribute('href')).toBe('/agentHome');
  });

  it('signs out through the shell (with confirmation) and closes the menu', async () => {
    renderWithProviders(<Header />, { api: api(), session: memberSession() });
    const logouts = record('auth:logout-requested');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(logouts).toEqual([{ confirm: true }]);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens customer service in a 440x750 popup', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<Header />, { api: api(), session: memberSession() });
    act(() =>
      bus.emit('settings:changed', {
        status: 0,
        flags: {},
        info: { customerService: [{ csType: 'LIVECHAT', label: 'Chat', path: 'https://cs.example/chat' }] },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Customer service' }));
    expect(open).toHaveBeenCalledWith(
      'https://cs.example/chat',
      expect.any(String),
      expect.stringContaining('width=440,height=750'),
    );
    open.mockRestore();
  });

  it('shows the unread-message badge on the avatar and on messages', async () => {
    renderWithProviders(<Header />, { api: api(), session: memberSession() });
    act(() => bus.emit('badges:changed', { unreadMessages: 3, missions: 0, rewards: 0 }));
    expect(screen.getByLabelText('3 unread')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu, 3 unread' }));
    const messages = screen.getByRole('menuitem', { name: /Messages/ });
    expect(within(messages).getByText('3')).toBeTruthy();
  });

  it('closes on Escape', async () => {
    renderWithProviders(<Header />, { api: api(), session: memberSession() });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
