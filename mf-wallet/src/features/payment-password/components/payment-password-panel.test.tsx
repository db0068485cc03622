import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PaymentPasswordStatus } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { createFakeApi, memberSession, recordModals, renderWithProviders } from '@jogo/shared/testing';
import { PaymentPasswordPanel } from './payment-password-panel';

const status: PaymentPasswordStatus = {
  hasPassword: true,
  hasLoginPassword: true,
  lockedUntil: null,
  failures: 0,
  mobileMasked: '*******4321',
};

function setup(over: Partial<PaymentPasswordStatus> = {}) {
  const api = createFakeApi()
    .on('GET /wps/wallet/payment-password', { ...status, ...over })
    .on('GET /wps/member/profile', {
      account: 'demo_player',
      nickname: 'Demo',
      vipLevel: 1,
      vipName: 'VIP 1',
      joinedAt: '2026-01-01T00:00:00.000Z',
      mobileNum: '*******4321',
      countryDialingCode: '55',
      email: null,
      hasPaymentPassword: true,
      hasUpline: false,
    })
    .on('POST /wps/member/proof/code', { channel: 'sms', to: '*******4321', expiredMinutes: 10 })
    .on('POST /wps/wallet/payment-password/sms', { expiredMinutes: 1 })
    .on('POST /wps/wallet/payment-password/change', status)
    .on('POST /wps/wallet/payment-password/reset', status);
  renderWithProviders(<PaymentPasswordPanel />, { api, session: memberSession() });
  return api;
}
const bodyOf = (api: ReturnType<typeof createFakeApi>, path: string) =>
  api.calls.find((c) => c.endpoint.path === path)?.options.body;
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('payment password proof of the owner', () => {
  it('a change sends the code that went to the contact on file', async () => {
    const api = setup();
    await screen.findByLabelText('Current payment password');
    type('Current payment password', '246810');
    type('New payment password', '135790');
    type('Confirm new payment password', '135790');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    const code = screen.getByLabelText('Code sent to your current contact');
    fireEvent.click(within(code.parentElement!).getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(bodyOf(api, '/wps/member/proof/code')).toEqual({ action: 'payment-password' }),
    );
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(api, '/wps/wallet/payment-password/change')).toEqual({
        oldPassword: '246810',
        newPassword: '135790',
        proofCode: '654321',
      }),
    );
  });

  it('a reset (forgot) sends the login password with the SMS code', async () => {
    const api = setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'Forgot' }));
    type('SMS code', '123456');
    type('New payment password', '135790');
    type('Confirm new payment password', '135790');
    expect(screen.queryByLabelText('Code sent to your current contact')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    type('Your password', 'Jogo@2026');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodyOf(api, '/wps/wallet/payment-password/reset')).toEqual({
        verificationCode: '123456',
        newPassword: '135790',
        currentPassword: 'Jogo@2026',
      }),
    );
  });

  it('a member who signed up by mobile alone is sent to create a login password first, then gets the form', async () => {
    const api = setup({ hasPassword: false, hasLoginPassword: false });
    const requested: string[] = [];
    const stop = recordModals((r) => requested.push(r.name));
    expect(await screen.findByText(/has no login password yet/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New payment password')).not.toBeInTheDocument();
    // the forgot-password dialog (by SMS) creates it; once it closes the panel reads the state again
    api.on('GET /wps/wallet/payment-password', { ...status, hasPassword: false });
    fireEvent.click(screen.getByRole('button', { name: 'Create a login password' }));
    await waitFor(() => expect(requested).toEqual(['forgot']));
    bus.emit('ui:modal-closed', { name: 'forgot' });
    expect(await screen.findByLabelText('New payment password')).toBeInTheDocument();
    expect(screen.queryByText(/has no login password yet/)).not.toBeInTheDocument();
    stop();
  });
});
