import {
  act,
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
} from '@jogo/shared/testing';
import { bus } from '@jogo/shared/bus';
import { Inbox } from './inbox';

const list = {
  content: [
    { id: 1, title: 'Bonus ready', content: '<p>Hi</p>', read: false, createdAt: '2026-11-20T10:00:00Z' },
    { id: 2, title: 'Old news', content: '<p>Old</p>', read: true, createdAt: '2026-11-10T10:00:00Z' },
  ],
  totalPages: 1,
  unread: 1,
};

describe('Inbox', () => {
  it('asks for unread first; opening an unread message reads it and lowers the badge', async () => {
    const api = createFakeApi()
      .on('GET /wps/relay/CSP_messageList', list)
      .on('POST /wps/relay/CSP_readMessage', { unread: 0 });
    renderWithProviders(<Inbox />, { api, session: memberSession() });
    act(() => bus.emit('badges:changed', { unreadMessages: 1, missions: 0, rewards: 0 }));
    fireEvent.click(await screen.findByRole('button', { name: /Bonus ready/ }));
    expect(bus.current('badges:changed').unreadMessages).toBe(0);
    expect(api.calls[0]!.options.query).toMatchObject({ unreadFirst: true });
    await waitFor(() =>
      expect(api.calls.some((c) => c.endpoint.path.endsWith('CSP_readMessage'))).toBe(true),
    );
    expect(api.calls.find((c) => c.endpoint.path.endsWith('CSP_readMessage'))!.options.body).toEqual({
      id: 1,
    });
  });

  it('mark all read sets the badge to the server count', async () => {
    const api = createFakeApi()
      .on('GET /wps/relay/CSP_messageList', list)
      .on('POST /wps/relay/CSP_readMessage', { unread: 0 });
    renderWithProviders(<Inbox />, { api, session: memberSession() });
    act(() => bus.emit('badges:changed', { unreadMessages: 5, missions: 1, rewards: 2 }));
    // the button is there (disabled) before the list: click once the list is in
    const button = await screen.findByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() =>
      expect(bus.current('badges:changed')).toEqual({ unreadMessages: 0, missions: 1, rewards: 2 }),
    );
  });
});
