import { act } from 'react';
import { Outlet, useLocation } from '@jogo/shared/router';
import type { ModalRequest } from '@jogo/shared/bus';
import type { RemoteRegistry } from '@jogo/shared/federation';
import {
  createFakeApi,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
  type ProviderOptions,
  recordModals,
} from '@jogo/shared/testing';
import { closeDialog, helperDialogs$ } from '../modals/dialog-helper';
import { logout, resetLifecycleForTests } from '../session/session-lifecycle';
import { RouteEffects } from './route-effects';
import { DEFAULT_REGISTRY } from './load-registry';
import { routeName } from './route-table';
import { ShellRoutes } from './shell-routes';

// The frame and the remotes are other files' business: stand-ins show which layout and which remote a URL gets.
jest.mock('../layout/layout', () => ({
  Layout: ({ sideMenu = true, footer = true }: { sideMenu?: boolean; footer?: boolean }) => (
    <div
      data-testid="layout"
      data-side-menu={String(sideMenu)}
      data-footer={String(footer)}
      data-header="true"
    >
      <Outlet />
    </div>
  ),
}));
jest.mock('../layout/agent-layout', () => ({
  AgentLayout: () => (
    <div data-testid="layout" data-header="false" data-footer="false" data-side-menu="false">
      <Outlet />
    </div>
  ),
}));
jest.mock('./remote-route', () => ({
  RemoteRoute: ({ name, basePath }: { name: string; basePath: string }) => (
    <p>{`remote ${name} at ${basePath}`}</p>
  ),
}));
jest.mock('../pages/help/help-page', () => ({ HelpPage: () => <p>help page</p> }));
jest.mock('../pages/announce/announce-page', () => ({ AnnouncePage: () => <p>announce page</p> }));
jest.mock('../pages/download/download-page', () => ({ DownloadPage: () => <p>download page</p> }));
jest.mock('../pages/feedback/feedback-page', () => ({ FeedbackPage: () => <p>feedback page</p> }));

// the registry generated from every remote's federation.config.cjs (the same one the shell build defines):
// these tests check the real declarations, not a copy
const REGISTRY: RemoteRegistry = DEFAULT_REGISTRY;

function Where() {
  const l = useLocation();
  return <output aria-label="location">{`${l.pathname}${l.search}`}</output>;
}

function renderAt(route: string, session?: ProviderOptions['session']) {
  const api = createFakeApi().on('/wps/member/info', () => new Promise(() => undefined));
  return renderWithProviders(
    <>
      <ShellRoutes registry={REGISTRY} />
      <Where />
    </>,
    { route, session, api },
  );
}
const location = () => screen.getByRole('status', { name: 'location' }).textContent;
const layout = () => screen.getByTestId('layout').dataset;

beforeEach(() => {
  resetLifecycleForTests();
  helperDialogs$.getValue().forEach((d) => closeDialog(d.id));
});

