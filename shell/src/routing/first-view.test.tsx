import { act } from '@testing-library/react';
import { useNavigate } from '@jogo/shared/router';
import { renderWithProviders } from '@jogo/shared/testing';
import { FIRST_VIEW_GRACE_MS, FirstViewRelease } from './first-view';

/** The early script's handle (dev-proxy/src/early-script.js), recorded. */
function installFirstView() {
  const view = { released: false, release: jest.fn(() => void (view.released = true)) };
  window.__jogoFirstView = view;
  return view;
}

let go: (to: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  go = (to) => navigate(to);
  return null;
}

describe('FirstViewRelease', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete window.__jogoFirstView;
  });

  it('leaves the first view to the page until the grace time after the first render runs out', () => {
    const view = installFirstView();
    renderWithProviders(<FirstViewRelease />);
    act(() => jest.advanceTimersByTime(FIRST_VIEW_GRACE_MS - 1));
    expect(view.release).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(view.release).toHaveBeenCalledTimes(1);
  });

  it('releases it at once when the route changes', () => {
    const view = installFirstView();
    renderWithProviders(
      <>
        <FirstViewRelease />
        <Navigator />
      </>,
    );
    expect(view.release).not.toHaveBeenCalled();
    act(() => go('/rng'));
    expect(view.release).toHaveBeenCalled();
  });

  it('does nothing on a page served without the early script', () => {
    renderWithProviders(<FirstViewRelease />);
    expect(() => act(() => jest.advanceTimersByTime(FIRST_VIEW_GRACE_MS))).not.toThrow();
  });
});
