import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call, sessionFor } from '../../support/g2';

describe('lottery', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  // the spec's whole catalogue: what the BR profile licenses of it is tested in catalogue-licence.test.ts
  beforeEach(async () => ({ app, close } = await build({ market: 'OPEN' })));
  afterEach(() => close());

  it('lists lottery groups with gameGroupCode and gameMenus, filterable by vendor', async () => {
    const all = (await call(app, 'GET', '/lgw/vn/games/game_menu')).json().value.list;
    expect(all.map((g: { vassalage: string }) => g.vassalage)).toEqual(
      expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT']),
    );
    expect(all[0].gameMenus.length).toBeGreaterThan(0);
    const vn = (await call(app, 'GET', '/lgw/vn/games/game_menu?vassalage=TCG_LOTTO_VN')).json().value.list;
    expect(vn.every((g: { vassalage: string }) => g.vassalage === 'TCG_LOTTO_VN')).toBe(true);
    expect((await call(app, 'GET', '/lgw/vn/games/game_menu?vassalage=XX')).statusCode).toBe(400);
  });

  it('pages the opened numbers of a game newest first, deterministically', async () => {
    const a = (
      await call(app, 'GET', '/lgw/vn/numeros/opened/game?gameCode=FAST3&pageNo=1&pageSize=10')
    ).json().value;
    expect(a.list).toHaveLength(10);
    expect(a.totalPages).toBe(50);
    expect(Date.parse(a.list[0].openTime)).toBeGreaterThan(Date.parse(a.list[1].openTime));
    expect(a.list[0].winNumbers.split(',')).toHaveLength(3);
    const b = (
      await call(app, 'GET', '/lgw/vn/numeros/opened/game?gameCode=FAST3&pageNo=2&pageSize=10')
    ).json().value;
    expect(Date.parse(b.list[0].openTime)).toBeLessThan(Date.parse(a.list[9].openTime));
    expect((await call(app, 'GET', '/lgw/vn/numeros/opened/game?gameCode=NOPE')).statusCode).toBe(404);
    expect((await call(app, 'GET', '/lgw/vn/numeros/opened/game')).statusCode).toBe(400);
  });

  it('gives the latest draw per game and the recent lottery games of a member', async () => {
    const latest = (await call(app, 'GET', '/lotto/lgw/games/opened/numero?gameCodes=VNMB,SG4D')).json().value
      .list;
    expect(latest.map((d: { gameCode: string }) => d.gameCode)).toEqual(['VNMB', 'SG4D']);
    expect((await call(app, 'GET', '/lotto/lgw/games/opened/numero?gameCodes=a;b')).statusCode).toBe(400);
    expect((await call(app, 'GET', '/lgw/vn/games/recent')).statusCode).toBe(401);
    const token = await sessionFor(app, 'demo_player');
    await call(app, 'POST', '/wps/game/launchGame', { token, body: { gameCode: 'VNMB' } });
    const recent = (await call(app, 'GET', '/lgw/vn/games/recent', { token })).json().value.list;
    expect(recent[0].gameCode).toBe('VNMB');
  });
});
