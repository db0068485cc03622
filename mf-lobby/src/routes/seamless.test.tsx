import { bus } from '@jogo/shared/bus';
import { createFakeApi, fireEvent, memberSession, renderWithProviders, screen } from '@jogo/shared/testing';
import SeamlessRoute from './seamless';

describe('/seamless?game= for a trial account', () => {
  it("says 'Register an account first' with the way to register, and loads no game", () => {
    const api = createFakeApi();
    renderWithProviders(<SeamlessRoute />, {
      api,
      route: '/seamless?game=DICE',
      session: memberSession({ isTrial: true, loginType: 'trial' }),
    });
    expect(screen.getByText('Register an account first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
    const emit = jest.spyOn(bus, 'emit');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(emit).toHaveBeenCalledWith('ui:modal-requested', { name: 'register' });
    expect(api.calls).toEqual([]);
    emit.mockRestore();
  });
});

describe('/seamless help (the help-centre dialog had no entry)', () => {
  it('opens the help-centre dialog over the game', () => {
    renderWithProviders(<SeamlessRoute />, { api: createFakeApi(), route: '/seamless?url=/x' });
    const emit = jest.spyOn(bus, 'emit');
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    expect(emit).toHaveBeenCalledWith('ui:modal-requested', { name: 'help' });
    emit.mockRestore();
  });
});
