import { fireEvent, screen } from '@testing-library/react';
import type { DepositOrder } from '@jogo/shared/api';
import { createFakeApi, renderWithProviders } from '@jogo/shared/testing';
import { PixCharge } from './pix-charge';

// A failing QR library stays in the QR's box: the copy-and-paste code, the copy button and the countdown
// stay usable, and a retry draws it again.
const qr = { fail: true };
jest.mock('qrcode', () => ({
  __esModule: true,
  default: {
    toDataURL: () =>
      qr.fail ? Promise.reject(new Error('qr failed')) : Promise.resolve('data:image/png;base64,AAAA'),
  },
}));

const order: DepositOrder = {
  orderNo: 'DP1',
  channelId: 'PIX1',
  channelName: 'Banco Demo',
  channelType: 'PIX',
  amount: 1000,
  fee: 0,
  credit: 1000,
  status: 'PENDING',
  pixCode: '00020126580014BR.GOV.BCB.PIX0136demo',
  payTo: null,
  createdAt: '2026-11-26T12:00:00.000Z',
  expiresAt: null,
  confirmedAt: null,
  expiredAt: null,
};

it('keeps the PIX code usable when the QR library fails, and draws the QR on retry', async () => {
  const api = createFakeApi().on('GET /wps/wallet/deposit/order', order);
  renderWithProviders(<PixCharge initial={order} onDone={() => undefined} />, {
    api,
    language: 'PT',
    session: { status: 'member', token: 't' },
  });
  const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
  expect(screen.getByTestId('pix-code')).toHaveTextContent(order.pixCode!);
  expect(screen.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
  qr.fail = false;
  fireEvent.click(retry);
  expect(await screen.findByRole('img', { name: /qr/i })).toHaveAttribute(
    'src',
    'data:image/png;base64,AAAA',
  );
});
