import { bus } from '@jogo/shared/bus';
import { act, renderWithProviders, screen } from '@jogo/shared/testing';
import WalletRemote from './remote';

/** The wallet hub hides the transfer to an upline where the market forbids transfers between players. */
it('no upline tile where the market forbids transfers between players, even with its feature on', () => {
  renderWithProviders(<WalletRemote basePath="/wallet" />, { route: '/wallet' });
  act(() =>
    bus.emit('settings:changed', {
      status: 0,
      flags: { AGETRANSFERUP3: true },
      info: { market: { transfersBetweenPlayers: false } },
    }),
  );
  expect(screen.getByText('Withdraw')).toBeInTheDocument();
  expect(screen.queryByText('Transfer to upline')).not.toBeInTheDocument();
  act(() =>
    bus.emit('settings:changed', {
      status: 0,
      flags: { AGETRANSFERUP3: true },
      info: { market: { transfersBetweenPlayers: true } },
    }),
  );
  expect(screen.getByText('Transfer to upline')).toBeInTheDocument();
});

it('names only the deposit channels the market has (BR: no USDT)', () => {
  renderWithProviders(<WalletRemote basePath="/wallet" />, { route: '/wallet' });
  act(() =>
    bus.emit('settings:changed', {
      status: 0,
      flags: {},
      info: { market: { paymentChannels: ['PIX', 'TED'] } },
    }),
  );
  expect(screen.getByText('PIX or bank transfer')).toBeInTheDocument();
  act(() =>
    bus.emit('settings:changed', {
      status: 0,
      flags: {},
      info: { market: { paymentChannels: ['PIX', 'TED', 'USDT'] } },
    }),
  );
  expect(screen.getByText('PIX, bank transfer or USDT')).toBeInTheDocument();
});
