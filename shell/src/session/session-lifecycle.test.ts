import { bus, GUEST_SESSION } from '@jogo/shared/bus';
import { apiError, createFakeApi, waitFor, type FakeApi, recordModals } from '@jogo/shared/testing';
import { REMEMBERED_USERNAME_COOKIE, readRememberedLogin, setApiClient } from '@jogo/shared/api';
import { consolidated$ } from './consolidated';
import {
  handleLoggedIn,
  handleUnauthorized,
  logout,
  resetLifecycleForTests,
  restoreSession,
} from './session-lifecycle';

type Login = Parameters<typeof handleLoggedIn>[0];
const login = (over: Partial<Login> = {}): Login => ({
  loginType: 'username',
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  ...over,
});

function fakeApi(memberType = 0): FakeApi {
  return createFakeApi()
    .on('POST /wps/member/firstLogin', { firstTimeLogin: false })
    .on('/wps/member/info', {
      id: 9,
      account: 'demo_player',
      nickname: 'Demo',
      type: memberType,
      currencySymbol: 'R$',
      mobileNum: '11999990000',
    })
    .on('/wps/relay/MCSFE_getFavoriteGames', ['101', '202'])
    .on('/wps/v2/wallets/balance', { balance: 1234.5, currencySymbol: 'R$' })
    .on('/wps/relay/CSP_unreadCount', { count: 3 })
    .on('/wps/relay/MCSFE_getMissionSummaryDetails', { inProgressCount: 5, claimableCount: 2 })
    .on('/wps/relay/MCS2_getRewardList', { claimableCount: 1 })
    .on('/wps/member/info/funds/consolidated', { divtypereq: 1 })
    .on('DELETE /wps/session/logout', null);
}

const paths = (api: FakeApi) => api.calls.map((c) => `${c.endpoint.method} ${c.endpoint.path}`);

let api: FakeApi;
let modals: string[];
let navigations: string[];
beforeEach(() => {
  bus.reset();
  resetLifecycleForTests();
  sessionStorage.clear();
  document.cookie = `${REMEMBERED_USERNAME_COOKIE}=; max-age=0; path=/`;
  api = fakeApi();
  setApiClient(api);
  modals = [];
  navigations = [];
  recordModals((m) => modals.push(m.name));
  bus.on('ui:navigate-requested', (n) => navigations.push(n.to));
});

describe('after session:open', () => {
  it('stores the token, loads member info, flags the popup, then favourites, badges and balance', async () => {
    await handleLoggedIn(login());
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    const s = bus.current('session:changed');
    expect(s).toMatchObject({ status: 'member', token: 'tok-1', isAgent: false, isTrial: false });
    expect(s.member).toEqual({ id: 9, account: 'demo_player', nickname: 'Demo', type: 0 });
    expect(modals).toContain('afterLogin');
    expect(bus.current('favourites:changed')).toEqual(['101', '202']);
    expect(bus.current('badges:changed')).toEqual({ unreadMessages: 3, missions: 2, rewards: 1 });
    expect(bus.current('balance:changed')).toMatchObject({
      amount: 1234.5,
      currencySymbol: 'R$',
      loading: false,
    });
    expect(paths(api)[0]).toBe('GET /wps/member/info');
    expect(paths(api)).not.toContain('POST /wps/member/firstLogin');
  });

  it('runs the first-login action before member info when firstTimeLogin', async () => {
    await handleLoggedIn(login({ firstTimeLogin: true }));
    expect(paths(api).slice(0, 2)).toEqual(['POST /wps/member/firstLogin', 'GET /wps/member/info']);
    expect(bus.current('session:changed').firstTimeLogin).toBe(true);
  });

  it('opens the forced change-password dialog first and loads member info only after it closes', async () => {
    const done = handleLoggedIn(login({ passwordExpired: true }));
    await waitFor(() => expect(modals).toEqual(['changePassword']));
    expect(paths(api)).not.toContain('GET /wps/member/info');
    bus.emit('ui:modal-closed', { name: 'changePassword' });
    await done;
    expect(paths(api)).toContain('GET /wps/member/info');
    // "otherwise ... an after-login popup is flagged": not after a forced change
    expect(modals).not.toContain('afterLogin');
  });

  it('asks for the change with props {forced: true}', async () => {
    const seen: unknown[] = [];
    recordModals((m) => seen.push(m.props));
    void handleLoggedIn(login({ passwordExpired: true }));
    await waitFor(() => expect(seen).toEqual([{ forced: true }]));
  });

  it.each(['sms', 'social'] as const)('skips the forced change for a %s login', async (loginType) => {
    await handleLoggedIn(login({ passwordExpired: true, loginType }));
    expect(modals).not.toContain('changePassword');
    expect(paths(api)).toContain('GET /wps/member/info');
    expect(modals).toContain('afterLogin');
  });

  it('fetches consolidated data when AGENTPOLICY3 is on', async () => {
    bus.emit('settings:changed', { status: 0, flags: { AGENTPOLICY3: true }, info: null });
    await handleLoggedIn(login());
    expect(paths(api)).toContain('GET /wps/member/info/funds/consolidated');
    expect(consolidated$.getValue()).toEqual({ divtypereq: 1 });
  });

  it('does not fetch consolidated data when AGENTPOLICY3 is off', async () => {
    await handleLoggedIn(login());
    expect(paths(api)).not.toContain('GET /wps/member/info/funds/consolidated');
  });

  it('skips unread messages and consolidated data for a trial member', async () => {
    api = fakeApi(4);
    setApiClient(api);
    bus.emit('settings:changed', { status: 0, flags: { AGENTPOLICY3: true }, info: null });
    await handleLoggedIn(login({ loginType: 'trial' }));
    expect(bus.current('session:changed')).toMatchObject({ isTrial: true, isAgent: false });
    expect(paths(api)).not.toContain('GET /wps/relay/CSP_unreadCount');
    expect(paths(api)).not.toContain('GET /wps/member/info/funds/consolidated');
    expect(paths(api)).toContain('GET /wps/relay/MCSFE_getFavoriteGames');
  });

  it('marks an agent by member type', async () => {
    api = fakeApi(41);
    setApiClient(api);
    await handleLoggedIn(login());
    expect(bus.current('session:changed').isAgent).toBe(true);
  });

  it('remembers the username in a 24-hour cookie', async () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    await handleLoggedIn(login());
    expect(readRememberedLogin()).toEqual({ value: 'demo_player', type: 'username' });
    expect(
      set.mock.calls.some(
        ([v]) =>
          String(v).startsWith('jogo_login_username=demo_player') && String(v).includes('max-age=86400'),
      ),
    ).toBe(true);
    set.mockRestore();
  });
});

