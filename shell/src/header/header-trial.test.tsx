import userEvent from '@testing-library/user-event';
import { bus } from '@jogo/shared/bus';
import { createFakeApi, memberSession, renderWithProviders, screen } from '@jogo/shared/testing';
import { Header } from './header';

/** The header's deposit and withdraw tell a trial account it needs a real one. */
describe('header for a trial account', () => {
  it("deposit and withdraw say 'Register an account first' instead of opening the wallet", async () => {
    const api = createFakeApi().on('/wps/relay/GCSGAME_newGameVendor', { data: { lanes: [] } });
    renderWithProviders(<Header onToggleMenu={() => undefined} />, {
      api,
      route: '/',
      session: memberSession({ isTrial: true, loginType: 'trial' }),
    });
    const emit = jest.spyOn(bus, 'emit');
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const asked = emit.mock.calls.filter(([name]) => name === 'ui:modal-requested').map(([, p]) => p);
    expect(asked).toEqual([
      { name: 'trialRefused', props: { reason: 'wallet' } },
      { name: 'trialRefused', props: { reason: 'wallet' } },
    ]);
    emit.mockRestore();
  });
});
