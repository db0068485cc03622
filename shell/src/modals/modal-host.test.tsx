import { act } from 'react';
import { bus, type ModalRequest } from '@jogo/shared/bus';
import {
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
} from '@jogo/shared/testing';
import { resetLifecycleForTests } from '../session/session-lifecycle';
import type { RemoteDialogProps } from '@jogo/shared/federation';
import { DEFAULT_REGISTRY } from '../routing/load-registry';
import { openDialog } from './dialog-helper';
import { dialogQueue } from './dialog-queue';
import { ModalHost } from './modal-host';
import { preloadDialog } from './remote-dialog';

const loadRemoteModule = jest.fn();
jest.mock('@jogo/shared/federation', () => ({
  ...jest.requireActual('@jogo/shared/federation'),
  loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args),
  // the registry generated from the remotes' declarations: mf_auth declares login, register...
  registryEntries: () => DEFAULT_REGISTRY.remotes,
}));

/** Stands in for one of mf-auth's dialogs: shows which one it was asked for. */
function FakeAuthDialog({ name, onClose, onOpen }: RemoteDialogProps) {
  return (
    <div role="dialog" aria-label="auth">
      dialog: {name}
      <button type="button" onClick={onClose}>
        done
      </button>
      <button type="button" onClick={() => onOpen('register')}>
        to register
      </button>
    </div>
  );
}

beforeEach(() => {
  loadRemoteModule.mockReset();
  loadRemoteModule.mockResolvedValue({ default: FakeAuthDialog });
  dialogQueue.drop(() => true);
  resetLifecycleForTests();
  sessionStorage.clear();
  // no automatic announcement popup in these tests
  sessionStorage.setItem('jogo.announcements.closed.guest', 'closed');
  sessionStorage.setItem('jogo.announcements.closed.member', 'closed');
  document.body.style.overflow = '';
});

const request = (req: ModalRequest) => act(() => bus.emit('ui:modal-requested', req));

