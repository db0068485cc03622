import { Route, Routes, useLocation } from '@jogo/shared/router';
import { fireEvent, renderWithProviders, screen } from '@jogo/shared/testing';
import { useLobbyMenu } from '../hooks/use-lobby-menu';
import { lobbyMenuEntries } from '../model/lobby-menu';
import { LobbyMenu } from './lobby-menu';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

function Harness({ loggedIn }: { loggedIn: boolean }) {
  const { state, choose } = useLobbyMenu();
  const entries = lobbyMenuEntries({ categories: ['LIVE', 'RNG'], loggedIn, hasRecent: true });
  return (
    <>
      <LobbyMenu entries={entries} active={state.menu} onChoose={choose} />
      <output aria-label="game type">{state.gameType}</output>
      <section id="home-section-FAV">fav</section>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  );
}

describe('LobbyMenu', () => {
  it('starts on HOT with game type HOME', () => {
    renderWithProviders(<Harness loggedIn={false} />);
    expect(screen.getByRole('button', { name: /Hot/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status', { name: 'game type' })).toHaveTextContent('HOME');
  });

  it('a guest has no FAV or RECENT entry', () => {
    renderWithProviders(<Harness loggedIn={false} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Hot',
      'Live casino',
      'Slots',
      'In-house',
    ]);
  });

  it('a list entry selects it and scrolls its section into view', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<Harness loggedIn />);
    fireEvent.click(screen.getByRole('button', { name: /Favourites/ }));
    expect(screen.getByRole('button', { name: /Favourites/ })).toHaveAttribute('aria-current', 'true');
    expect(scrollIntoView).toHaveBeenCalled();
  });

  it('choosing a type puts the menu back on HOT, scrolls to the top and opens its lobby', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Element.prototype.scrollIntoView = jest.fn();
    renderWithProviders(<Harness loggedIn />);
    fireEvent.click(screen.getByRole('button', { name: /Favourites/ }));
    fireEvent.click(screen.getByRole('button', { name: /Slots/ }));
    expect(screen.getByRole('button', { name: /Hot/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('status', { name: 'game type' })).toHaveTextContent('RNG');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/rng');
    scrollTo.mockRestore();
  });
});
