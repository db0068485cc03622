import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call, memberId, sessionFor } from '../../support/g2';

/**
 * The catalogue obeys the market profile (domain/market/catalogue.ts): BR leaves cockfighting (S128) and bets
 * on other countries' lotteries (TCG SEA's 4D, TCG Loto VN) out of every list, search, lane, menu and favourite,
 * and refuses their launch; OPEN offers the whole catalogue. RTP shows only where it means something.
 */
describe.each([
  ['BR', false],
  ['OPEN', true],
] as const)('the %s catalogue', (market, offersAll) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;
  beforeAll(async () => {
    ({ app, close } = await build({ market }));
    token = await sessionFor(app, 'demo_player');
  });
  afterAll(() => close());

  const UNLICENSED_VENDORS = ['S128', 'TCG_SEA', 'TCG_LOTTO_VN'];
  const UNLICENSED_GAMES = ['S128_SPORTS_LOBBY', 'SG4D', 'MY4D', 'VNMB', 'VNMN'];
  const get = async (url: string) => (await call(app, 'GET', url, { token })).json().value;
  const list = async (query: string) =>
    (await get(`/wps/relay/GCSGAME_gameList?${query}&pageNo=1&pageSize=200`)) as {
      games: { gameCode: string; vassalage: string; gameType: string; rtp?: number }[];
      totalCount: number;
    };
  const nodeOf = async (code: string) =>
    ((await app.db.get('SELECT node_id FROM game WHERE game_code = ?', code)) as { node_id: number }).node_id;

  it(`${offersAll ? 'lists' : 'leaves out'} cockfighting and foreign lotteries in menus, lanes and lists`, async () => {
    const menus = (await get('/lgw/games/game_menus')) as { vendors: { vassalage: string }[] }[];
    const menuVendors = menus.flatMap((m) => m.vendors.map((v) => v.vassalage));
    const lanes = (await get('/wps/relay/GCSGAME_newGameVendor')).data.lanes as { cards: object }[];
    const laneVendors = lanes.flatMap((l) => Object.keys(l.cards));
    const sports = await list('gameType=SPORTS');
    const lott = await list('gameType=LOTT');
    const elott = await list('gameType=ELOTT');
    const lotto = (await get('/lgw/vn/games/game_menu')).list as { vassalage: string }[];
    for (const v of UNLICENSED_VENDORS) {
      expect(menuVendors.includes(v)).toBe(offersAll);
      expect(laneVendors.includes(v)).toBe(offersAll);
    }
    for (const v of ['TCG_SEA', 'TCG_LOTTO_VN']) expect(lotto.some((g) => g.vassalage === v)).toBe(offersAll);
    const codes = [...sports.games, ...lott.games, ...elott.games].map((g) => g.gameCode);
    for (const c of UNLICENSED_GAMES) expect(codes.includes(c)).toBe(offersAll);
    // the licensed rest stays, and the count is the list's
    expect(codes).toEqual(expect.arrayContaining(['SABA_SPORTS_LOBBY', 'FAST3', 'PK10']));
    expect(lott.totalCount).toBe(lott.games.length);
    // a search finds no unlicensed game either
    const search = await list('gameName=4D');
    expect(search.games.some((g) => g.gameCode === 'SG4D')).toBe(offersAll);
    const cock = await list('gameName=cockfight');
    expect(cock.totalCount > 0).toBe(offersAll);
  });

  it(`${offersAll ? 'launches' : 'refuses to launch'} an unlicensed game, with a clear message`, async () => {
    for (const language of ['PT', 'EN']) {
      const res = await call(app, 'POST', '/wps/game/launchGame', {
        token,
        body: { gameCode: 'SG4D' },
        headers: { language },
      });
      if (offersAll) expect(res.statusCode).toBe(200);
      else {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'game.unlicensed' });
        expect(res.json().message).toMatch(
          language === 'PT' ? /não está disponível aqui.*licenciados/ : /not available here.*licensed/,
        );
      }
    }
    expect(
      (await call(app, 'POST', '/wps/game/launchGame', { token, body: { gameCode: 'FAST3' } })).statusCode,
    ).toBe(200);
  });

  it(`${offersAll ? 'keeps' : 'refuses and hides'} an unlicensed favourite`, async () => {
    const node = await nodeOf('S128_SPORTS_LOBBY');
    const add = await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      body: { nodeId: node },
    });
    expect(add.statusCode).toBe(offersAll ? 200 : 403);
    // one favoured before the market changed (a row in the table) is in no list
    await app.db.run(
      'INSERT INTO favourite (member_id, node_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      await memberId(app, 'demo_player'),
      node,
      new Date().toISOString(),
    );
    const ids = (await get('/wps/relay/MCSFE_getFavoriteGames')) as string[];
    expect(ids.includes(String(node))).toBe(offersAll);
    const favs = (await get('/wps/relay/MCSFE_getFavoriteGamesList')).content as { gameCode: string }[];
    expect(favs.some((g) => g.gameCode === 'S128_SPORTS_LOBBY')).toBe(offersAll);
    const fav = await list('gameClassify=FAV');
    expect(fav.games.some((g) => g.gameCode === 'S128_SPORTS_LOBBY')).toBe(offersAll);
  });

  it('shows RTP for slots, fishing, live tables and in-house games only', async () => {
    const rtpOf = async (type: string) => (await list(`gameType=${type}`)).games.map((g) => g.rtp);
    for (const type of ['RNG', 'FISH', 'LIVE', 'INHOUSE'])
      for (const r of await rtpOf(type)) expect(typeof r).toBe('number');
    for (const type of ['SPORTS', 'ESPORTS', 'PVP', 'LOTT', 'ELOTT'])
      for (const r of await rtpOf(type)) expect(r).toBeUndefined();
  });
});