describe('ModalHost', () => {
  it('renders the trial-refused info dialog with a confirm, and reports the close', async () => {
    renderWithProviders(<ModalHost />);
    const closed: string[] = [];
    bus.on('ui:modal-closed', (e) => closed.push(e.name));
    request({ name: 'trialRefused' });
    expect(screen.getByRole('dialog', { name: 'Real account needed' })).toHaveTextContent(
      'Register a real account',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(closed).toEqual(['trialRefused']));
  });

  it('locks page scroll while a modal is open and does not close on a cover click', () => {
    renderWithProviders(<ModalHost />);
    request({ name: 'trialRefused' });
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.mouseDown(screen.getByTestId('dialog-cover'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('loads the dialog its remote declares, by name through the registry', async () => {
    renderWithProviders(<ModalHost />);
    expect(loadRemoteModule).not.toHaveBeenCalled();
    request({ name: 'register' });
    expect(await screen.findByRole('dialog', { name: 'auth' })).toHaveTextContent('dialog: register');
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_auth/dialog-register', false);
  });

  it('moves from one dialog to another (login → register) with one showing at a time', async () => {
    renderWithProviders(<ModalHost />);
    request({ name: 'login' });
    fireEvent.click(await screen.findByRole('button', { name: 'to register' }));
    expect(await screen.findByRole('dialog', { name: 'auth' })).toHaveTextContent('dialog: register');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('resolves a request when its dialog closes', async () => {
    renderWithProviders(<ModalHost />);
    let result: unknown = null;
    act(() => {
      void bus.request('ui:modal-requested', { name: 'login' }).then((r) => (result = r));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'done' }));
    await waitFor(() => expect(result).toEqual({ name: 'login', outcome: 'closed' }));
  });

  it('shows the after-registration prompt before the automatic announcements, never together', async () => {
    renderWithProviders(<ModalHost />, { session: memberSession() });
    act(() => {
      bus.emit('ui:modal-requested', { name: 'announcement', props: { auto: true, notices: [] } });
      bus.emit('ui:modal-requested', { name: 'afterRegister' });
    });
    expect(await screen.findByRole('dialog', { name: 'auth' })).toHaveTextContent('dialog: afterRegister');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('keeps the mandatory password change above a later login request', async () => {
    renderWithProviders(<ModalHost />, { session: memberSession() });
    request({ name: 'changePassword', props: { forced: true } });
    request({ name: 'login' });
    expect(await screen.findByRole('dialog', { name: 'auth' })).toHaveTextContent('dialog: changePassword');
  });

  it("offers a retry when the dialog's remote does not load", async () => {
    loadRemoteModule.mockRejectedValueOnce(new Error('down'));
    renderWithProviders(<ModalHost />);
    request({ name: 'login' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This window did not load. Check your connection and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'auth' })).toHaveTextContent('dialog: login');
    expect(loadRemoteModule).toHaveBeenLastCalledWith('mf_auth/dialog-login', true);
  });

  it('asks before logging out and logs out on confirm', async () => {
    const api = createFakeApi().on('DELETE /wps/session/logout', null);
    renderWithProviders(<ModalHost />, { api, session: memberSession() });
    request({ name: 'logoutConfirm' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(bus.current('session:changed').status).toBe('guest'));
    expect(api.calls.map((c) => c.endpoint.path)).toContain('/wps/session/logout');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a guest who asks for the contract dialog to login', async () => {
    renderWithProviders(<ModalHost />);
    request({ name: 'contract' });
    expect(await screen.findByRole('dialog', { name: 'auth' })).toHaveTextContent('dialog: login');
    expect(screen.queryByRole('dialog', { name: 'My contracts' })).not.toBeInTheDocument();
  });

  it('shows a member their contracts', async () => {
    const api = createFakeApi().on('/wps/member/info/funds/consolidated', {
      divtypereq: 2,
      dailysalreqtype: 1,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      contractInfo: {},
    });
    renderWithProviders(<ModalHost />, { api, session: memberSession() });
    request({ name: 'contract' });
    expect(await screen.findByText('Offer waiting')).toBeInTheDocument();
    expect(screen.getByText('Signed')).toBeInTheDocument();
  });

  it('opens the chat room of the chosen host in a frame', async () => {
    const api = createFakeApi()
      .on('/wps/relay/CBS_modelList', {
        list: [{ modelId: 'ana', name: 'Ana', iconUrl: '/a.svg', online: true }],
      })
      .on('POST /wps/relay/CBS_launchChat', { chatUrl: '/wps/chat/room/ana?lang=EN' });
    renderWithProviders(<ModalHost />, { api });
    request({ name: 'chat' });
    fireEvent.click(await screen.findByRole('button', { name: 'Enter' }));
    expect(await screen.findByTitle('Chat room')).toHaveAttribute('src', '/wps/chat/room/ana?lang=EN');
    expect(api.calls.at(-1)?.options.body).toEqual({ modelId: 'ana' });
  });

  it('shows the help centre', async () => {
    const api = createFakeApi().on('/wps/system/helpCenter', {
      lang: 'EN',
      device: 'WEB',
      title: 'Help centre',
      sections: [],
      html: '<section id="term"><h2>Terms</h2><p>Be nice</p></section>',
    });
    renderWithProviders(<ModalHost />, { api });
    request({ name: 'help' });
    expect(await screen.findByText('Be nice')).toBeInTheDocument();
    expect(api.calls[0].options.query).toEqual({ lang: 'EN', device: 'WEB' });
  });

  it('shows the partner banners', async () => {
    const api = createFakeApi().on('/wps/content/banners', {
      list: [
        {
          id: 1,
          groupName: 'w_leftmenu',
          url: '/b.svg',
          linkage: '/promotions',
          linkageType: 'ROUTE',
          title: 'Partner A',
        },
      ],
    });
    renderWithProviders(<ModalHost />, { api });
    const nav: string[] = [];
    bus.on('ui:navigate-requested', (n) => nav.push(n.to));
    request({ name: 'partners' });
    fireEvent.click(await screen.findByRole('button', { name: /Partner A/ }));
    expect(nav).toEqual(['/promotions']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the after-login popup banners (w_popup1) when asked', async () => {
    const api = createFakeApi().on(
      '/wps/content/banners',
      ({ query }: { query?: Record<string, unknown> }) => ({
        list:
          query?.groupName === 'w_popup1'
            ? [
                {
                  id: 5,
                  groupName: 'w_popup1',
                  url: '/p.svg',
                  linkage: '',
                  linkageType: 'NONE',
                  title: 'Welcome bonus',
                },
              ]
            : [],
      }),
    );
    renderWithProviders(<ModalHost />, { api, session: memberSession() });
    request({ name: 'afterLogin' });
    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the after-login popup by itself when there is no popup banner', async () => {
    const api = createFakeApi().on('/wps/content/banners', { list: [] });
    renderWithProviders(<ModalHost />, { api, session: memberSession() });
    request({ name: 'afterLogin' });
    await waitFor(() => expect(dialogQueue.entries$.getValue()).toEqual([]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('dialog helper', () => {
  afterEach(() => jest.useRealTimers());

  it('closes by itself after the timeout', () => {
    jest.useFakeTimers();
    renderWithProviders(<ModalHost />);
    act(() => void openDialog({ message: 'shell:core.guard.registerFirst', autoCloseMs: 3000 }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Register an account first');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes by a cover click only when asked', () => {
    renderWithProviders(<ModalHost />);
    act(() => void openDialog({ message: 'plain text', closeOnCover: true }));
    fireEvent.mouseDown(screen.getByTestId('dialog-cover'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('preloadDialog', () => {
  it('warms the code of the dialog its remote declares', async () => {
    preloadDialog('login');
    await act(async () => undefined);
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_auth/dialog-login');
  });
});

describe('modal requests made before the host mounted', () => {
  it('are shown once the host mounts (a 401 while restoring the session at boot)', async () => {
    bus.emit('ui:modal-requested', { name: 'trialRefused' });
    renderWithProviders(<ModalHost />, { keepBus: true });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