describe('restoreSession', () => {
  it('does nothing without a token', () => {
    expect(restoreSession()).toBe(false);
    expect(bus.current('session:changed')).toEqual(GUEST_SESSION);
  });

  it('restores a stored session and loads its data when no password change is pending', async () => {
    api.on('/wps/member/password/status', { changeRequired: false });
    sessionStorage.setItem('token', 'tok-r');
    expect(restoreSession()).toBe(true);
    await waitFor(() => expect(bus.current('favourites:changed')).toEqual(['101', '202']));
    expect(modals).toEqual([]);
  });

  it('reopens the mandatory change dialog (F5, new tab) and loads nothing else until it closes', async () => {
    api.on('/wps/member/password/status', { changeRequired: true });
    const requested: unknown[] = [];
    recordModals((m) => requested.push(m));
    sessionStorage.setItem('token', 'tok-r');
    restoreSession();
    await waitFor(() => expect(modals).toEqual(['changePassword']));
    expect(requested).toEqual([{ name: 'changePassword', props: { forced: true } }]);
    expect(bus.current('session:changed').member?.account).toBe('demo_player');
    expect(paths(api)).not.toContain('GET /wps/relay/MCSFE_getFavoriteGames');
    bus.emit('ui:modal-closed', { name: 'changePassword' });
    await waitFor(() => expect(bus.current('favourites:changed')).toEqual(['101', '202']));
  });
});

describe('logout', () => {
  beforeEach(async () => {
    await handleLoggedIn(login());
    sessionStorage.setItem('jogo.announcements.closed.member', 'closed');
    api.calls.length = 0;
  });

  it('calls DELETE /wps/session/logout, clears the whole session store, goes guest and home', async () => {
    await logout('/member');
    expect(paths(api)).toEqual(['DELETE /wps/session/logout']);
    expect(sessionStorage.length).toBe(0);
    expect(bus.current('session:changed')).toEqual(GUEST_SESSION);
    expect(bus.current('favourites:changed')).toEqual([]);
    expect(bus.current('balance:changed').amount).toBeNull();
    expect(navigations).toEqual(['/']);
  });

  it('returns to /agent when logging out from the agent centre', async () => {
    await logout('/agentHome/agentTeamOverview');
    expect(navigations).toEqual(['/agent']);
  });

  it('still logs out when the server call fails', async () => {
    api.on('DELETE /wps/session/logout', () => {
      throw apiError(500, 'system.error');
    });
    await logout('/');
    expect(bus.current('session:changed').status).toBe('guest');
  });
});

describe('a 401 from any call', () => {
  it('returns to guest and opens the login dialog', async () => {
    await handleLoggedIn(login());
    handleUnauthorized();
    expect(bus.current('session:changed')).toEqual(GUEST_SESSION);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(modals.filter((m) => m !== 'afterLogin')).toEqual(['login']);
  });

  it('is handled once when several calls fail together', async () => {
    await handleLoggedIn(login());
    handleUnauthorized();
    handleUnauthorized();
    expect(modals.filter((m) => m !== 'afterLogin')).toEqual(['login']);
  });

  it('drops a member-info answer that arrives after the session ended', async () => {
    let release!: () => void;
    api.on(
      '/wps/member/info',
      () => new Promise((r) => (release = () => r({ id: 1, account: 'late', nickname: null, type: 0 }))),
    );
    const pending = handleLoggedIn(login());
    await waitFor(() => expect(release).toBeDefined());
    handleUnauthorized();
    release();
    await pending;
    expect(bus.current('session:changed')).toEqual(GUEST_SESSION);
  });
});
