import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call, count, memberId, sessionFor } from '../../support/g2';

describe('inbox delete and mark all read', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeEach(async () => ({ app, close } = await build()));
  afterEach(() => close());

  it('deletes only the member’s own messages and answers the new unread count', async () => {
    const token = await sessionFor(app, 'demo_player');
    const me = await memberId(app, 'demo_player');
    const other = (await app.db.get('SELECT id FROM inbox_message WHERE member_id <> ? LIMIT 1', me)) as {
      id: number;
    };
    const unreadMine = (await app.db.get(
      'SELECT id FROM inbox_message WHERE member_id = ? AND read_at IS NULL LIMIT 1',
      me,
    )) as { id: number };
    const before = await count(
      app,
      'SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ? AND read_at IS NULL',
      me,
    );
    const r = await call(app, 'POST', '/wps/relay/CSP_deleteMessage', {
      token,
      body: { ids: [unreadMine.id, other.id] },
    });
    expect(r.json().value).toEqual({ deleted: 1, unread: before - 1 });
    expect(await count(app, 'SELECT COUNT(*) AS n FROM inbox_message WHERE id = ?', other.id)).toBe(1);
    expect(
      (await call(app, 'POST', '/wps/relay/CSP_deleteMessage', { token, body: { ids: [] } })).statusCode,
    ).toBe(400);
  });

  it('mark all read brings the unread count to zero', async () => {
    const token = await sessionFor(app, 'demo_player');
    const r = await call(app, 'POST', '/wps/relay/CSP_readMessage', { token, body: {} });
    expect(r.json().value.unread).toBe(0);
    expect((await call(app, 'GET', '/wps/relay/CSP_unreadCount', { token })).json().value.count).toBe(0);
  });

  it('lists unread messages first when asked', async () => {
    const token = await sessionFor(app, 'demo_player');
    const list = (
      await call(app, 'GET', '/wps/relay/CSP_messageList?unreadFirst=true&pageSize=50', { token })
    ).json().value.content as { read: boolean }[];
    const firstRead = list.findIndex((m) => m.read);
    expect(firstRead).toBeGreaterThan(0);
    expect(list.slice(firstRead).every((m) => m.read)).toBe(true);
  });
});
