import { fireEvent, screen } from '@testing-library/react';
import type { MerchantWalletValue } from '@jogo/shared/api';
import { createFakeApi, renderWithProviders } from '@jogo/shared/testing';
import { TransferPanel } from './transfer-panel';

const wallets: MerchantWalletValue = {
  isSingle: false,
  mainBalance: 2000,
  wallets: [{ vassalage: 'PG', displayName: 'PG Soft', balance: 0 }],
};

const setup = () => {
  const api = createFakeApi()
    .on('/wps/relay/GCS_merchantWallet', wallets)
    .on('POST /wps/relay/GCS_walletTransfer', (o: { body?: unknown }) => ({
      transferId: 'T1',
      ...(o.body as object),
      mainBalance: 0,
      wallets: [],
    }));
  renderWithProviders(<TransferPanel />, { api, language: 'PT', session: { status: 'member', token: 't' } });
  return api;
};
const transfers = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((c) => c.endpoint.path === '/wps/relay/GCS_walletTransfer');

describe('TransferPanel (PT)', () => {
  it('refuses 1,234 (was read as 1234) with how to write it, and never calls', async () => {
    const api = setup();
    fireEvent.change(await screen.findByLabelText('Valor'), { target: { value: '1,234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText(/“1,234” pode ser lido de duas formas/)).toBeInTheDocument();
    expect(transfers(api)).toHaveLength(0);
  });

  it('confirms amount, fee, what arrives, from and to; the call only on Confirm', async () => {
    const api = setup();
    fireEvent.change(await screen.findByLabelText('Valor'), { target: { value: '1.234,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    const step = await screen.findByRole('region', { name: 'Confirme a transferência' });
    expect(step).toHaveTextContent('ValorR$ 1.234,50');
    expect(step).toHaveTextContent('ChegaR$ 1.234,50');
    expect(step).toHaveTextContent('DeCarteira principal');
    expect(step).toHaveTextContent('ParaPG Soft');
    expect(transfers(api)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar transferência' }));
    expect(await screen.findByRole('region', { name: 'Transferência concluída' })).toBeInTheDocument();
    expect(transfers(api)).toHaveLength(1);
    expect(transfers(api)[0]!.options.body).toEqual({ from: 'MAIN', to: 'PG', amount: 1234.5 });
  });
});
