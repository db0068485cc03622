import { bus } from '@jogo/shared/bus';
import { createFakeApi, fireEvent, memberSession, renderWithProviders, screen } from '@jogo/shared/testing';
import { useFavouriteToggle } from './use-favourite-toggle';

function Heart() {
  const { isFavourite, toggle } = useFavouriteToggle({ nodeId: 101, vassalage: 'PG', gameType: 'RNG' });
  return (
    <button type="button" aria-pressed={isFavourite} onClick={toggle}>
      heart
    </button>
  );
}

describe('favourite heart of a trial account (issue 16 item 10)', () => {
  it("says 'Register an account first' and calls nothing", () => {
    const api = createFakeApi();
    renderWithProviders(<Heart />, { api, session: memberSession({ isTrial: true, loginType: 'trial' }) });
    const emit = jest.spyOn(bus, 'emit');
    fireEvent.click(screen.getByRole('button', { name: 'heart' }));
    expect(emit).toHaveBeenCalledWith('ui:modal-requested', {
      name: 'trialRefused',
      props: { reason: 'favourite' },
    });
    expect(api.calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'heart' })).toHaveAttribute('aria-pressed', 'false');
    emit.mockRestore();
  });

  it('a real member adds the favourite', () => {
    const api = createFakeApi().on('POST /wps/relay/MCSFE_addFavoriteGameV2', ['101']);
    renderWithProviders(<Heart />, { api, session: memberSession() });
    const emit = jest.spyOn(bus, 'emit');
    fireEvent.click(screen.getByRole('button', { name: 'heart' }));
    expect(emit).not.toHaveBeenCalledWith('ui:modal-requested', expect.anything());
    expect(api.calls.map((c) => c.endpoint.path)).toEqual(['/wps/relay/MCSFE_addFavoriteGameV2']);
    emit.mockRestore();
  });
});
