import { render, screen, fireEvent } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { useAbsoluteNavigation } from './absolute-navigation';

function Probe() {
  const nav = useAbsoluteNavigation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="where">{`${pathname}${search}`}</output>
      <output aria-label="href">{nav.href('/member?page=depositv2')}</output>
      <button type="button" onClick={() => nav.go('/member?page=depositv2')}>
        go
      </button>
      <button type="button" onClick={() => nav.go('/rng', { replace: true })}>
        replace
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

describe('useAbsoluteNavigation', () => {
  it.each([
    ['/', '/', '/member?page=depositv2'],
    ['/site', '/site/', '/site/member?page=depositv2'],
    ['/site/', '/site/', '/site/member?page=depositv2'],
  ])('under the basename %s: the URL and the navigation of a path of the site', (basename, start, href) => {
    render(
      <MemoryRouter basename={basename} initialEntries={[start]}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'href' })).toHaveTextContent(href);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    // the router's location is the path inside the basename
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/member?page=depositv2');
    fireEvent.click(screen.getByRole('button', { name: 'replace' }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/rng$/);
    // the replaced entry is gone: back is the start
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/$/);
  });
});
