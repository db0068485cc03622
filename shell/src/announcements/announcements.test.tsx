import { act } from 'react';
import type { Announcement, AnnouncementsValue, CallOptions } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import {
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
  within,
} from '@jogo/shared/testing';
import { registerRegistry } from '@jogo/shared/federation';
import { useNavigate } from '@jogo/shared/router';
import { ModalHost } from '../modals/modal-host';
import { DEFAULT_REGISTRY } from '../routing/load-registry';
import { dialogQueue } from '../modals/dialog-queue';
import { AnnouncementPopup } from './announcement-popup';
import { closedMarkerKey, executionsFor } from './announcement-rules';
import { NoticeDialog } from './notice-dialog';

const notice = (
  id: number,
  execution: Announcement['execution'] = 'B',
  over: Partial<Announcement> = {},
): Announcement => ({
  id,
  title: `Notice ${id}`,
  content: `<p>Body ${id}</p>`,
  promotionType: 'PU',
  execution,
  startTime: '2026-01-01T00:00:00Z',
  ...over,
});

const value = (list: Announcement[]): AnnouncementsValue => ({
  banners: [],
  playerNotices: list.filter((a) => a.promotionType === 'PL'),
  popup: list.filter((a) => a.promotionType === 'PU'),
  promotion: [],
  content: [],
});

/** A fake gateway that answers by execution, as the real one does. */
function announcementsApi(list: Announcement[]) {
  return createFakeApi().on('/wps/relay/MCSFE_getListAnnouncements', ({ query }: CallOptions) => {
    const ex = String(query?.execution ?? '').split(',');
    return value(list.filter((a) => ex.includes(a.execution)));
  });
}

beforeEach(() => {
  sessionStorage.clear();
  dialogQueue.drop(() => true);
});

