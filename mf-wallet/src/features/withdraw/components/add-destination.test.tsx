import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  apiError,
  createFakeApi,
  marketInfo,
  memberSession,
  renderWithProviders,
} from '@jogo/shared/testing';
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

function setup(mobileNum: string | null, first = false) {
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
  renderWithProviders(<AddDestination payeeName="Jogador Demo" onAdded={onAdded} first={first} />, {
    api,
    session: memberSession(),
  });
  return { api, onAdded };
}

const bodyOf = (api: ReturnType<typeof createFakeApi>, path: string) =>
  api.calls.find((c) => c.endpoint.path === path)?.options.body;

describe('adding a withdrawal destination', () => {
  it('says the first destination holds nothing, and a later one holds withdrawals 24 hours', () => {
    setup('*******4321', true);
    expect(screen.getByText(/Your first withdrawal destination holds nothing/)).toBeInTheDocument();
    expect(screen.queryByText(/withdrawals wait 24 hours/)).toBeNull();
  });

  it('says a destination after the first holds withdrawals 24 hours', () => {
    setup('*******4321');
    expect(screen.getByText(/withdrawals wait 24 hours/)).toBeInTheDocument();
  });

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

  it('under BR the holder is the sign-up name, not typed; a refusal of the holder shows at the field', async () => {
    const api = createFakeApi()
      .on('GET /wps/member/profile', profile(null))
      .on('POST /wps/wallet/bankcards', () => {
        throw apiError(
          400,
          'wallet.holder_not_full_name',
          'In Brazil, the holder must be the full name you signed up with, as on your CPF (Maria da Silva)',
        );
      });
    renderWithProviders(<AddDestination payeeName="Maria da Silva" onAdded={jest.fn()} />, {
      api,
      session: memberSession(),
      market: marketInfo('BR'),
    });
    const holder = screen.getByLabelText('Holder name');
    expect(holder).toHaveValue('Maria da Silva');
    expect(holder).toHaveAttribute('readonly');
    expect(
      screen.getByText('Your full name as you signed up, as on your CPF: Maria da Silva'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('PIX key'), { target: { value: '529.982.247-25' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: 'Jogo@2026' } });
    await waitFor(() =>
      expect(screen.queryByLabelText('Code sent to your current contact')).not.toBeInTheDocument(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    const error = await screen.findByText(/the holder must be the full name you signed up with/);
    expect(holder).toHaveAccessibleDescription(expect.stringContaining('the holder must be the full name'));
    expect(error).toBeInTheDocument();
  });

  it('a first destination elsewhere: the holder is typed, and markup or emoji are refused before any call', async () => {
    const api = createFakeApi().on('GET /wps/member/profile', profile(null));
    renderWithProviders(<AddDestination payeeName={null} onAdded={jest.fn()} />, {
      api,
      session: memberSession(),
      market: marketInfo('OPEN'),
    });
    expect(screen.getByText('Your first destination sets your payee name')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('PIX key'), { target: { value: '529.982.247-25' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: 'Jogo@2026' } });
    for (const bad of ['<b>Ana</b> Souza', 'Ana Souza 😀']) {
      fireEvent.change(screen.getByLabelText('Holder name'), { target: { value: bad } });
      fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
      expect(
        await screen.findByText('Only letters, spaces, apostrophes, hyphens and dots'),
      ).toBeInTheDocument();
    }
    expect(bodyOf(api, '/wps/wallet/bankcards')).toBeUndefined();
  });

  it('under BR a key other than the CPF names the holder’s CPF, checked before the call and sent', async () => {
    const api = createFakeApi()
      .on('GET /wps/member/profile', profile(null))
      .on('POST /wps/wallet/bankcards', { id: 10, accountName: 'Maria da Silva' });
    const onAdded = jest.fn();
    renderWithProviders(<AddDestination payeeName="Maria da Silva" onAdded={onAdded} />, {
      api,
      session: memberSession(),
      market: marketInfo('BR'),
    });
    expect(screen.queryByLabelText("Holder's CPF")).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'PHONE' } });
    fireEvent.change(screen.getByLabelText('PIX key'), { target: { value: '(11) 95772-4175' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: 'Jogo@2026' } });
    await waitFor(() =>
      expect(screen.queryByLabelText('Code sent to your current contact')).not.toBeInTheDocument(),
    );
    fireEvent.change(screen.getByLabelText("Holder's CPF"), { target: { value: '529.982.247-24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    expect(await screen.findByText('Invalid CPF')).toBeInTheDocument();
    expect(bodyOf(api, '/wps/wallet/bankcards')).toBeUndefined();
    fireEvent.change(screen.getByLabelText("Holder's CPF"), { target: { value: '529.982.247-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save destination' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(bodyOf(api, '/wps/wallet/bankcards')).toMatchObject({
      keyType: 'PHONE',
      accountName: 'Maria da Silva',
      holderDocument: '52998224725',
    });
  });
});
