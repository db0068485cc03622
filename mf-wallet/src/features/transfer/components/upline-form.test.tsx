import { fireEvent, screen } from '@testing-library/react';
import type { UplineValue } from '@jogo/shared/api';
import { createFakeApi, renderWithProviders } from '@jogo/shared/testing';
import { UplineForm } from './upline-form';

const upline: UplineValue = {
  enabled: true,
  upline: { account: 'agent01', nickname: 'Agente Um' },
  balance: 100,
};

const setup = () => {
  const api = createFakeApi()
    .on('GET /wps/wallet/transfer/upline', upline)
    .on('POST /wps/wallet/transfer/upline', (o: { body?: unknown }) => ({
      transferId: 'U1',
      amount: (o.body as { amount: number }).amount,
      balance: 0,
      upline: 'agent01',
      createdAt: '2026-11-26T12:00:00.000Z',
    }));
  renderWithProviders(<UplineForm />, {
    api,
    language: 'PT',
    session: { status: 'member', token: 't' },
    flags: { AGETRANSFERUP3: true },
  });
  return api;
};
const sends = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((c) => c.endpoint.method === 'POST' && c.endpoint.path === '/wps/wallet/transfer/upline');

describe('UplineForm (PT)', () => {
  it('confirms the amount and the upline before sending; the call only on Confirm', async () => {
    const api = setup();
    fireEvent.change(await screen.findByLabelText('Valor'), { target: { value: '10,55' } });
    fireEvent.change(screen.getByLabelText('Senha de pagamento'), { target: { value: 'Jogo@2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const step = await screen.findByRole('region', { name: 'Confirme o envio ao superior' });
    expect(step).toHaveTextContent('ValorR$ 10,55');
    expect(step).toHaveTextContent('Agente superiorAgente Um');
    expect(sends(api)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar transferência' }));
    expect(await screen.findByRole('region', { name: 'Enviado ao seu superior' })).toBeInTheDocument();
    expect(sends(api)).toHaveLength(1);
    expect(sends(api)[0]!.options.body).toEqual({ amount: 10.55, paymentPassword: 'Jogo@2026' });
  });

  it('refuses more than the balance and the EN style with no call', async () => {
    const api = setup();
    const amount = await screen.findByLabelText('Valor');
    fireEvent.change(screen.getByLabelText('Senha de pagamento'), { target: { value: 'x' } });
    fireEvent.change(amount, { target: { value: '100,01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mais do que esta carteira tem')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '10.55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/Em português, escreva 10,55/)).toBeInTheDocument();
    expect(sends(api)).toHaveLength(0);
  });
});
