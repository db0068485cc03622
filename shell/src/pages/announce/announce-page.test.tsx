import userEvent from '@testing-library/user-event';
import type { Announcement, AnnouncementsValue } from '@jogo/shared/api';
import { createFakeApi, memberSession, renderWithProviders, screen } from '@jogo/shared/testing';
import { AnnouncePage } from './announce-page';

const note = (
  id: number,
  title: string,
  day: number,
  promotionType: Announcement['promotionType'] = 'PL',
): Announcement => ({
  id,
  title,
  content: `<p>Body of ${title}</p><script>bad()</script>`,
  promotionType,
  execution: 'B',
  startTime: `2026-01-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});
const value = (over: Partial<AnnouncementsValue> = {}): AnnouncementsValue => ({
  banners: [],
  playerNotices: [],
  popup: [],
  promotion: [],
  content: [],
  ...over,
});

describe('announcements page', () => {
  it('lists notices, popups and promotions newest first with the newest open', async () => {
    const api = createFakeApi().on(
      '/wps/relay/MCSFE_getListAnnouncements',
      value({
        playerNotices: [note(1, 'Old notice', 2)],
        promotion: [note(2, 'New promo', 9, 'PR')],
        popup: [note(3, 'Mid popup', 5, 'PU')],
      }),
    );
    renderWithProviders(<AnnouncePage />, { api });
    const toggles = await screen.findAllByRole('button', { expanded: false });
    const open = screen.getByRole('button', { expanded: true });
    expect(open.textContent).toContain('New promo');
    expect(toggles.map((b) => b.textContent)).toEqual([
      expect.stringContaining('Mid popup'),
      expect.stringContaining('Old notice'),
    ]);
    expect(await screen.findByText('Body of New promo')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    await userEvent.click(toggles[1]);
    expect(await screen.findByText('Body of Old notice')).toBeTruthy();
    expect(screen.queryByText('Body of New promo')).toBeNull();
  });

  it('asks for execution B as a guest', async () => {
    const api = createFakeApi().on('/wps/relay/MCSFE_getListAnnouncements', value());
    renderWithProviders(<AnnouncePage />, { api });
    await screen.findByText('There are no announcements.');
    expect(api.calls[0].options.query).toMatchObject({ execution: 'B', platform: 'W' });
  });

  it('asks for execution A when logged in', async () => {
    const member = createFakeApi().on('/wps/relay/MCSFE_getListAnnouncements', value());
    renderWithProviders(<AnnouncePage />, { api: member, session: memberSession() });
    await screen.findByText('There are no announcements.');
    expect(member.calls[0].options.query).toMatchObject({ execution: 'A' });
  });
});
