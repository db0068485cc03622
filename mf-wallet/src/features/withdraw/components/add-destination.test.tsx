import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, memberSession, renderWithProviders } from '@jogo/shared/testing';
import { AddDestination } from './add-destination';

const profile = (mobileNum: string | null) => ({
  account: 'demo_player',
  nickname: 'Demo',
  vipLevel: 1,
  vipName: 'VIP 1',
  joinedAt: '2026-01-01T00:00:00.000Z',
  mobileNum,
  countryDialingCode: mobileNum ? '55' : null,
  email: null,
  hasPaymentPassword: true,
  hasUpline: false,
});

function setup(mobileNum: string | null) {
  const api = createFakeApi()
    .on('GET /wps/member/profile', profile(mobileNum))
    .on('POST /wps/member/proof/code', { channel: 'sms', to: '*******4321', expiredMinutes: 10 })
    .on('POST /wps/wallet/bankcards', {
      id: 9,
      bankName: 'PIX',
      accountName: 'Jogador Demo',
      accountNumberMasked: '***.982.247-**',
      cardType: 'PIX',
      keyType: 'CPF',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  const onAdded = jest.fn();
  renderWithProviders(<AddDestination payeeName="Jogador Demo" onAdded={onAdded} />, {
    api,
    session: memberSession(),
  });
  return { api, onAdded };
}

const bodyOf = (api: ReturnType<typeof createFakeApi>, path: string) =>
  api.calls.find((c) => c.endpoint.path === path)?.options.body;

describe('adding a withdrawal destination (issue 27)', () => {
  it('asks for the code sent to the contact on file besides the payment password', async () => {
    const { api, onAdded } = setup('*******4321');
    fireEvent.change(screen.getByLabelText('PIX key'), { target: { value: '529.982.247-25' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: 'Jogo@2026' } });
    const code = await screen.findByLabelText('Code sent to your current contact');
    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(bodyOf(api, '/wps/wallet/bankcards')).toBeUndefined();
    fireEvent.click(within(code.parentElement!).getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Sent to *******4321, valid for 10 min')).toBeInTheDocument();
    expect(bodyOf(api, '/wps/member/proof/code')).toEqual({ action: 'destination' });
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(bodyOf(api, '/wps/wallet/bankcards')).toMatchObject({
      paymentPassword: 'Jogo@2026',
      proofCode: '654321',
    });
  });

  it('without a contact on file, the payment password is enough', async () => {
    const { api, onAdded } = setup(null);
    fireEvent.change(screen.getByLabelText('PIX key'), { target: { value: '529.982.247-25' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: 'Jogo@2026' } });
    await waitFor(() => expect(api.calls.some((c) => c.endpoint.path === '/wps/member/profile')).toBe(true));
    await waitFor(() =>
      expect(screen.queryByLabelText('Code sent to your current contact')).not.toBeInTheDocument(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(bodyOf(api, '/wps/wallet/bankcards')).toMatchObject({ proofCode: undefined });
  });
});
