import { apiError } from '@jogo/shared/testing';
import { bus } from '@jogo/shared/bus';
import {
  createFakeApi,
  fireEvent,
  memberSession,
  recordModals,
  renderWithProviders,
  screen,
  waitFor,
} from '@jogo/shared/testing';
import { ReauthDialog } from './reauth-dialog';
import { requestReauth } from './reauth';

const REAUTH = apiError(401, 'session.reauth.required', 'password again', { idleMinutes: 30 });

describe('idle re-authentication dialog', () => {
  it('asks once for calls refused together, sends the password, and lets them go again', async () => {
    const api = createFakeApi().on('POST /wps/relay/RG_reauth', { reauthenticated: true });
    renderWithProviders(<div />, { api, session: memberSession() });
    const asked: string[] = [];
    const off = recordModals((r) => void asked.push(r.name));
    const first = requestReauth(REAUTH);
    const second = requestReauth(REAUTH);
    expect(asked).toEqual(['reauth']);
    const close = () => bus.emit('ui:modal-closed', { name: 'reauth' });
    renderWithProviders(<ReauthDialog props={{}} onClose={close} />, {
      api,
      session: memberSession(),
      keepBus: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Jogo@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(api.calls.find((c) => c.endpoint.path === '/wps/relay/RG_reauth')?.options.body).toEqual({
      password: 'Jogo@2026',
    });
    expect(bus.current('session:changed').status).toBe('member');
    off();
  });

  it("shows the gateway's refusal and keeps the dialog; cancel rejects the waiting call", async () => {
    const api = createFakeApi().on('POST /wps/relay/RG_reauth', () => {
      throw apiError(400, 'login.password_wrong', 'Wrong password');
    });
    renderWithProviders(<div />, { api, session: memberSession() });
    const off = recordModals();
    const waiting = requestReauth(REAUTH);
    const close = () => bus.emit('ui:modal-closed', { name: 'reauth' });
    renderWithProviders(<ReauthDialog props={{}} onClose={close} />, {
      api,
      session: memberSession(),
      keepBus: true,
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(waiting).resolves.toBe(false);
    await waitFor(() => expect(bus.current('session:changed').status).toBe('member'));
    off();
  });
});
