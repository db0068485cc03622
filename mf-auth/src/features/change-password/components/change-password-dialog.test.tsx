import {
  act,
  apiError,
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
} from '@jogo/shared/testing';
import { bus, type ToastRequest } from '@jogo/shared/bus';
import { ChangePasswordDialog } from './change-password-dialog';
import { rememberLoginPassword } from '../../../model/known-password';
import { LocationProbe, bodyOf } from '../../../test-utils';

const INFO = {
  id: 2,
  account: 'demo_player',
  nickname: 'Novo Nome',
  type: 0,
  isAgent: false,
  isTrial: false,
};

function setup(forced = false, api = createFakeApi()) {
  const onClose = jest.fn();
  const r = renderWithProviders(
    <>
      <ChangePasswordDialog forced={forced} onClose={onClose} />
      <LocationProbe />
    </>,
    { api, session: memberSession(), route: '/member' },
  );
  const toasts: ToastRequest[] = [];
  bus.on('ui:toast-requested', (t) => toasts.push(t));
  return { ...r, api, onClose, toasts };
}
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  });
};

describe('change password (spec 4, 5)', () => {
  it('requires the old password, the password rule and an equal confirmation', async () => {
    const { api } = setup();
    await submit();
    expect(screen.getAllByText('Input cannot be empty')).toHaveLength(3);
    type('Current password', 'Jogo@2026');
    type('New password', 'abc');
    type('Confirm new password', 'abd');
    await submit();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      '8-20 characters, combining letters and digits, no spaces',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Incorrect confirmation input',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('changes, reloads user info, closes and goes home', async () => {
    const api = createFakeApi()
      .on('POST /wps/member/password', { passwordChanged: true })
      .on('GET /wps/member/info', INFO);
    const { onClose, toasts } = setup(false, api);
    type('Current password', 'Jogo@2026');
    type('New password', 'Novo12345');
    type('Confirm new password', 'Novo12345');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(api, '/wps/member/password')).toEqual({
      oldPassword: 'Jogo@2026',
      newPassword: 'Novo12345',
      confirmNewPassword: 'Novo12345',
    });
    expect(api.calls[0]?.endpoint.encrypted).toBe(true);
    expect(bus.current('session:changed').member?.nickname).toBe('Novo Nome');
    expect(toasts).toEqual([{ kind: 'success', message: 'Your password has been changed.' }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('a wrong old password shows the server message under it', async () => {
    const api = createFakeApi().on('POST /wps/member/password', () => {
      throw apiError(400, 'password.old_incorrect', 'The current password is incorrect', {
        field: 'oldPassword',
      });
    });
    setup(false, api);
    type('Current password', 'nope');
    type('New password', 'Novo12345');
    type('Confirm new password', 'Novo12345');
    await submit();
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
  });

  it('forced: cannot be dismissed and skips the old password already known from the login', async () => {
    rememberLoginPassword('Jogo@0000');
    const api = createFakeApi().on('POST /wps/member/password', { passwordChanged: true });
    const { onClose } = setup(true, api);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    type('New password', 'Jogo12345');
    type('Confirm new password', 'Jogo12345');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(api, '/wps/member/password')).toMatchObject({ oldPassword: 'Jogo@0000' });
    // the shell reloads member info after a forced change closes
    expect(api.calls.some((c) => c.endpoint.path === '/wps/member/info')).toBe(false);
  });

  it('forced without a known password asks for it', () => {
    setup(true);
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('a change the member asks for carries the code sent to the contact on file', async () => {
    const api = createFakeApi()
      .on('POST /wps/member/proof/code', { channel: 'sms', to: '*******4321', expiredMinutes: 10 })
      .on('POST /wps/member/password', { passwordChanged: true })
      .on('GET /wps/member/info', INFO);
    const { onClose } = setup(false, api);
    type('Current password', 'Jogo@2026');
    type('New password', 'Novo12345');
    type('Confirm new password', 'Novo12345');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Sent to *******4321, valid for 10 min')).toBeInTheDocument();
    expect(bodyOf(api, '/wps/member/proof/code')).toEqual({ action: 'password' });
    type('Code sent to your current contact', '654321');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(api, '/wps/member/password')).toMatchObject({ proofCode: '654321' });
  });

  it('forced: no proof code is asked', () => {
    rememberLoginPassword('Jogo@0000');
    setup(true);
    expect(screen.queryByLabelText('Code sent to your current contact')).not.toBeInTheDocument();
  });
});
