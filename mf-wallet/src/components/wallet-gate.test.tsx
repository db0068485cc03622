import { screen } from '@testing-library/react';
import { renderWithProviders } from '@jogo/shared/testing';
import { WalletGate } from './wallet-gate';

describe('WalletGate', () => {
  it('tells a trial account to register first and hides the money form', () => {
    renderWithProviders(<WalletGate>form</WalletGate>, {
      session: { status: 'member', token: 't', isTrial: true },
    });
    expect(screen.getByText('Register an account first')).toBeInTheDocument();
    expect(screen.queryByText('form')).not.toBeInTheDocument();
  });
  it('asks a guest to log in', () => {
    renderWithProviders(<WalletGate>form</WalletGate>);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
  it('shows the page to a real member', () => {
    renderWithProviders(<WalletGate>form</WalletGate>, { session: { status: 'member', token: 't' } });
    expect(screen.getByText('form')).toBeInTheDocument();
  });
});
