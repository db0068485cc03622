import { useCallback, useState } from 'react';
import { createFakeApi, fireEvent, renderWithProviders, screen } from '@jogo/shared/testing';
import { resetVendorLanes } from '@jogo/shared/data';
import { lane } from '../layout/test-lanes';
import type * as Icons from '../layout/icons';
import { SideMenu } from './side-menu';

// every entry draws one icon: counting the icons mockDrawn counts the entries rendered
const mockDrawn: string[] = [];
jest.mock('../layout/icons', () => {
  const actual = jest.requireActual<typeof Icons>('../layout/icons');
  return {
    ...actual,
    Icon: (props: Parameters<typeof actual.Icon>[0]) => {
      mockDrawn.push(props.name);
      return actual.Icon(props);
    },
  };
});

const api = () =>
  createFakeApi().on('/wps/relay/GCSGAME_newGameVendor', {
    data: { lanes: [lane('LIVE', ['EVO']), lane('RNG', ['PG'])] },
  });

/** the layout's use of the menu: the drawer's state above it, a stable onClose */
function Drawer() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        toggle
      </button>
      <SideMenu drawerOpen={open} onClose={close} />
    </>
  );
}

beforeEach(() => {
  resetVendorLanes();
  mockDrawn.length = 0;
});

describe('side menu renders (no slow tap)', () => {
  it('opening and closing the drawer draws none of the entries again', async () => {
    renderWithProviders(<Drawer />, { api: api() });
    await screen.findByRole('link', { name: 'Live casino' });
    const entryIcons = () => mockDrawn.filter((name) => name !== 'close' && name !== 'globe').length;
    const before = entryIcons();
    expect(before).toBeGreaterThan(10);
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(screen.getByRole('complementary', { name: 'Side menu' }).className).toMatch(/open/);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('complementary', { name: 'Side menu' }).className).not.toMatch(/open/);
    expect(entryIcons()).toBe(before);
  });

  it('a navigation draws again only the entries whose "current page" changed', async () => {
    renderWithProviders(<Drawer />, { api: api() });
    const live = await screen.findByRole('link', { name: 'Live casino' });
    mockDrawn.length = 0;
    fireEvent.click(live);
    expect(screen.getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    // Home (no longer current) and Live casino (now current); the close button's icon as the drawer closes
    expect(mockDrawn.filter((name) => name !== 'close' && name !== 'globe').sort()).toEqual(['home', 'live']);
  });
});