describe('AnnouncementPopup', () => {
  const many = Array.from({ length: 12 }, (_, i) => notice(i + 1));

  it('lists 9 titles per page and shows the first notice', () => {
    renderWithProviders(<AnnouncementPopup notices={many} loading={false} onClose={() => undefined} />);
    const list = screen.getByRole('list', { name: 'Notices' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    expect(screen.getByRole('heading', { name: 'Notice 1' })).toBeInTheDocument();
  });

  it('pages to the rest', () => {
    renderWithProviders(<AnnouncementPopup notices={many} loading={false} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    const list = screen.getByRole('list', { name: 'Notices' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Notice 10', 'Notice 11', 'Notice 12']);
  });

  it('selects a notice by its title', async () => {
    renderWithProviders(<AnnouncementPopup notices={many} loading={false} onClose={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Notice 4' }));
    expect(screen.getByRole('heading', { name: 'Notice 4' })).toBeInTheDocument();
    expect(await screen.findByText('Body 4')).toBeInTheDocument();
  });

  it('sanitizes the HTML', async () => {
    const evil = notice(1, 'B', {
      content: '<p>ok</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    const { baseElement } = renderWithProviders(
      <AnnouncementPopup notices={[evil]} loading={false} onClose={() => undefined} />,
    );
    expect(await screen.findByText('ok')).toBeInTheDocument();
    expect(baseElement.querySelector('script')).toBeNull();
    expect(baseElement.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('shows no pager with one page', () => {
    renderWithProviders(
      <AnnouncementPopup notices={many.slice(0, 9)} loading={false} onClose={() => undefined} />,
    );
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('execution filters', () => {
  it('anonymous sees B, logged in A, plus F on first login', () => {
    expect(executionsFor({ status: 'guest', token: null, firstTimeLogin: false })).toEqual(['B']);
    expect(executionsFor({ status: 'member', token: 't', firstTimeLogin: false })).toEqual(['A']);
    expect(executionsFor({ status: 'member', token: 't', firstTimeLogin: true })).toEqual(['A', 'F']);
  });
});

describe('AnnouncementController', () => {
  const list = [notice(1, 'B'), notice(2, 'A'), notice(3, 'F'), notice(4, 'A', { promotionType: 'PL' })];

  it('shows the anonymous notices (B) once per session', async () => {
    const api = announcementsApi(list);
    const first = renderWithProviders(<ModalHost />, { api });
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notice 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notice 2' })).not.toBeInTheDocument();
    expect(api.calls[0].options.query).toMatchObject({ execution: 'B' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(sessionStorage.getItem(closedMarkerKey('guest'))).toBe('closed');
    first.unmount();
    // a reload in the same session: not shown again
    const again = renderWithProviders(<ModalHost />, { api: announcementsApi(list) });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(again.api.calls).toHaveLength(0);
  });

  it('shows the logged-in notices (A) after login even when the anonymous ones were closed', async () => {
    sessionStorage.setItem(closedMarkerKey('guest'), 'closed');
    const api = announcementsApi(list);
    renderWithProviders(<ModalHost />, { api });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('session:changed', { ...bus.current('session:changed'), ...memberSession() }));
    expect(await screen.findByRole('button', { name: 'Notice 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notice 4' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notice 3' })).not.toBeInTheDocument();
    expect(api.calls.at(-1)?.options.query).toMatchObject({ execution: 'A' });
  });

  it('adds F on first login', async () => {
    renderWithProviders(<ModalHost />, {
      api: announcementsApi(list),
      session: memberSession({ firstTimeLogin: true }),
    });
    expect(await screen.findByRole('button', { name: 'Notice 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notice 2' })).toBeInTheDocument();
  });

  it('does not show the member popup again once closed in this session', async () => {
    sessionStorage.setItem(closedMarkerKey('member'), 'closed');
    const api = announcementsApi(list);
    renderWithProviders(<ModalHost />, { api, session: memberSession() });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("waits over a player's own account page and shows on the next page they browse", async () => {
    // the routes' layouts and access come from the registry, as in the running shell (a runtime that loads nothing)
    (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = {
      __INSTANCES__: [{ name: 'shell', registerRemotes: () => undefined }],
    };
    registerRegistry(DEFAULT_REGISTRY);
    function GoHome() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/')}>
          home
        </button>
      );
    }
    renderWithProviders(
      <>
        <ModalHost />
        <GoHome />
      </>,
      { api: announcementsApi(list), session: memberSession(), route: '/member?page=personalHistoryCopy' },
    );
    // asked for, and queued, but not shown over the betting record
    await waitFor(() => expect(dialogQueue.entries$.getValue().map((d) => d.name)).toContain('announcement'));
    await act(async () => {
      await import('./announcement-popup');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'home' }));
    expect(await screen.findByRole('button', { name: 'Notice 2' })).toBeInTheDocument();
  });

  it('shows nothing when there is nothing to announce', async () => {
    renderWithProviders(<ModalHost />, { api: announcementsApi([]) });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reloads on a language change', async () => {
    const api = announcementsApi(list);
    renderWithProviders(<ModalHost />, { api });
    await screen.findByRole('dialog');
    const before = api.calls.length;
    act(() => bus.emit('language:changed', 'PT'));
    await waitFor(() => expect(api.calls.length).toBe(before + 1));
  });

  it('opens on request even after it was closed', async () => {
    sessionStorage.setItem(closedMarkerKey('guest'), 'closed');
    renderWithProviders(<ModalHost />, { api: announcementsApi(list) });
    await act(async () => undefined);
    act(() => bus.emit('ui:modal-requested', { name: 'announcement' }));
    expect(await screen.findByRole('button', { name: 'Notice 1' })).toBeInTheDocument();
  });
});

describe('NoticeDialog', () => {
  it('loads a notice by id (the marquee click)', async () => {
    const api = createFakeApi().on(
      '/wps/relay/MCSFE_getListAnnouncements',
      value([notice(7, 'B', { promotionType: 'PL', title: 'Marquee news' })]),
    );
    renderWithProviders(<NoticeDialog props={{ id: 7 }} onClose={() => undefined} />, { api });
    expect(await screen.findByRole('heading', { name: 'Marquee news' })).toBeInTheDocument();
    expect(await screen.findByText('Body 7')).toBeInTheDocument();
  });

  it('says so when the notice is gone', async () => {
    const api = createFakeApi().on('/wps/relay/MCSFE_getListAnnouncements', value([]));
    renderWithProviders(<NoticeDialog props={{ id: 99 }} onClose={() => undefined} />, { api });
    expect(await screen.findByText('This notice is no longer available')).toBeInTheDocument();
  });
});
