import { fireEvent, screen } from '@testing-library/react';
import type { DepositChannel, DepositOrder } from '@jogo/shared/api';
import { createFakeApi, renderWithProviders } from '@jogo/shared/testing';
import { DepositForm } from './deposit-form';

const channel: DepositChannel = {
  channelId: 'PIX1',
  name: 'Banco Demo',
  type: 'PIX',
  minAmount: 5,
  maxAmount: 50000,
  presets: [20, 1000],
  iconUrl: '',
  feeBp: 0,
  feeMin: 0,
  processingMinutes: 1,
  expiresInMinutes: 30,
};
const order = (amount: number): DepositOrder => ({
  orderNo: 'DP1',
  channelId: 'PIX1',
  channelName: 'Banco Demo',
  channelType: 'PIX',
  amount,
  fee: 0,
  credit: amount,
  status: 'PENDING',
  pixCode: null,
  payTo: null,
  createdAt: '2026-11-26T12:00:00.000Z',
  expiresAt: null,
  confirmedAt: null,
  expiredAt: null,
});

const setup = (language: 'PT' | 'EN' = 'PT') => {
  const api = createFakeApi()
    .on('/wps/wallet/deposit/channels', { list: [channel] })
    .on('POST /wps/wallet/deposit', (o: { body?: unknown }) => order((o.body as { amount: number }).amount))
    .on('GET /wps/wallet/deposit/order', order(10.55));
  renderWithProviders(<DepositForm />, { api, language, session: { status: 'member', token: 't' } });
  return api;
};
const deposits = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((c) => c.endpoint.method === 'POST' && c.endpoint.path === '/wps/wallet/deposit');
/** the no-break space Intl and formatMoney write after R$ */
const brl = (text: string) => text.replace('R$ ', 'R$\u00a0');

describe('DepositForm (PT)', () => {
  it('reads 10,55 as R$ 10,55, shows the confirmation, and calls the gateway only on Confirm', async () => {
    const api = setup();
    fireEvent.change(await screen.findByLabelText('Valor'), { target: { value: '10,55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    const step = await screen.findByRole('region', { name: 'Confirme o depósito' });
    // the no-break space after R$ is checked on the raw text (toHaveTextContent folds it into a space)
    expect(step.textContent).toContain(brl('ValorR$ 10,55'));
    expect(step.textContent).toContain(brl('Sua carteira recebeR$ 10,55'));
    expect(step).toHaveTextContent('Forma de pagamentoPIX · Banco Demo');
    expect(deposits(api)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirmar depósito' }));
    expect(await screen.findByText(/Pedido DP1/)).toBeInTheDocument();
    expect(deposits(api)).toHaveLength(1);
    expect(deposits(api)[0]!.options.body).toEqual({ channelId: 'PIX1', amount: 10.55 });
  });

  it('refuses 10,555 with the message saying how to write it, and never calls', async () => {
    const api = setup();
    fireEvent.change(await screen.findByLabelText('Valor'), { target: { value: '10,555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(
      await screen.findByText(
        '“10,555” pode ser lido de duas formas. Para 10.555 escreva 10.555 ou 10555; os centavos têm no máximo duas casas (10,55)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirme o depósito' })).toBeNull();
    expect(deposits(api)).toHaveLength(0);
  });

  it('Back returns to the form with the amount as typed and nothing sent', async () => {
    const api = setup();
    fireEvent.change(await screen.findByLabelText('Valor'), { target: { value: '1.234,56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    await screen.findByRole('region', { name: 'Confirme o depósito' });
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByLabelText('Valor')).toHaveValue('1.234,56');
    expect(deposits(api)).toHaveLength(0);
  });

  it('a chip writes its amount in the PT style, which is read back', async () => {
    const api = setup();
    fireEvent.click(await screen.findByRole('button', { name: '1.000' }));
    fireEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect((await screen.findByRole('region', { name: 'Confirme o depósito' })).textContent).toContain(
      brl('ValorR$ 1.000,00'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar depósito' }));
    await screen.findByText(/Pedido DP1/);
    expect(deposits(api)[0]!.options.body).toEqual({ channelId: 'PIX1', amount: 1000 });
  });
});

describe('DepositForm (EN)', () => {
  it('reads 1,234.56 and refuses the PT style 1.234,56 with the EN way to write it', async () => {
    const api = setup('EN');
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '1.234,56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(
      await screen.findByText('In English, write 1,234.56 (comma for thousands, point for cents)'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1,234.56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('region', { name: 'Confirm the deposit' })).toHaveTextContent(
      'AmountR$1,234.56',
    );
    expect(deposits(api)).toHaveLength(0);
  });
});

describe('DepositForm of a paused player', () => {
  it.each([
    ['PT', 'Sua conta está em pausa até 03/12/2026 00:00'],
    ['EN', 'Your account is paused until 03/12/2026 00:00'],
  ] as const)('%s: says so at once (in the site zone), with no form to fill', async (language, text) => {
    const api = createFakeApi()
      .on('/wps/wallet/deposit/channels', { list: [channel] })
      .on('GET /wps/relay/RG_getProtection', {
        pause: { since: '2026-12-02T03:00:00Z', until: '2026-12-03T03:00:00Z' },
      });
    renderWithProviders(<DepositForm />, { api, language, session: { status: 'member', token: 't' } });
    expect(await screen.findByText(new RegExp(text.replace(/[/().]/g, '\\$&')))).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /Continu|Deposit|Depositar/ })).toBeNull();
  });
});