describe('route table', () => {
  it.each(['/', '/index', '/index.html', '/home'])('%s is home', (path) => {
    renderAt(path);
    expect(screen.getByText('remote mf_lobby at /')).toBeInTheDocument();
  });

  it.each([
    ['/sports/x', 'remote mf_lobby at /sports'],
    ['/promotions', 'remote mf_promotions at /promotions'],
    ['/agent', 'remote mf_auth at /agent'],
    ['/seaLottery?gameCode=1', 'remote mf_lobby at /seaLottery'],
    ['/sealottery', 'remote mf_lobby at /sealottery'],
  ])('%s goes to its remote', (path, text) => {
    renderAt(path, memberSession());
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    ['/help', 'help page'],
    ['/announce', 'announce page'],
    ['/down', 'download page'],
  ])('%s is a shell page', async (path, text) => {
    renderAt(path);
    // the shell's pages are code-split (lazy-pages.tsx): they arrive after a tick
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('keeps /vnLottery (lottery screen, side menu) apart from /vnlottery (game page, no side menu)', () => {
    const a = renderAt('/vnLottery', memberSession());
    expect(layout().sideMenu).toBe('true');
    a.unmount();
    renderAt('/vnlottery');
    expect(layout().sideMenu).toBe('false');
  });

  it.each(['/seamless', '/lottert', '/vnlottery', '/sealottery'])('%s hides the side menu', (path) => {
    renderAt(path);
    expect(layout().sideMenu).toBe('false');
  });

  it('/seamless has no footer; other game pages keep it', () => {
    const a = renderAt('/seamless');
    expect(layout().footer).toBe('false');
    a.unmount();
    renderAt('/lottert');
    expect(layout().footer).toBe('true');
  });

  it.each(['/agent', '/agentHome'])('%s uses the agent layout without header and footer', (path) => {
    renderAt(
      path,
      memberSession({ isAgent: true, member: { id: 1, account: 'a', nickname: null, type: 1 } }),
    );
    expect(layout()).toMatchObject({ header: 'false', footer: 'false' });
  });

  it('sends an unknown path home', () => {
    renderAt('/nowhere');
    expect(location()).toBe('/');
  });

  it('names routes by their first segment, home aliases as home', () => {
    expect(routeName('/member/deposit')).toBe('member');
    expect(routeName('/home')).toBe('');
    expect(routeName('/')).toBe('');
  });

  it('builds every route from the registry: a route added to a remote needs no shell change', () => {
    const extra: RemoteRegistry = {
      remotes: [
        ...REGISTRY.remotes,
        {
          name: 'mf_new',
          entry: '/remotes/mf_new/mf-manifest.json',
          basePath: '/newThing',
          routes: [{ path: '/newThing', layout: 'game', access: 'member' }],
        },
      ],
    };
    const api = createFakeApi();
    const a = renderWithProviders(
      <>
        <ShellRoutes registry={extra} />
        <Where />
      </>,
      { route: '/newThing', api },
    );
    expect(location()).toBe('/login');
    a.unmount();
    renderWithProviders(<ShellRoutes registry={extra} />, {
      route: '/newThing/x',
      api,
      session: memberSession(),
    });
    expect(screen.getByText('remote mf_new at /newThing')).toBeInTheDocument();
    expect(layout().sideMenu).toBe('false');
  });
});

describe('/login, /register, /forget', () => {
  const requests: ModalRequest[] = [];
  beforeEach(() => {
    requests.length = 0;
  });
  const listen = () => recordModals((r) => requests.push(r));

  it.each([
    ['/login', 'login'],
    ['/register?referralCode=R000123', 'register'],
  ])('%s shows home and opens the %s dialog', async (path, name) => {
    renderAt(path);
    listen();
    expect(screen.getByText('remote mf_lobby at /')).toBeInTheDocument();
    await waitFor(() => expect(requests.map((r) => r.name)).toEqual([name]));
    if (name === 'register') expect(requests[0].props).toEqual({ referralCode: 'R000123' });
  });

  it('/forget shows home without a dialog', async () => {
    renderAt('/forget');
    listen();
    expect(screen.getByText('remote mf_lobby at /')).toBeInTheDocument();
    await act(async () => undefined);
    expect(requests).toEqual([]);
  });

  it('/login for a logged-in member is just home', () => {
    renderAt('/login', memberSession());
    expect(location()).toBe('/');
  });
});

describe('guards', () => {
  it.each([
    '/member',
    '/agentHome',
    '/pointMall',
    '/favorite',
    '/recent',
    '/lottery',
    '/seaLottery',
    '/vnLottery',
    '/wallet',
    '/feedback',
  ])('%s sends a user without a token to /login', (path) => {
    renderAt(path);
    expect(location()).toBe('/login');
  });

  it('lets a member into the member centre', () => {
    renderAt('/member/securityCenter', memberSession());
    expect(screen.getByText('remote mf_member_centre at /member')).toBeInTheDocument();
  });

  it('sends a non-agent from the agent centre to /agent', () => {
    renderAt('/agentHome', memberSession());
    expect(location()).toBe('/agent');
  });

  it('lets an agent into the agent centre', () => {
    renderAt(
      '/agentHome',
      memberSession({ isAgent: true, member: { id: 1, account: 'demo_agent', nickname: null, type: 1 } }),
    );
    expect(screen.getByText('remote mf_agent_centre at /agentHome')).toBeInTheDocument();
  });

  it.each(['/member', '/agentHome'])('refuses %s to a trial member: "Register an account first"', (path) => {
    renderAt(
      path,
      memberSession({
        isTrial: true,
        loginType: 'trial',
        member: { id: 3, account: 'trial_1', nickname: null, type: 4 },
      }),
    );
    expect(location()).toBe('/');
    expect(helperDialogs$.getValue().map((d) => d.message)).toEqual(['shell:core.guard.registerFirst']);
  });

  it('waits for the member type before deciding', () => {
    renderAt('/agentHome', memberSession({ member: null }));
    expect(screen.getByRole('status', { name: 'Checking your access…' })).toBeInTheDocument();
    expect(location()).toBe('/agentHome');
  });
});

describe('logout from a guarded page', () => {
  it('goes to the logout destination, not /login', async () => {
    const api = createFakeApi().on('DELETE /wps/session/logout', null);
    renderWithProviders(
      <>
        <RouteEffects />
        <ShellRoutes registry={REGISTRY} />
        <Where />
      </>,
      {
        route: '/agentHome',
        api,
        session: memberSession({
          isAgent: true,
          member: { id: 1, account: 'demo_agent', nickname: null, type: 1 },
        }),
      },
    );
    await act(async () => logout('/agentHome'));
    await waitFor(() => expect(location()).toBe('/agent'));
  });
});
