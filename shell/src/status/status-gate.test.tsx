import { bus, useSession } from '@jogo/shared/bus';
import { createFakeApi, fireEvent, renderWithProviders, screen, waitFor } from '@jogo/shared/testing';
import type { SystemStatus } from '@jogo/shared/api';
import { resetLifecycleForTests } from '../session/session-lifecycle';
import type { MaintenancePageProps, RestrictedPageProps } from './status-page-props';
import { StatusGate } from './status-gate';
import { STATUS_CACHE_KEY } from './system-status';

function status(code: 0 | 1 | 2, over: Partial<SystemStatus['info']> = {}): SystemStatus {
  return {
    status: code,
    endTime: code === 1 ? '2030-01-01T12:00:00Z' : null,
    maintenanceInfo: code === 1 ? 'Back soon' : null,
    ip: '203.0.113.9',
    info: {
      maintenance: code === 1,
      regionRestriction: code === 2,
      whitelabel: [{ modId: 'AGENTPOLICY3', enabled: true, childrenNodes: [] }],
      customerService: [{ csType: 'LIVECHAT', label: 'Chat', path: 'https://cs.example/chat' }],
      ...over,
    } as SystemStatus['info'],
  };
}

const Maintenance = ({ endTime, info }: MaintenancePageProps) => (
  <div>
    maintenance page {endTime} {info}
  </div>
);
const Restricted = ({ ip }: RestrictedPageProps) => <div>restricted page {ip}</div>;

function renderGate(s: SystemStatus, route = '/') {
  const api = createFakeApi()
    .on('/wps/system/status', s)
    .on('/wps/member/info', { id: 7, account: 'demo_player', nickname: null, type: 0, currencySymbol: 'R$' })
    .on('/wps/relay/MCSFE_getFavoriteGames', [])
    .on('/wps/v2/wallets/balance', { balance: 1, currencySymbol: 'R$' })
    .on('/wps/relay/CSP_unreadCount', { count: 0 })
    .on('/wps/relay/MCSFE_getMissionSummaryDetails', { inProgressCount: 0 })
    .on('/wps/relay/MCS2_getRewardList', { claimableCount: 0 })
    .on('/wps/member/info/funds/consolidated', {});
  return renderWithProviders(
    <StatusGate maintenance={Maintenance} restricted={Restricted}>
      <p>the app</p>
    </StatusGate>,
    { api, route },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  resetLifecycleForTests();
  window.history.replaceState(null, '', '/');
});

