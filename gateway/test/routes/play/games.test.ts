import type { FastifyInstance } from 'fastify';
import { build } from '../../helper';
import { call, count, mainBalance, memberId, sessionFor, trialSession } from '../../support/g2';
import { checkLedger } from '../../../src/domain/ledger/ledger';

describe('games', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  // the spec's whole catalogue: what the BR profile licenses of it is tested in catalogue-licence.test.ts
  beforeEach(async () => ({ app, close } = await build({ market: 'OPEN' })));
  afterEach(() => close());

  it('lists game menus with vendors and every game type of the spec', async () => {
    const res = await call(app, 'GET', '/lgw/games/game_menus');
    expect(res.statusCode).toBe(200);
    const types = res.json().value.map((m: { gameType: string }) => m.gameType);
    expect(types).toEqual(
      expect.arrayContaining(['LIVE', 'RNG', 'FISH', 'LOTT', 'ELOTT', 'PVP', 'SPORTS', 'ESPORTS', 'INHOUSE']),
    );
  });

  it('gives vendor lanes with cards keyed by vassalage and e-sport / cockfight categories on SPORTS', async () => {
    const res = await call(app, 'GET', '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&flush=true');
    const lanes = res.json().value.data.lanes as {
      gameCategory: string;
      cards: Record<string, { category: string | null; lagerIcon: string }>;
      gameClassify: { classify: string }[];
    }[];
    const sports = lanes.find((l) => l.gameCategory === 'SPORTS')!;
    expect(sports.cards.IMES!.category).toBe('ESPORTS');
    expect(sports.cards.TF!.category).toBe('ESPORTS');
    expect(sports.cards.IA!.category).toBe('ESPORTS');
    expect(sports.cards.S128!.category).toBe('COCKFIGHT');
    const rng = lanes.find((l) => l.gameCategory === 'RNG')!;
    expect(rng.gameClassify.map((c) => c.classify)).toEqual(
      expect.arrayContaining(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']),
    );
    const elott = lanes.find((l) => l.gameCategory === 'ELOTT')!;
    expect(Object.keys(elott.cards)).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'ELOTT']));
  });

  it('filters the game list by type, vendor, class, name and pages it', async () => {
    const all = (
      await call(app, 'GET', '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&pageNo=1&pageSize=15')
    ).json().value;
    expect(all.games).toHaveLength(15);
    expect(all.totalPages).toBe(Math.ceil(all.totalCount / 15));
    const pg = (
      await call(app, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PG&pageSize=100')
    ).json().value;
    expect(pg.games.every((g: { vassalage: string }) => g.vassalage === 'PG')).toBe(true);
    const vp = (
      await call(app, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=VP&pageSize=100')
    ).json().value;
    expect(vp.games.length).toBeGreaterThan(0);
    expect(vp.games.every((g: { gameClassify: string }) => g.gameClassify === 'VP')).toBe(true);
    const hot = (await call(app, 'GET', '/wps/relay/GCSGAME_gameList?gameClassify=HOT&pageSize=200')).json()
      .value;
    expect(hot.games.every((g: { isHot: number }) => g.isHot === 1)).toBe(true);
    const isNew = (await call(app, 'GET', '/wps/relay/GCSGAME_gameList?isNew=1&pageSize=200')).json().value;
    expect(isNew.games.every((g: { isNew: number }) => g.isNew === 1)).toBe(true);
    const search = (
      await call(app, 'GET', `/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('  roulette ')}`)
    ).json().value;
    expect(search.games.length).toBeGreaterThan(0);
    expect(search.games.every((g: { gameName: string }) => /roulette/i.test(g.gameName))).toBe(true);
    // case does not matter, on either engine (LIKE ignores it on SQLite only)
    const upper = (await call(app, 'GET', '/wps/relay/GCSGAME_gameList?gameName=rOULETTE')).json().value;
    expect(upper.totalCount).toBe(search.totalCount);
    const wildcard = (await call(app, 'GET', '/wps/relay/GCSGAME_gameList?gameName=%25')).json().value;
    expect(wildcard.totalCount).toBe(0);
    // a title is the vendor's name, the same in Portuguese: searched and shown as written
    const pt = (
      await call(app, 'GET', '/wps/relay/GCSGAME_gameList?gameName=Roulette', { headers: { language: 'PT' } })
    ).json().value;
    expect(pt.totalCount).toBe(search.totalCount);
    expect(pt.games[0].gameName).toMatch(/Roulette/);
  });

  it("shows every game's title as the vendor writes it in every language (never translated)", async () => {
    const list = async (language: 'PT' | 'EN') => {
      const names: string[][] = [];
      for (const pageNo of [1, 2]) {
        const page = (
          await call(app, 'GET', `/wps/relay/GCSGAME_gameList?pageSize=200&pageNo=${pageNo}`, {
            headers: { language },
          })
        ).json().value.games as { gameCode: string; gameName: string }[];
        names.push(...page.map((g) => [g.gameCode, g.gameName]));
      }
      return names;
    };
    const pt = await list('PT');
    expect(pt.length).toBeGreaterThan(100);
    expect(pt).toEqual(await list('EN'));
    // the catalogue holds one name per game: both columns the same, lottery games too
    for (const table of ['game', 'lotto_game'])
      expect(await app.db.all(`SELECT game_code FROM ${table} WHERE name_pt <> name_en`)).toEqual([]);
  });

  it('refuses malformed game-list queries with 400', async () => {
    for (const q of ['pageSize=0', 'pageNo=-1', 'gameType=CASINO', 'isNew=7', `gameName=${'x'.repeat(65)}`]) {
      const res = await call(app, 'GET', `/wps/relay/GCSGAME_gameList?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
  });

  it('FAV and RECENT classes are empty for a guest and filled for the demo player', async () => {
    expect(
      (await call(app, 'GET', '/wps/relay/GCSGAME_gameList?gameClassify=FAV')).json().value.totalCount,
    ).toBe(0);
    const token = await sessionFor(app, 'demo_player');
    expect(
      (await call(app, 'GET', '/wps/relay/GCSGAME_gameList?gameClassify=FAV', { token })).json().value
        .totalCount,
    ).toBeGreaterThan(0);
  });

  it('lists hot games and a winners board of 20 real wins sorted by amount', async () => {
    const hot = (await call(app, 'GET', '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&gameType=RNG')).json()
      .value.list;
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((g: { isHot: number; gameType: string }) => g.isHot === 1 && g.gameType === 'RNG')).toBe(
      true,
    );
    const board = (
      await call(app, 'GET', '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20')
    ).json().value.list as { winAmount: number; customerName: string; iconUrl: string }[];
    expect(board).toHaveLength(20);
    for (let i = 1; i < board.length; i++)
      expect(board[i - 1]!.winAmount).toBeGreaterThanOrEqual(board[i]!.winAmount);
    expect(
      board.every((w) => w.customerName.includes('***') && w.iconUrl.startsWith('/wps/assets/games/')),
    ).toBe(true);
    expect((await call(app, 'GET', '/wps/relay/GCSGAME_getRankList?gameCategory=NOPE')).statusCode).toBe(400);
  });

  it('adds, ignores duplicates of and removes favourites', async () => {
    const token = await sessionFor(app, 'other_player');
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getFavoriteGames')).statusCode).toBe(401);
    const body = { nodeId: '1001', vendor: 'EVO', gameType: 'LIVE' };
    const a = await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body });
    expect(a.json().value).toEqual(['1001']);
    const b = await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      body: { ...body, nodeId: 1001 },
    });
    expect(b.json().value).toEqual(['1001']);
    const list = (
      await call(
        app,
        'GET',
        '/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=flash&pageNo=1&pageSize=999',
        { token },
      )
    ).json().value;
    expect(list.content).toHaveLength(1);
    expect(list.pageNum).toBe(1);
    expect(list.totalPages).toBe(1);
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getFavoriteGames', { token })).json().value).toEqual([
      '1001',
    ]);
    const r = await call(app, 'POST', '/wps/relay/MCSFE_removeFavoriteGameV2', { token, body });
    expect(r.json().value).toEqual([]);
    expect(
      (
        await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
          token,
          body: { nodeId: 99999999, vendor: 'X', gameType: 'LIVE' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: { nodeId: 'abc' } }))
        .statusCode,
    ).toBe(400);
  });

  it('lists recent games newest first, and only with a session', async () => {
    expect((await call(app, 'GET', '/wps/relay/GCS_recentGame?page=1&size=20')).statusCode).toBe(401);
    const token = await sessionFor(app, 'demo_player');
    const v = (await call(app, 'GET', '/wps/relay/GCS_recentGame?page=1&size=20', { token })).json().value;
    expect(v.list).toHaveLength(20);
    expect(v.totalPages).toBeGreaterThan(1);
  });

  it('launches an in-house game by its launch data (no client route) and a vendor game as a gateway page', async () => {
    const token = await sessionFor(app, 'demo_player');
    const inhouse = (
      await call(app, 'POST', '/wps/game/launchGame', { token, body: { gameCode: 'DICE' } })
    ).json().value;
    expect(inhouse).toEqual({ launchType: 'INHOUSE', gameCode: 'DICE', gameType: 'INHOUSE' });
    for (const code of [
      'EVO_LIVE_001',
      'PG_RNG_001',
      'JILI_FISH_001',
      'KY_PVP_001',
      'SABA_SPORTS_LOBBY',
      'IMES_ESPORTS_LOBBY',
      'VNMB',
      'FAST3',
    ]) {
      const res = await call(app, 'POST', '/wps/game/launchGame', {
        token,
        body: {
          gameCode: code,
          lottoArea: 'VN',
          launchMode: 'LOTT',
          prizeMode: 'ELOTT',
          view: 'lobby',
          device: 'web',
          backUrl: '/',
          language: 'EN',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().value.url).toMatch(new RegExp(`^/wps/game/demo/${code}\\?ticket=[0-9a-f]{32}`));
    }
    expect(
      (await call(app, 'POST', '/wps/game/launchGame', { token, body: { gameCode: 'NOPE' } })).statusCode,
    ).toBe(404);
    expect((await call(app, 'POST', '/wps/game/launchGame', { token, body: {} })).statusCode).toBe(400);
  });

  it('refuses a game launch to guests (401) and trial accounts (403)', async () => {
    expect((await call(app, 'POST', '/wps/game/launchGame', { body: { gameCode: 'DICE' } })).statusCode).toBe(
      401,
    );
    const res = await call(app, 'POST', '/wps/game/launchGame', {
      token: await trialSession(app),
      body: { gameCode: 'DICE' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('member.trial_not_allowed');
  });

  it('serves the demo vendor page, whose rounds move money through the wallet', async () => {
    const token = await sessionFor(app, 'demo_player');
    const id = await memberId(app, 'demo_player');
    const url = (
      await call(app, 'POST', '/wps/game/launchGame', { token, body: { gameCode: 'PG_RNG_001' } })
    ).json().value.url as string;
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/wps/game/demo.js');
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    const before = await mainBalance(app, id);
    const bets = await count(app, 'SELECT COUNT(*) AS n FROM bet WHERE member_id = ?', id);
    const r = await app.inject({
      method: 'POST',
      url: '/wps/game/demo/bet',
      payload: { ticket, amount: 2.5 },
    });
    expect(r.statusCode).toBe(200);
    const v = r.json().value;
    expect(await mainBalance(app, id)).toBe(before - 250 + Math.round(v.payout * 100));
    expect(await count(app, 'SELECT COUNT(*) AS n FROM bet WHERE member_id = ?', id)).toBe(bets + 1);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/wps/game/demo/bet',
          payload: { ticket: 'f'.repeat(32), amount: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: '/wps/game/demo/bet', payload: { ticket, amount: 0.001 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: url.replace(/ticket=\w+/, 'ticket=' + '0'.repeat(32)) }))
        .statusCode,
    ).toBe(403);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('lists rooms of a PVP game and refuses a query without a game', async () => {
    const v = (await call(app, 'GET', '/wps/relay/GLS2_roomList?gameCode=KY_PVP_001')).json().value;
    expect(v.list).toHaveLength(4);
    expect((await call(app, 'GET', '/wps/relay/GLS2_roomList')).statusCode).toBe(400);
  });

  it('serves deterministic SVG art without gateway headers', async () => {
    const a = await app.inject({ method: 'GET', url: '/wps/assets/games/PG_RNG_001.svg' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect((await app.inject({ method: 'GET', url: '/wps/assets/games/PG_RNG_001.svg' })).body).toBe(a.body);
    expect((await app.inject({ method: 'GET', url: '/wps/assets/vendors/PG-white.svg' })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: '/wps/assets/banners/1.svg' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/wps/assets/games/NOPE.svg' })).statusCode).toBe(404);
  });
});
