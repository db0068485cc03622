import { act } from 'react';
import { useNavigate } from '@jogo/shared/router';
import { bus } from '@jogo/shared/bus';
import { fireEvent, renderWithProviders, screen } from '@jogo/shared/testing';
import { loaderVisible$, showLoader } from '../services/loader';
import { RouteEffects } from './route-effects';

function Nav() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/member?page=withdraw')}>
        member withdraw
      </button>
      <button type="button" onClick={() => navigate('/member?page=deposit')}>
        member deposit
      </button>
      <button type="button" onClick={() => navigate('/help#term')}>
        terms
      </button>
    </>
  );
}

let scrollTo: jest.SpyInstance;
let scrollIntoView: jest.Mock;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => scrollTo.mockRestore());

describe('RouteEffects', () => {
  it('scrolls to the top and hides the loader when the route name changes', () => {
    renderWithProviders(
      <>
        <RouteEffects />
        <Nav />
      </>,
      { route: '/' },
    );
    showLoader();
    fireEvent.click(screen.getByRole('button', { name: 'member withdraw' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(loaderVisible$.getValue()).toBe(0);
  });

  it('keeps the scroll within the same route name', () => {
    renderWithProviders(
      <>
        <RouteEffects />
        <Nav />
      </>,
      { route: '/member?page=withdraw' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'member deposit' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls a hash to its anchor, also when the anchor renders later', async () => {
    renderWithProviders(
      <>
        <RouteEffects />
        <Nav />
      </>,
      { route: '/' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'terms' }));
    expect(scrollIntoView).not.toHaveBeenCalled();
    const anchor = document.createElement('section');
    anchor.id = 'term';
    await act(async () => {
      document.body.appendChild(anchor);
    });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    anchor.remove();
  });

  it('carries out ui:navigate-requested', () => {
    renderWithProviders(
      <>
        <RouteEffects />
        <Nav />
      </>,
      { route: '/' },
    );
    act(() => bus.emit('ui:navigate-requested', { to: '/help' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
