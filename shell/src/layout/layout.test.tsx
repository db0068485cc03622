import { Route, Routes } from '@jogo/shared/router';
import userEvent from '@testing-library/user-event';
import { act, createFakeApi, renderWithProviders, screen, within } from '@jogo/shared/testing';
import { afterMainPaint } from '@jogo/shared/ui';
import { AgentLayout } from './agent-layout';
import { Layout } from './layout';
import { resetVendorLanes } from '@jogo/shared/data';

const api = () => createFakeApi().on('/wps/relay/GCSGAME_newGameVendor', { data: { lanes: [] } });

function renderAt(route: string, props: { sideMenu?: boolean; footer?: boolean } = {}) {
  return renderWithProviders(
    <Routes>
      <Route element={<Layout {...props} />}>
        <Route path="*" element={<p>page content</p>} />
      </Route>
    </Routes>,
    { api: api(), route },
  );
}

const sideMenu = () => screen.queryByRole('complementary', { name: 'Side menu' });
const footer = () => screen.queryByRole('contentinfo');

beforeEach(() => {
  resetVendorLanes();
  localStorage.clear();
});

describe('layout', () => {
  it('shows header, navigation, side menu, page and footer on ordinary pages', async () => {
    renderAt('/live');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Game categories' })).toBeTruthy();
    expect(sideMenu()).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('page content');
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    await screen.findAllByRole('link', { name: 'In-house' });
  });

  it('hides the side menu (and its toggle) in the game layout', async () => {
    renderAt('/vnlottery', { sideMenu: false });
    expect(sideMenu()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    await screen.findAllByRole('link', { name: 'In-house' });
  });

  it('hides side menu and footer in the seamless layout', async () => {
    renderAt('/seamless', { sideMenu: false, footer: false });
    expect(sideMenu()).toBeNull();
    await screen.findAllByRole('link', { name: 'In-house' });
    // the footer loads after the main paint: by now it would be there
    await act(async () => afterMainPaint());
    expect(footer()).toBeNull();
  });

  it('collapses the side menu to icons with the toggle on desktop and remembers it', async () => {
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(localStorage.getItem('jogo.sideMenuCollapsed')).toBe('1');
  });

  it("holds the page's scroll behind the phone's open drawer without restyling the body", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 1023px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      renderAt('/');
      const wheel = (on: Element) => {
        const e = new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: 100 });
        on.dispatchEvent(e);
        return e.defaultPrevented;
      };
      const page = screen.getByRole('main');
      expect(wheel(page)).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
      expect(sideMenu()?.getAttribute('aria-hidden')).toBeNull();
      expect(wheel(page)).toBe(true);
      const list = within(sideMenu()!).getByRole('navigation', { name: 'Side menu' });
      expect(wheel(list)).toBe(false);
      // overflow on the body changed the viewport's scroller: the whole page restyled in the tap's frame
      expect(document.body.getAttribute('style')).toBeNull();
      await userEvent.keyboard('{Escape}');
      // closed, the drawer leaves the accessibility tree
      expect(document.getElementById('side-menu')?.getAttribute('aria-hidden')).toBe('true');
      expect(wheel(page)).toBe(false);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('gives the agent routes a frame without header and footer', () => {
    renderWithProviders(<AgentLayout>agent page</AgentLayout>, { api: api() });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('agent page');
  });
});
