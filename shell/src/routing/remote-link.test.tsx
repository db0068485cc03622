import { useLocation } from '@jogo/shared/router';
import { createFakeApi, fireEvent, renderWithProviders, screen } from '@jogo/shared/testing';
import { RemoteLink } from './remote-link';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

function renderLinks(route = '/') {
  return renderWithProviders(
    <>
      <RemoteLink to="/member?page=depositv2">Deposit</RemoteLink>
      <RemoteLink to="/">Home</RemoteLink>
      <Where />
    </>,
    { route, api: createFakeApi() },
  );
}

describe('RemoteLink (an <a href> that does not read the location)', () => {
  it('is a link to its path, and a click goes there through the router', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'Deposit' });
    expect(link).toHaveAttribute('href', '/member?page=depositv2');
    fireEvent.click(link);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/member?page=depositv2');
  });

  it('leaves a click with a modifier or another button to the browser (a new tab or window)', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'Deposit' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      link.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/$/);
  });

  it("calls the link's own onClick first, which may keep the navigation from happening", () => {
    const onClick = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithProviders(
      <>
        <RemoteLink to="/promotions" onClick={onClick}>
          Promotions
        </RemoteLink>
        <Where />
      </>,
      { api: createFakeApi() },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/$/);
  });
});
