import { screen, fireEvent } from '@testing-library/react';
import type { WithdrawSettingsValue } from '@jogo/shared/api';
import { createFakeApi, renderWithProviders } from '@jogo/shared/testing';
import { WithdrawForm } from './withdraw-form';

const settings: WithdrawSettingsValue = {
  minAmount: 10,
  maxAmount: 50000,
  dailyCountLimit: 5,
  usedCountToday: 1,
  balance: 300,
  hasPaymentPassword: true,
  bankCards: [
    {
      id: 7,
      bankName: 'PIX',
      accountName: 'Jogador Demo',
      accountNumberMasked: '***.982.247-**',
      cardType: 'PIX',
      keyType: 'CPF',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
  feeBp: 100,
  feeMin: 1,
  turnoverLeft: 0,
  receiptAutoMinutes: 30,
  payeeName: 'Jogador Demo',
  maxCards: 5,
  lockedUntil: null,
};

const setup = (s = settings) => {
  const api = createFakeApi()
    .on('/wps/wallet/withdraw/settings', s)
    .on('/wps/wallet/withdraw/orders', { content: [], totalPages: 1, totalCount: 0, pageNo: 1 })
    .on('POST /wps/wallet/withdraw', (o: { body?: unknown; headers?: Record<string, string> }) => ({
      orderNo: 'WD1',
      amount: 100,
      fee: 1,
      net: 99,
      status: 'IN_PROCESS',
      bankCardId: 7,
      destination: 'PIX CPF',
      createdAt: '2026-01-01T00:00:00.000Z',
      approvedAt: null,
      issuedAt: null,
      rejectedAt: null,
      rejectReason: null,
      receipt: null,
      receiptAt: null,
      balance: 200,
      sent: o,
    }));
  renderWithProviders(<WithdrawForm passwordHref="/wallet?page=paymentPassword" />, {
    api,
    session: { status: 'member', token: 't' },
  });
  return api;
};
const withdrawCalls = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((c) => c.endpoint.path === '/wps/wallet/withdraw');

describe('WithdrawForm', () => {
  it('shows the rules before submit: limits, daily count, fee, turnover left', async () => {
    setup();
    expect(await screen.findAllByText('1 of 5')).toHaveLength(2); // withdrawals today, destinations held
    expect(screen.getByText('1% (min. R$1.00)')).toBeInTheDocument();
    expect(screen.getByText('***.982.247-**')).toBeInTheDocument();
  });

  it('refuses an amount above the balance or below the minimum with a field error and no call', async () => {
    const api = setup();
    const amount = await screen.findByLabelText('Amount');
    fireEvent.change(amount, { target: { value: '300.01' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('More than your balance (R$300.00)')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '9.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The minimum is R$10.00')).toBeInTheDocument();
    expect(withdrawCalls(api)).toHaveLength(0);
  });

  it('refuses while deposits are not wagered yet', async () => {
    const api = setup({ ...settings, turnoverLeft: 25 });
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Wager R$25.00 more before withdrawing')).toBeInTheDocument();
    expect(withdrawCalls(api)).toHaveLength(0);
  });

  it('asks for confirmation (amount, fee, what arrives, the masked key) before any call; Back sends nothing', async () => {
    const api = setup();
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '150.55' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: 'Jogo@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const step = await screen.findByRole('region', { name: 'Confirm the withdrawal' });
    expect(step).toHaveTextContent('AmountR$150.55');
    expect(step).toHaveTextContent('FeeR$1.51');
    expect(step).toHaveTextContent('You receiveR$149.04');
    expect(step).toHaveTextContent('ToPIX · CPF ***.982.247-** · Jogador Demo');
    expect(withdrawCalls(api)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Amount')).toHaveValue('150.55');
    expect(withdrawCalls(api)).toHaveLength(0);
  });

  it('refuses an ambiguous amount with the parser message and no call', async () => {
    const api = setup();
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '100.555' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/could be read two ways/)).toBeInTheDocument();
    expect(withdrawCalls(api)).toHaveLength(0);
  });

  it('sends a confirmed request once with an idempotency key and shows the receipt', async () => {
    const api = setup();
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: 'Jogo@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const submit = await screen.findByRole('button', { name: 'Confirm withdrawal' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByRole('region', { name: 'Withdrawal requested' })).toBeInTheDocument();
    const calls = withdrawCalls(api);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.options.body).toEqual({ amount: 100, bankCardId: 7, paymentPassword: 'Jogo@2026' });
    expect(calls[0]!.options.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
