import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call, memberId, sessionFor, trialSession } from '../../support/g2';
import { checkLedger, disarmFailpoints } from '../../../src/domain/ledger/ledger';
import { fixClock, setSiteZone } from '../../../src/domain/site/clock';

describe('content and engagement', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  beforeEach(async () => {
    // the specification's market (OPEN): these tests exercise what BR forbids
    ({ app, close } = await build({ market: 'OPEN' }));
    token = await sessionFor(app, 'demo_player');
    await memberId(app, 'demo_player');
  });
  afterEach(async () => {
    disarmFailpoints();
    expect(await checkLedger(app.db)).toEqual([]);
    await close();
  });

  it('answers announcements per execution: B for guests, A for members, F on request', async () => {
    const guest = (
      await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B')
    ).json().value;
    expect(guest.banners.length).toBeGreaterThan(0);
    expect(guest.playerNotices.every((a: { execution: string }) => a.execution === 'B')).toBe(true);
    expect(guest.popup.length).toBeGreaterThan(0);
    expect(guest.promotion.length).toBeGreaterThan(0);
    const member = (
      await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU', { token })
    ).json().value;
    expect(member.playerNotices.every((a: { execution: string }) => a.execution === 'A')).toBe(true);
    // one seeded notice carries unsafe HTML on purpose: the client's sanitizer must strip it
    expect(member.playerNotices.some((a: { content: string }) => a.content.includes('onerror='))).toBe(true);
    const first = (
      await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL,PU&execution=A,F', { token })
    ).json().value;
    expect(first.popup.some((a: { execution: string }) => a.execution === 'F')).toBe(true);
    const help = (
      await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=H&execution=A,B')
    ).json().value;
    expect(help.content.length).toBe(2);
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=X')).json().errorCode).toBe(
      'content.types_invalid',
    );
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?execution=Z')).statusCode).toBe(
      400,
    );
  });

  it('answers banners for every group, in the request language', async () => {
    for (const g of ['w_home', 'w_forget', 'w_login', 'w_register', 'w_popup1', 'w_leftmenu']) {
      const list = (await call(app, 'GET', `/wps/content/banners?groupName=${g}`)).json().value.list;
      expect(list.length).toBeGreaterThan(0);
      expect(
        list.every(
          (b: { groupName: string; url: string }) => b.groupName === g && /\.svg\?lang=(pt|en)$/.test(b.url),
        ),
      ).toBe(true);
    }
    const pt = (
      await call(app, 'GET', '/wps/content/banners?groupName=w_home', { headers: { language: 'PT' } })
    ).json().value.list[0];
    expect(pt.title).toMatch(/boas-vindas/);
    expect((await call(app, 'GET', '/wps/content/banners?groupName=w_nope')).statusCode).toBe(400);
    expect((await call(app, 'GET', '/wps/content/banners')).statusCode).toBe(400);
  });

  it('counts, lists and reads inbox messages; another member cannot read them', async () => {
    expect((await call(app, 'GET', '/wps/relay/CSP_unreadCount', { token })).json().value.count).toBe(4);
    const list = (await call(app, 'GET', '/wps/relay/CSP_messageList?pageNo=1&pageSize=10', { token })).json()
      .value;
    expect(list.content).toHaveLength(10);
    expect(list.totalPages).toBe(2);
    const unread = list.content.find((m: { read: boolean }) => !m.read);
    expect(
      (
        await call(app, 'POST', '/wps/relay/CSP_readMessage', {
          token: await sessionFor(app, 'other_player'),
          body: { id: unread.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(app, 'POST', '/wps/relay/CSP_readMessage', { token, body: { id: unread.id } })).json().value
        .unread,
    ).toBe(3);
    expect(
      (await call(app, 'POST', '/wps/relay/CSP_readMessage', { token, body: {} })).json().value.unread,
    ).toBe(0);
    expect(
      (await call(app, 'POST', '/wps/relay/CSP_readMessage', { token, body: { id: 'x' } })).statusCode,
    ).toBe(400);
    expect(
      (await call(app, 'GET', '/wps/relay/CSP_unreadCount', { token: await trialSession(app) })).statusCode,
    ).toBe(403);
  });

  it('lists chat hosts and launches a chat', async () => {
    const list = (await call(app, 'GET', '/wps/relay/CBS_modelList')).json().value.list;
    expect(list.length).toBe(3);
    const v = (
      await call(app, 'POST', '/wps/relay/CBS_launchChat', { body: { modelId: list[0].modelId } })
    ).json().value;
    expect(v.chatUrl).toMatch(/^\/wps\/chat\/room\//);
    expect((await app.inject({ method: 'GET', url: v.chatUrl })).statusCode).toBe(200);
    expect(
      (await call(app, 'POST', '/wps/relay/CBS_launchChat', { body: { modelId: 'nobody' } })).statusCode,
    ).toBe(404);
    expect((await call(app, 'POST', '/wps/relay/CBS_launchChat', { body: {} })).statusCode).toBe(400);
  });

  it("the chat hosts' hours are the site's, not UTC's", async () => {
    // 12:00 UTC is 17:30 in Kolkata: by the site's hour (17) the first host is online, by UTC's (12) it was not
    fixClock(app.db, () => Date.parse('2026-11-26T12:00:00Z'));
    await setSiteZone(app.db, 'jogo', 'Asia/Kolkata');
    const list = (await call(app, 'GET', '/wps/relay/CBS_modelList')).json().value.list as {
      online: boolean;
    }[];
    expect(list.map((m) => m.online)).toEqual([true, false, true]);
    fixClock(app.db, null);
  });
});
