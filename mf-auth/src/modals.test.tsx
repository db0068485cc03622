import { act, createFakeApi, fireEvent, renderWithProviders, screen, waitFor } from '@jogo/shared/testing';
import { bus, type ModalName } from '@jogo/shared/bus';
import AuthModals from './modals';
import { LOGIN_OK, LocationProbe, fakeShell, registerSettings, solveSlider, withBasics } from './test-utils';

function setup(initial: Parameters<typeof AuthModals>[0]['initial'], api = withBasics(createFakeApi())) {
  api.on('GET /wps/system/setting/register', registerSettings());
  const r = renderWithProviders(
    <>
      <AuthModals initial={initial} />
      <LocationProbe />
    </>,
    { api, flags: { MOBILEVERCODELOGIN3: true, CHNGPASSVERIF3: true } },
  );
  const closed: ModalName[] = [];
  bus.on('ui:modal-closed', (e) => closed.push(e.name));
  return { ...r, closed };
}
const flush = () => act(async () => undefined);

describe('AuthModals (the ./modals expose)', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the initial request and answers later ui:modal-requested events', async () => {
    setup({ name: 'login' });
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    act(() => bus.emit('ui:modal-requested', { name: 'forgot' }));
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    await screen.findByRole('button', { name: 'Country dialing code: +55' });
  });

  it('ignores dialogs that are not its own', () => {
    setup(null);
    act(() => bus.emit('ui:modal-requested', { name: 'notice' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports every close with ui:modal-closed', async () => {
    const { closed } = setup({ name: 'login' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await flush();
    expect(closed).toEqual(['login']);
  });

  it('register → log in closes registration and opens login', async () => {
    const { closed } = setup({ name: 'register' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await flush();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(closed).toEqual(['register']);
  });

  it('login → sign up opens registration', async () => {
    setup({ name: 'login' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('forgot by e-mail shows the in_been_out message and closes', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/member/password/email', { expiredMinutes: 30 });
    const { closed } = setup({ name: 'forgot' }, api);
    await screen.findByRole('button', { name: 'Country dialing code: +55' });
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'demo_player' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'player@jogo.example' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Check your e-mail' })).toHaveTextContent(
      'A reset message has been sent to your e-mail. Follow it to set a new password.',
    );
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument();
    expect(closed).toEqual(['forgot']);
  });

  it('a login whose answer makes the shell force a password change leaves that dialog open', async () => {
    const api = withBasics(createFakeApi()).on('POST /wps/session/login', {
      ...LOGIN_OK,
      passwordExpired: true,
    });
    setup({ name: 'login' }, api);
    fakeShell();
    // the shell opens the forced dialog while handling auth:logged-in (session-lifecycle.ts)
    bus.on('auth:logged-in', (e) => {
      if (e.passwordExpired)
        bus.emit('ui:modal-requested', { name: 'changePassword', props: { forced: true } });
    });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'default_pw_player' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Jogo@0000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    });
    await solveSlider();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const forced = screen.getByRole('dialog', { name: 'Change password' });
    expect(forced).toHaveTextContent('For your security you must change your password before continuing.');
    // the password of that login is known: no "current password" field
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    // other auth requests do not replace the forced dialog
    act(() => bus.emit('ui:modal-requested', { name: 'login' }));
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('after-register offers the deposit page', async () => {
    const { closed } = setup({ name: 'afterRegister' });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await flush();
    expect(screen.getByTestId('location')).toHaveTextContent('/member?page=depositv2');
    expect(closed).toEqual(['afterRegister']);
  });
});
