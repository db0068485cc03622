import type { FastifyInstance } from 'fastify';
import type { MarketProfileInfo, PlayerLimit, ProtectionState } from '@jogo/shared/api';
import { build } from '../../helper';
import { call, callEncrypted, count, mainBalance, memberId, sessionFor } from '../../support/g2';
import { captchaAnswer, injectEncrypted, loginRaw, solveSlider } from '../../support/identity';
import { fixClock } from '../../../src/domain/site/clock';
import { signWebhook, webhookSecret } from '../../../src/domain/money/deposits';
import { setBarredRegister } from '../../../src/domain/market/barred-register';
import { DEMO_PLAYER_CPF, cpfFrom } from '../../../src/db/seed/protection';
import { move } from '../../../src/domain/ledger/ledger';
import { diceRoll, isWin } from '../../../src/domain/play/inhouse/dice';

/**
 * Gateway side: the market profile's refusals and omissions, every limit (with the 24 h
 * cooling-off, the clock moved), pause, self-exclusion, the barred-player register, idle re-authentication,
 * the payer-CPF rule, BR sign-up and withdrawal destinations, RTP data. Each test fails without its rule.
 */

// 12:00 in São Paulo on a Wednesday, far from any day, week or month boundary
const T0 = Date.parse('2026-11-25T15:00:00Z');
jest.setTimeout(60_000);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('player protection', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let now = T0;
  const at = (t: number) => {
    now = t;
  };

  async function setup(market?: 'BR' | 'OPEN') {
    ({ app, close } = await build(market ? { market } : {}));
    now = T0;
    fixClock(app.db, () => now);
  }
  afterEach(async () => {
    setBarredRegister(null);
    await close();
  });

  const state = async (token: string) =>
    (await call(app, 'GET', '/wps/relay/RG_getProtection', { token })).json().value as ProtectionState;
  const limitOf = (s: ProtectionState, kind: string, period: string) =>
    s.limits.find((l) => l.kind === kind && l.period === period) as PlayerLimit;
  const setLimit = (token: string, kind: string, period: string, value: number | null) =>
    call(app, 'POST', '/wps/relay/RG_setLimit', { token, body: { kind, period, value } });
  const play = (token: string, amount = 10, target = 50) =>
    call(app, 'POST', '/wps/inhouse/play', {
      token,
      body: { gameCode: 'DICE', amount, target, direction: 'under' },
    });
  /**
   * Sets the player's Dice client seed so that its next rounds under `target` win and lose as listed: the
   * outcomes of a test are chosen, never left to luck (with a random seed a loss test failed now and then).
   */
  async function chooseRolls(token: string, id: number, target: number, wins: boolean[]): Promise<void> {
    const setSeed = (clientSeed: string) =>
      call(app, 'POST', '/wps/inhouse/client-seed', { token, body: { gameCode: 'DICE', clientSeed } });
    await setSeed('probe'); // the seed pair exists from here
    const s = (await app.db.get(
      "SELECT server_seed, next_nonce FROM inhouse_seed WHERE member_id = ? AND game_code = 'DICE' AND active = 1",
      id,
    )) as { server_seed: string; next_nonce: number };
    const fits = (c: string) =>
      wins.every((w, k) => isWin(diceRoll(s.server_seed, c, s.next_nonce + k), target * 100, 'under') === w);
    let n = 0;
    while (!fits(`chosen${n}`)) n++;
    expect((await setSeed(`chosen${n}`)).statusCode).toBe(200);
  }
  let seq = 0;
  const deposit = (token: string, amount: number, channelId = 'PIX_FAST') =>
    call(app, 'POST', '/wps/wallet/deposit', {
      token,
      body: { channelId, amount },
      headers: { 'idempotency-key': `prot-${++seq}-${amount}` },
    });
  /** A fresh player without history (valid CPF, R$ 1000), and a session of it. */
  async function newPlayer(): Promise<{ id: number; token: string; name: string }> {
    const hash = (
      (await app.db.get("SELECT password_hash FROM member WHERE username = 'demo_player'")) as {
        password_hash: string;
      }
    ).password_hash;
    const iso = new Date(now).toISOString();
    const n = ++seq;
    const r = await app.db.insert(
      `INSERT INTO member (merchant_code, username, password_hash, type, password_changed_at, created_at, cpf, full_name, birth_date)
         VALUES ('jogo', ?, ?, 0, ?, ?, ?, 'Teste da Silva', '1990-01-01')`,
      `fresh_${n}`,
      hash,
      iso,
      iso,
      cpfFrom(String(700000000 + n)),
    );
    const id = Number(r);
    await move(app.db, {
      memberId: id,
      amount: 100_000,
      type: 'DEPOSIT',
      reference: 'test',
      remark: 'test',
      now: iso,
    });
    return { id, token: await sessionFor(app, `fresh_${n}`), name: `fresh_${n}` };
  }

  describe('market profile', () => {
    it('BR by default: status info says so; USDT, deposit promotions and missions, upline transfers refused', async () => {
      await setup();
      const status = (await call(app, 'GET', '/wps/system/status')).json().value.info;
      const info = status.market as MarketProfileInfo;
      expect(info.code).toBe('BR');
      // one operator name on the page: the legal block's company is the site's (footer) company
      expect(info.legal?.companyName).toBe(status.companyName);
      expect(info.paymentChannels).toEqual(['PIX', 'TED']);
      expect(info.legal?.cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
      expect(info.idleReauthMinutes).toBe(30);
      const token = await sessionFor(app, 'demo_player');
      const channels = (await call(app, 'GET', '/wps/wallet/deposit/channels', { token })).json().value
        .list as {
        type: string;
      }[];
      expect(channels.map((c) => c.type).sort()).toEqual(['BANK', 'PIX']);
      const usdt = await deposit(token, 50, 'USDT_TRC20');
      expect(usdt.statusCode).toBe(403);
      expect(usdt.json().errorCode).toBe('market.channel_unavailable');
      const promos = (await call(app, 'GET', '/wps/relay/MCS2_getPromotionList', { token })).json().value
        .list as {
        id: number;
        category: string;
      }[];
      expect(promos.some((p) => p.category === 'DEPOSIT')).toBe(false);
      const depositPromo = (await app.db.get(
        "SELECT id FROM promotion WHERE category = 'DEPOSIT' LIMIT 1",
      )) as {
        id: number;
      };
      const claim = await call(app, 'POST', '/wps/relay/MCS2_claimPromotion', {
        token,
        body: { promotionId: depositPromo.id },
      });
      expect(claim.json().errorCode).toBe('market.bonus_unavailable');
      const missions = (await call(app, 'GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token })).json()
        .value.list as { metric: string }[];
      expect(missions.some((m) => m.metric.startsWith('DEPOSIT'))).toBe(false);
      const task = await call(app, 'POST', '/wps/relay/MCS2_claimRewardTask', {
        token,
        body: { task: 'FIRST_DEPOSIT' },
      });
      expect(task.json().errorCode).toBe('market.bonus_unavailable');
      const upline = await callEncrypted(
        app,
        '/wps/wallet/transfer/upline',
        { amount: 10, paymentPassword: 'Jogo@2026' },
        { token: await sessionFor(app, 'sub_player1') },
      );
      expect(upline.json().errorCode).toBe('market.transfer_unavailable');
    });

    it('OPEN keeps the specification: USDT and deposit promotions are there; the dev control switches', async () => {
      await setup('OPEN');
      const token = await sessionFor(app, 'demo_player');
      const channels = (await call(app, 'GET', '/wps/wallet/deposit/channels', { token })).json().value
        .list as {
        type: string;
      }[];
      expect(channels.some((c) => c.type === 'CRYPTO')).toBe(true);
      expect((await deposit(token, 50, 'USDT_TRC20')).statusCode).toBe(200);
      const promos = (await call(app, 'GET', '/wps/relay/MCS2_getPromotionList', { token })).json().value
        .list as {
        category: string;
      }[];
      expect(promos.some((p) => p.category === 'DEPOSIT')).toBe(true);
      const sw = await call(app, 'POST', '/__dev/market-profile', { body: { code: 'BR' } });
      expect(sw.json().value.code).toBe('BR');
      expect((await deposit(token, 50, 'USDT_TRC20')).json().errorCode).toBe('market.channel_unavailable');
    });

    it('BR shows no banner or announcement advertising a deposit bonus; OPEN does', async () => {
      await setup();
      const titles = async () => {
        const b = (await call(app, 'GET', '/wps/content/banners?groupName=w_home')).json().value.list as {
          title: string;
        }[];
        const a = (
          await call(app, 'GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL&execution=B')
        ).json().value.playerNotices as { content: string }[];
        return [...b.map((x) => x.title), ...a.map((x) => x.content)].join(' | ');
      };
      expect(await titles()).not.toMatch(/welcome bonus|first deposit/i);
      await call(app, 'POST', '/__dev/market-profile', { body: { code: 'OPEN' } });
      expect(await titles()).toMatch(/welcome bonus/i);
      expect(await titles()).toMatch(/first deposit/i);
    });

    it('BR VIP levels are not conditioned on deposits: bets alone move a member up', async () => {
      await setup();
      const levels = async () =>
        (await call(app, 'GET', '/wps/relay/MCS2_getVipLevels')).json().value.list as {
          depositRequired: number;
        }[];
      expect((await levels()).every((l) => l.depositRequired === 0)).toBe(true);
      const { token } = await newPlayer();
      const progress = (await call(app, 'GET', '/wps/relay/MCS2_getVipProgress', { token })).json().value;
      expect(progress.depositRequired === null || progress.depositRequired === 0).toBe(true);
      await call(app, 'POST', '/__dev/market-profile', { body: { code: 'OPEN' } });
      expect((await levels()).some((l) => l.depositRequired > 0)).toBe(true);
    });

    it('every game has an RTP of at least 85 %; Dice has its pay table', async () => {
      await setup();
      expect(await count(app, 'SELECT COUNT(*) AS n FROM game WHERE rtp IS NULL OR rtp < 85')).toBe(0);
      const list = (
        await call(app, 'GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=5')
      ).json().value;
      const games = (list.list ?? list.content ?? list.games) as { rtp?: number }[];
      expect(games.length).toBeGreaterThan(0);
      for (const g of games) expect(g.rtp).toBeGreaterThanOrEqual(85);
      const inhouse = (await call(app, 'GET', '/wps/inhouse/games')).json().value.list[0];
      expect(inhouse.rtp).toBe(99);
      expect(inhouse.payTable.length).toBeGreaterThan(0);
      expect(inhouse.payTable[0].multiplier * inhouse.payTable[0].chance).toBeCloseTo(99, 0);
    });
  });

  describe('limits', () => {
    it('a net win shows a loss limit used R$ 0,00 with the whole limit left, never more', async () => {
      await setup();
      const token = await sessionFor(app, 'demo_player');
      const id = await memberId(app, 'demo_player');
      await setLimit(token, 'LOSS', 'DAY', 300);
      await app.db.run(
        'INSERT INTO bet (member_id, node_id, game_code, game_type, vassalage, amount, payout, created_at, status) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?)',
        id,
        'DICE',
        'INHOUSE',
        'JOGO',
        1000,
        1008,
        new Date(T0 - MIN).toISOString(),
        'SETTLED',
      );
      const l = limitOf(await state(token), 'LOSS', 'DAY');
      expect([l.value, l.used, l.remaining]).toEqual([300, 0, 300]);
    });

    it('deposit limit: refused past it with limit, what is left and the reset; in the same call as the order', async () => {
      await setup();
      const { token, name } = await newPlayer();
      expect((await setLimit(token, 'DEPOSIT', 'DAY', 100)).statusCode).toBe(200);
      expect((await deposit(token, 80)).statusCode).toBe(200);
      const r = await deposit(token, 30);
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('protection.limit.reached');
      expect(r.json().value).toMatchObject({ kind: 'DEPOSIT', period: 'DAY', limit: 100, remaining: 20 });
      expect(r.json().value.resetsAt).toBe('2026-11-26T00:00:00-03:00');
      // the message is in the request's language, words and money style alike
      expect(r.json().message).toBe(
        'Your daily deposit limit is reached: limit R$100.00, left R$20.00. It resets at 26/11/2026 00:00.',
      );
      const pt = await call(app, 'POST', '/wps/wallet/deposit', {
        token,
        body: { channelId: 'PIX_FAST', amount: 30 },
        headers: { 'idempotency-key': `prot-pt-${++seq}`, language: 'PT' },
      });
      expect(pt.json().message).toBe(
        'Limite diário de depósito atingido: limite R$ 100,00, disponível R$ 20,00. Renova em 26/11/2026 00:00.',
      );
      expect(
        await count(
          app,
          'SELECT COUNT(*) AS n FROM deposit_order WHERE amount = 3000 AND created_at >= ?',
          new Date(T0 - HOUR).toISOString(),
        ),
      ).toBe(0);
      // the next site day the period starts again
      at(Date.parse('2026-11-26T03:00:01Z'));
      expect((await deposit(await sessionFor(app, name), 30)).statusCode).toBe(200);
    });

    it('lowering applies at once; raising waits 24 h as pending and can be cancelled; removal waits too', async () => {
      await setup();
      const { token, name } = await newPlayer();
      await setLimit(token, 'DEPOSIT', 'WEEK', 500);
      await setLimit(token, 'DEPOSIT', 'WEEK', 200);
      expect(limitOf(await state(token), 'DEPOSIT', 'WEEK').value).toBe(200);
      const raised = (await setLimit(token, 'DEPOSIT', 'WEEK', 1000)).json().value as ProtectionState;
      const l = limitOf(raised, 'DEPOSIT', 'WEEK');
      expect(l.value).toBe(200);
      expect(l.pending).toEqual({ value: 1000, effectiveAt: '2026-11-26T12:00:00-03:00' });
      expect((await deposit(token, 300)).json().errorCode).toBe('protection.limit.reached');
      // cancelled: stays 200 even after 24 h
      expect(
        (
          await call(app, 'POST', '/wps/relay/RG_cancelLimit', {
            token,
            body: { kind: 'DEPOSIT', period: 'WEEK' },
          })
        ).statusCode,
      ).toBe(200);
      at(T0 + 25 * HOUR);
      expect(limitOf(await state(token), 'DEPOSIT', 'WEEK')).toMatchObject({ value: 200, pending: null });
      // raised again: 23 h later still 200, 24 h later 1000
      await setLimit(token, 'DEPOSIT', 'WEEK', 1000);
      at(T0 + 48 * HOUR);
      const t2 = await sessionFor(app, name);
      expect(limitOf(await state(t2), 'DEPOSIT', 'WEEK').value).toBe(200);
      at(T0 + 49 * HOUR + MIN);
      const t3 = await sessionFor(app, name);
      expect(limitOf(await state(t3), 'DEPOSIT', 'WEEK').value).toBe(1000);
      expect((await deposit(t3, 300)).statusCode).toBe(200);
      // removal waits as well
      const removed = (await setLimit(t3, 'DEPOSIT', 'WEEK', null)).json().value as ProtectionState;
      expect(limitOf(removed, 'DEPOSIT', 'WEEK')).toMatchObject({ value: 1000, pending: { value: null } });
    });

    it('stake limit and number of bets refuse the bet before any money moves', async () => {
      await setup();
      const { id, token } = await newPlayer();
      await setLimit(token, 'STAKE', 'DAY', 25);
      expect((await play(token, 10)).statusCode).toBe(200);
      expect((await play(token, 10)).statusCode).toBe(200);
      const before = await mainBalance(app, id);
      const r = await play(token, 10);
      expect(r.json()).toMatchObject({
        errorCode: 'protection.limit.reached',
        value: { kind: 'STAKE', limit: 25, remaining: 5 },
      });
      expect(await mainBalance(app, id)).toBe(before);
      await setLimit(token, 'STAKE', 'DAY', null); // removal pending: still 25
      await setLimit(token, 'BETS', 'DAY', 3);
      expect((await play(token, 5)).statusCode).toBe(200);
      expect((await play(token, 1)).json().value).toMatchObject({
        kind: 'BETS',
        period: 'DAY',
        remaining: 0,
      });
    });

    it('loss limit counts stakes net of wins and refuses a bet whose loss would pass it', async () => {
      await setup();
      const { id, token } = await newPlayer();
      await setLimit(token, 'LOSS', 'DAY', 30);
      // a win (R$ 19.80 for 10), then losses: R$ -9.80, 0.20, 10.20, 20.20; one more loss would pass 30
      await chooseRolls(token, id, 50, [true, false, false, false]);
      let refused = null as null | { remaining: number };
      for (let i = 0; i < 6 && !refused; i++) {
        const r = await play(token, 10, 50);
        if (r.statusCode !== 200) refused = r.json().value;
      }
      expect(refused).not.toBeNull();
      expect(await count(app, 'SELECT COUNT(*) AS n FROM bet WHERE member_id = ? AND payout > 0', id)).toBe(
        1,
      );
      const net = (await app.db.get(
        "SELECT COALESCE(SUM(amount - payout), 0) AS v FROM bet WHERE member_id = ? AND created_at >= '2026-11-25T03:00:00.000Z'",
        id,
      )) as { v: number };
      // refused exactly when losing one more stake of 10 would pass 30
      expect(net.v + 1000).toBeGreaterThan(3000);
      expect(refused!.remaining).toBeCloseTo(Math.max(0, 30 - net.v / 100), 2);
    });

    it('daily time limit: play stops when reached and starts again the next site day', async () => {
      await setup();
      const { token, name } = await newPlayer();
      await setLimit(token, 'TIME', 'DAY', 30);
      expect((await play(token)).statusCode).toBe(200);
      at(T0 + 15 * MIN);
      expect((await play(token)).statusCode).toBe(200);
      at(T0 + 31 * MIN);
      await call(app, 'GET', '/wps/relay/RG_getProtection', { token }); // the header's clock polls
      const r = await play(token);
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('protection.time_limit.reached');
      expect(r.json().value.resetsAt).toBe('2026-11-26T00:00:00-03:00');
      expect((await state(token)).blockedBy).toBe('TIME_LIMIT');
      const launch = await call(app, 'POST', '/wps/game/launchGame', { token, body: { gameCode: 'DICE' } });
      expect(launch.json().errorCode).toBe('protection.time_limit.reached');
      at(Date.parse('2026-11-26T03:05:00Z'));
      const next = await sessionFor(app, name);
      expect((await play(next)).statusCode).toBe(200);
    });
  });

  describe('session clock and idle re-authentication', () => {
    it('after 30 min without activity bets and money need the password again; RG_reauth restores', async () => {
      await setup();
      const token = await sessionFor(app, 'demo_player');
      expect((await play(token)).statusCode).toBe(200);
      at(T0 + 29 * MIN);
      expect((await play(token)).statusCode).toBe(200);
      at(T0 + 29 * MIN + 30 * MIN);
      const r = await play(token);
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ errorCode: 'session.reauth.required', value: { idleMinutes: 30 } });
      expect((await deposit(token, 20)).json().errorCode).toBe('session.reauth.required');
      // reads still work, the session is alive
      expect((await state(token)).session.reauthRequired).toBe(true);
      const wrong = await callEncrypted(app, '/wps/relay/RG_reauth', { password: 'nope' }, { token });
      expect(wrong.statusCode).toBe(400);
      const ok = await callEncrypted(app, '/wps/relay/RG_reauth', { password: 'Jogo@2026' }, { token });
      expect(ok.json().value).toEqual({ reauthenticated: true });
      expect((await play(token)).statusCode).toBe(200);
    });

    it('the demo vendor: its bets obey the limits and, through the ticket’s session, the idle rule', async () => {
      await setup();
      const { token } = await newPlayer();
      const code = (
        (await app.db.get("SELECT game_code FROM game WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1")) as {
          game_code: string;
        }
      ).game_code;
      const launch = await call(app, 'POST', '/wps/game/launchGame', { token, body: { gameCode: code } });
      const ticket = new URL(launch.json().value.url as string, 'http://x').searchParams.get('ticket')!;
      const bet = (amount: number) =>
        app.inject({ method: 'POST', url: '/wps/game/demo/bet', payload: { ticket, amount } });
      expect((await bet(5)).statusCode).toBe(200);
      await setLimit(token, 'STAKE', 'DAY', 8);
      const refused = await bet(5);
      expect(refused.json()).toMatchObject({
        errorCode: 'protection.limit.reached',
        value: { remaining: 3 },
      });
      at(T0 + 31 * MIN);
      const idle = await bet(1);
      expect(idle.statusCode).toBe(401);
      expect(idle.json().errorCode).toBe('session.reauth.required');
      await callEncrypted(app, '/wps/relay/RG_reauth', { password: 'Jogo@2026' }, { token });
      expect((await bet(1)).statusCode).toBe(200);
    });

    it('five wrong passwords to RG_reauth end the session', async () => {
      await setup();
      const { token } = await newPlayer();
      await call(app, 'POST', '/__dev/protection/idle', { body: { username: `fresh_${seq}` } });
      for (let i = 0; i < 4; i++)
        expect(
          (await callEncrypted(app, '/wps/relay/RG_reauth', { password: 'nope' }, { token })).statusCode,
        ).toBe(400);
      expect(
        (await callEncrypted(app, '/wps/relay/RG_reauth', { password: 'nope' }, { token })).statusCode,
      ).toBe(401);
      expect(
        (await callEncrypted(app, '/wps/relay/RG_reauth', { password: 'Jogo@2026' }, { token })).statusCode,
      ).toBe(401);
    });

    it('OPEN has no idle rule', async () => {
      await setup('OPEN');
      const token = await sessionFor(app, 'demo_player');
      at(T0 + 3 * HOUR);
      expect((await play(token)).statusCode).toBe(200);
    });

    it('the state gives login time, elapsed time and the net result since login', async () => {
      await setup();
      const { token } = await newPlayer();
      await play(token, 10);
      await play(token, 10);
      at(T0 + 90_000);
      const s = (await state(token)).session;
      expect(s.loginAt).toBe('2026-11-25T12:00:00-03:00');
      expect(s.elapsedSeconds).toBe(90);
      expect(s.stakes).toBe(20);
      expect(s.net).toBeCloseTo(s.wins - 20, 2);
    });
  });

  describe('pause and self-exclusion', () => {
    it('a pause refuses bets, launches and deposits; balance stays readable; it cannot be shortened', async () => {
      await setup();
      const token = await sessionFor(app, 'demo_player');
      const p = (
        await call(app, 'POST', '/wps/relay/RG_pause', { token, body: { days: 7, confirm: true } })
      ).json().value as ProtectionState;
      expect(p.pause?.until).toBe('2026-12-02T12:00:00-03:00');
      expect((await play(token)).json().errorCode).toBe('protection.paused');
      expect((await deposit(token, 20)).json().errorCode).toBe('protection.paused');
      expect(
        (await call(app, 'POST', '/wps/game/launchGame', { token, body: { gameCode: 'DICE' } })).json()
          .errorCode,
      ).toBe('protection.paused');
      expect((await call(app, 'GET', '/wps/v2/wallets/balance', { token })).statusCode).toBe(200);
      const shorter = await call(app, 'POST', '/wps/relay/RG_pause', {
        token,
        body: { days: 1, confirm: true },
      });
      expect(shorter.json().errorCode).toBe('protection.pause_shorter');
      at(T0 + 7 * 24 * HOUR + MIN);
      expect((await play(await sessionFor(app, 'demo_player'))).statusCode).toBe(200);
    });

    it('a pause ends the member’s other sessions at once; the one that paused stays to read and withdraw', async () => {
      await setup();
      const token = await sessionFor(app, 'demo_player');
      const other = await sessionFor(app, 'demo_player');
      expect((await call(app, 'GET', '/wps/v2/wallets/balance', { token: other })).statusCode).toBe(200);
      await call(app, 'POST', '/wps/relay/RG_pause', { token, body: { days: 1, confirm: true } });
      expect((await call(app, 'GET', '/wps/v2/wallets/balance', { token: other })).statusCode).toBe(401);
      expect((await call(app, 'GET', '/wps/v2/wallets/balance', { token })).statusCode).toBe(200);
    });

    it('self-exclusion ends every session, refunds open bets and refuses the login with neutral text', async () => {
      await setup();
      const id = await memberId(app, 'demo_player');
      const token = await sessionFor(app, 'demo_player');
      const other = await sessionFor(app, 'demo_player');
      const pending = (await app.db.get(
        "SELECT COALESCE(SUM(amount), 0) AS v, COUNT(*) AS n FROM bet WHERE member_id = ? AND status = 'PENDING'",
        id,
      )) as { v: number; n: number };
      expect(pending.n).toBeGreaterThan(0);
      const before = await mainBalance(app, id);
      const r = await call(app, 'POST', '/wps/relay/RG_selfExclude', {
        token,
        body: { months: 6, confirm: true },
      });
      expect(r.json().value).toMatchObject({ until: '2027-05-25T12:00:00-03:00', indefinite: false });
      expect(await mainBalance(app, id)).toBe(before + pending.v);
      expect(
        await count(app, "SELECT COUNT(*) AS n FROM bet WHERE member_id = ? AND status = 'PENDING'", id),
      ).toBe(0);
      expect((await call(app, 'GET', '/wps/v2/wallets/balance', { token })).statusCode).toBe(401);
      expect((await call(app, 'GET', '/wps/v2/wallets/balance', { token: other })).statusCode).toBe(401);
      const login = await loginRaw(app, 'demo_player', 'Jogo@2026');
      expect(login.statusCode).toBe(403);
      expect(login.json().errorCode).toBe('login.unavailable');
      expect(login.json().message).not.toMatch(/exclu/i);
      // the agent centre shows the state without personal details
      const team = (
        await call(app, 'GET', '/wps/agent/downline?username=demo_player', {
          token: await sessionFor(app, 'demo_agent'),
        })
      ).json().value;
      const row = (team.list ?? team.content ?? team.downline) as {
        username: string;
        excluded?: boolean;
        nickname: string | null;
        lastLoginAt: string | null;
      }[];
      expect(row.find((d) => d.username === 'demo_player')).toMatchObject({
        excluded: true,
        nickname: null,
        lastLoginAt: null,
      });
      // after the term, login works again
      at(Date.parse('2027-05-25T15:00:01Z'));
      expect((await loginRaw(app, 'demo_player', 'Jogo@2026')).statusCode).toBe(200);
    });

    it('indefinite exclusion: lifted only on request 6 months later, 7 days after the request', async () => {
      await setup();
      const token = await sessionFor(app, 'demo_player');
      await call(app, 'POST', '/wps/relay/RG_selfExclude', { token, body: { months: null, confirm: true } });
      at(T0 + 100 * 24 * HOUR);
      expect(
        (await call(app, 'POST', '/__dev/protection/lift-exclusion', { body: { username: 'demo_player' } }))
          .statusCode,
      ).toBe(400);
      at(T0 + 200 * 24 * HOUR);
      await call(app, 'POST', '/__dev/protection/lift-exclusion', { body: { username: 'demo_player' } });
      expect((await loginRaw(app, 'demo_player', 'Jogo@2026')).statusCode).toBe(403);
      at(T0 + 207 * 24 * HOUR + MIN);
      expect((await loginRaw(app, 'demo_player', 'Jogo@2026')).statusCode).toBe(200);
    });
  });

  describe('BR identity', () => {
    const signUp = async (body: Record<string, unknown>) =>
      injectEncrypted(app, 'PUT', '/wps/member/register', {
        captcha: await captchaAnswer(app),
        humanCheck: await solveSlider(app),
        username: `br${Math.random().toString(36).slice(2, 9)}`,
        password: 'Abcd1234',
        confirmPassword: 'Abcd1234',
        ...body,
      });
    const valid = {
      cpf: cpfFrom('123456780'),
      fullName: 'Maria da Silva',
      birthDate: '2000-01-10',
      lossLimit: { value: 500, period: 'MONTH' },
      timeLimitMinutes: 120,
    };

    it('sign-up needs a valid CPF, full name, 18+ in the site zone, loss and time limits; one account per CPF', async () => {
      await setup();
      const miss = await signUp({});
      expect(miss.json()).toMatchObject({ errorCode: 'register.cpf_invalid', value: { field: 'cpf' } });
      expect((await signUp({ ...valid, cpf: '111.111.111-11' })).json().errorCode).toBe(
        'register.cpf_invalid',
      );
      expect((await signUp({ ...valid, fullName: 'Maria' })).json().errorCode).toBe(
        'register.full_name_invalid',
      );
      // 18 tomorrow in São Paulo: refused today
      expect((await signUp({ ...valid, birthDate: '2008-11-26' })).json().errorCode).toBe(
        'register.minimum_age',
      );
      expect((await signUp({ ...valid, lossLimit: undefined })).json().errorCode).toBe(
        'register.loss_limit_required',
      );
      expect((await signUp({ ...valid, timeLimitMinutes: undefined })).json().errorCode).toBe(
        'register.time_limit_required',
      );
      const ok = await signUp({ ...valid, birthDate: '2008-11-25' });
      expect(ok.statusCode).toBe(200);
      const token = ok.json().value.token as string;
      const s = await state(token);
      expect(limitOf(s, 'LOSS', 'MONTH').value).toBe(500);
      expect(limitOf(s, 'TIME', 'DAY').value).toBe(120);
      const again = await signUp({
        ...valid,
        cpf: valid.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('register.cpf_taken');
    });

    it('barred register: sign-up refused with neutral text, and the first login of the day', async () => {
      await setup();
      await call(app, 'POST', '/__dev/barred-cpfs', { body: { cpfs: [valid.cpf, DEMO_PLAYER_CPF] } });
      const r = await signUp(valid);
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('register.unavailable');
      expect(r.json().message).not.toMatch(/cpf/i);
      expect(await count(app, 'SELECT COUNT(*) AS n FROM member WHERE cpf = ?', valid.cpf)).toBe(0);
      const login = await loginRaw(app, 'demo_player', 'Jogo@2026');
      expect(login.json().errorCode).toBe('login.unavailable');
      await call(app, 'POST', '/__dev/barred-cpfs', { body: { cpfs: [], replace: true } });
      expect((await loginRaw(app, 'demo_player', 'Jogo@2026')).statusCode).toBe(200);
      // the same site day it is not asked again; the next day it is
      await call(app, 'POST', '/__dev/barred-cpfs', { body: { cpfs: [DEMO_PLAYER_CPF] } });
      expect((await loginRaw(app, 'demo_player', 'Jogo@2026')).statusCode).toBe(200);
      at(Date.parse('2026-11-26T03:00:01Z'));
      expect((await loginRaw(app, 'demo_player', 'Jogo@2026')).json().errorCode).toBe('login.unavailable');
    });

    it('an unreachable register is retried, then sign-up and the day’s first login fail closed', async () => {
      await setup();
      let asked = 0;
      setBarredRegister({
        isBarred: async () => {
          asked++;
          throw new Error('down');
        },
      });
      const r = await signUp(valid);
      expect(r.statusCode).toBe(503);
      expect(r.json().errorCode).toBe('register.check_unavailable');
      expect(asked).toBe(3);
      expect((await loginRaw(app, 'demo_player', 'Jogo@2026')).statusCode).toBe(503);
    });

    it('a PIX payment from another CPF is held and returned, with a message; from the own CPF it is credited', async () => {
      await setup();
      const id = await memberId(app, 'demo_player');
      const token = await sessionFor(app, 'demo_player');
      const secret = (await webhookSecret(app.db, 'development'))!;
      const notify = (orderNo: string, amount: number, payerDocument?: string) => {
        const raw = JSON.stringify({ orderNo, event: 'PAID', amount, payerDocument });
        const ts = String(Math.floor(Date.now() / 1000));
        return app.inject({
          method: 'POST',
          url: '/wps/wallet/deposit/webhook',
          headers: {
            'content-type': 'application/json',
            'x-timestamp': ts,
            'x-signature': signWebhook(secret, ts, raw),
          },
          payload: raw,
        });
      };
      const before = await mainBalance(app, id);
      const inbox = await count(app, 'SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ?', id);
      const o1 = (await deposit(token, 50)).json().value;
      const held = await notify(o1.orderNo, 50, cpfFrom('987654321'));
      expect(held.statusCode).toBe(200);
      expect(held.json().value.status).toBe('EXPIRED');
      expect(await mainBalance(app, id)).toBe(before);
      expect(
        await count(
          app,
          "SELECT COUNT(*) AS n FROM held_deposit WHERE order_no = ? AND status = 'RETURN_PENDING'",
          o1.orderNo,
        ),
      ).toBe(1);
      expect(await count(app, 'SELECT COUNT(*) AS n FROM inbox_message WHERE member_id = ?', id)).toBe(
        inbox + 1,
      );
      const o2 = (await deposit(token, 50)).json().value;
      const own = await notify(o2.orderNo, 50, DEMO_PLAYER_CPF);
      if (own.statusCode !== 200) throw new Error(own.body + JSON.stringify(o2));
      expect(own.json().value.status).toBe('APPROVED');
      expect(await mainBalance(app, id)).toBeGreaterThan(before);
    });

    it('withdrawal destinations only in the member’s CPF', async () => {
      await setup();
      const token = await sessionFor(app, 'demo_player');
      const add = (body: Record<string, unknown>) =>
        callEncrypted(
          app,
          '/wps/wallet/bankcards',
          { paymentPassword: 'Jogo@2026', accountName: 'Jogador da Silva', ...body },
          { token },
        );
      const other = await add({ cardType: 'PIX', keyType: 'CPF', accountNumber: cpfFrom('987654321') });
      expect(other.json().errorCode).toBe('wallet.destination_not_own_cpf');
      const phone = await add({ cardType: 'PIX', keyType: 'EMAIL', accountNumber: 'x@jogo.example' });
      expect(phone.json().errorCode).toBe('wallet.destination_not_own_cpf');
      const own = await add({ cardType: 'PIX', keyType: 'CPF', accountNumber: DEMO_PLAYER_CPF });
      expect(own.json().errorCode).not.toBe('wallet.destination_not_own_cpf');
      const email = await add({
        cardType: 'PIX',
        keyType: 'EMAIL',
        accountNumber: 'y@jogo.example',
        holderDocument: DEMO_PLAYER_CPF,
      });
      expect(email.json().errorCode).not.toBe('wallet.destination_not_own_cpf');
    });
  });
});
