import { bus } from '@jogo/shared/bus';
import {
  act,
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
} from '@jogo/shared/testing';
import { useFavouriteToggle, useIsFavourite } from './use-favourite-toggle';

function Heart() {
  const { isFavourite, toggle } = useFavouriteToggle({ nodeId: 101, vassalage: 'PG', gameType: 'RNG' });
  return (
    <button type="button" aria-pressed={isFavourite} onClick={toggle}>
      heart
    </button>
  );
}

describe('favourite heart of a trial account', () => {
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

  it('a real member adds the favourite', async () => {
    const api = createFakeApi().on('POST /wps/relay/MCSFE_addFavoriteGameV2', ['101']);
    renderWithProviders(<Heart />, { api, session: memberSession() });
    const emit = jest.spyOn(bus, 'emit');
    fireEvent.click(screen.getByRole('button', { name: 'heart' }));
    expect(emit).not.toHaveBeenCalledWith('ui:modal-requested', expect.anything());
    await waitFor(() =>
      expect(api.calls.map((c) => c.endpoint.path)).toEqual(['/wps/relay/MCSFE_addFavoriteGameV2']),
    );
    emit.mockRestore();
  });
});

describe('useIsFavourite', () => {
  it("renders the heart whose game changed, not the others'", () => {
    const renders: Record<string, number> = { 101: 0, 202: 0 };
    function Probe({ nodeId }: { nodeId: number }) {
      const on = useIsFavourite(nodeId);
      renders[nodeId] += 1;
      return <span>{`${nodeId}:${on ? 'on' : 'off'}`}</span>;
    }
    renderWithProviders(
      <>
        <Probe nodeId={101} />
        <Probe nodeId={202} />
      </>,
      { session: memberSession() },
    );
    const before = { ...renders };
    act(() => bus.emit('favourites:changed', ['101']));
    expect(screen.getByText('101:on')).toBeInTheDocument();
    expect(screen.getByText('202:off')).toBeInTheDocument();
    expect(renders[101]).toBe(before[101] + 1);
    expect(renders[202]).toBe(before[202]);
  });
});