describe('StatusGate', () => {
  it('shows the app in status 0 and publishes the settings store', async () => {
    renderGate(status(0));
    expect(await screen.findByText('the app')).toBeInTheDocument();
    expect(bus.current('settings:changed')).toMatchObject({ status: 0, flags: { AGENTPOLICY3: true } });
  });

  it('shows the maintenance page with end time and info in status 1', async () => {
    renderGate(status(1));
    expect(await screen.findByText(/maintenance page 2030-01-01T12:00:00Z Back soon/)).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });

  it('shows the access-restricted page with the visitor IP in status 2', async () => {
    renderGate(status(2));
    expect(await screen.findByText('restricted page 203.0.113.9')).toBeInTheDocument();
  });

  it('gives maintenance precedence over the region block', async () => {
    renderGate({
      ...status(2, { maintenance: true, regionRestriction: true }),
      endTime: null,
      maintenanceInfo: 'M',
    });
    expect(await screen.findByText(/maintenance page/)).toBeInTheDocument();
  });

  it('restores a login from ?token= in status 0 and removes it from the URL', async () => {
    window.history.replaceState(null, '', '/member?token=abc123&x=1#top');
    renderGate(status(0));
    await screen.findByText('the app');
    expect(bus.current('session:changed')).toMatchObject({
      status: 'member',
      token: 'abc123',
      loginType: 'restored',
    });
    expect(sessionStorage.getItem('token')).toBe('abc123');
    expect(window.location.search).toBe('?x=1');
    expect(window.location.hash).toBe('#top');
    await waitFor(() => expect(bus.current('session:changed').member?.account).toBe('demo_player'));
  });

  it('restores a login from sessionStorage in status 0', async () => {
    sessionStorage.setItem('token', 'stored-token');
    renderGate(status(0));
    await screen.findByText('the app');
    expect(bus.current('session:changed').token).toBe('stored-token');
  });

  it.each([1, 2] as const)('does not restore a login in status %s', async (code) => {
    sessionStorage.setItem('token', 'stored-token');
    window.history.replaceState(null, '', '/?token=url-token');
    const { api } = renderGate(status(code));
    await screen.findByText(code === 1 ? /maintenance page/ : /restricted page/);
    expect(bus.current('session:changed').status).toBe('guest');
    expect(api.calls.some((c) => c.endpoint.path === '/wps/member/info')).toBe(false);
  });

  it('paints a returning visitor at once from the cached status, then shows maintenance when the answer says so', async () => {
    sessionStorage.setItem(STATUS_CACHE_KEY, JSON.stringify(status(0)));
    sessionStorage.setItem('token', 'stored-token');
    const api = createFakeApi();
    let answer: (s: SystemStatus) => void = () => undefined;
    api.on('/wps/system/status', () => new Promise<SystemStatus>((r) => (answer = r)));
    api.on('/wps/member/info', {
      id: 7,
      account: 'demo_player',
      nickname: null,
      type: 0,
      currencySymbol: 'R$',
    });
    renderWithProviders(
      <StatusGate maintenance={Maintenance} restricted={Restricted}>
        <p>the app</p>
      </StatusGate>,
      { api },
    );
    // no skeleton while the status call runs: the cached status 0 shows the app and restores the tab's session
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(bus.current('session:changed').token).toBe('stored-token');
    expect(bus.current('settings:changed')).toMatchObject({ status: 0, flags: { AGENTPOLICY3: true } });
    await waitFor(() => expect(api.calls.some((c) => c.endpoint.path === '/wps/system/status')).toBe(true));
    answer(status(1));
    expect(await screen.findByText(/maintenance page/)).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(STATUS_CACHE_KEY)!)).toMatchObject({ status: 1 });
  });

  it('with a cached status 0, a child sees the restored member on its first render (F5 on a guarded page)', () => {
    sessionStorage.setItem(STATUS_CACHE_KEY, JSON.stringify(status(0)));
    sessionStorage.setItem('token', 'stored-token');
    const firstSeen: (string | null)[] = [];
    function Guarded() {
      firstSeen.push(useSession().token);
      return <p>guarded page</p>;
    }
    renderWithProviders(
      <StatusGate maintenance={Maintenance} restricted={Restricted}>
        <Guarded />
      </StatusGate>,
      { api: createFakeApi().on('/wps/system/status', () => new Promise<SystemStatus>(() => undefined)) },
    );
    expect(screen.getByText('guarded page')).toBeInTheDocument();
    // a guard deciding on this render would send a member to /login if it saw no token
    expect(firstSeen[0]).toBe('stored-token');
  });

  it('keeps the status for the next visit and waits for the call on a first visit', async () => {
    renderGate(status(0));
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(await screen.findByText('the app')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(STATUS_CACHE_KEY)!)).toMatchObject({ status: 0 });
  });

  it('waits for the answer when the URL carries a login, whatever the cache says', async () => {
    sessionStorage.setItem(STATUS_CACHE_KEY, JSON.stringify(status(0)));
    window.history.replaceState(null, '', '/?token=url-token');
    renderGate(status(1));
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(await screen.findByText(/maintenance page/)).toBeInTheDocument();
    expect(bus.current('session:changed').status).toBe('guest');
  });

  it('offers a retry when the status call fails', async () => {
    const api = createFakeApi();
    renderWithProviders(
      <StatusGate maintenance={Maintenance} restricted={Restricted}>
        <p>the app</p>
      </StatusGate>,
      { api },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the site');
    api.on('/wps/system/status', status(0));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });
});
