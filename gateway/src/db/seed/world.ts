import type { Cols } from '../db';
import type { Db } from '../open-db';
import { MERCHANT } from './system';
import type { SeedContext } from './members';
import { DEFAULT_TIME_ZONE, dayOf } from '@jogo/shared/time';
import { prng } from '../../lib/prng';
import { balanceOf, move } from '../../domain/ledger/ledger';
import { demoMultiplier, settleBet } from '../../domain/play/games/bets';
import { settleContracts } from '../../domain/agent/contracts';
import { marketProfile } from '../../domain/market/profiles';

/**
 * The lived-in part of the demo world: deposit channels, content, VIP levels, missions, points
 * rewards, promotions, and 90 days of history for demo_player (bets of every game type, deposits,
 * withdrawals, messages, favourites, recent games) plus the agent downline's own bets and contracts.
 * Deterministic for a given "now" (the seed's, `SeedContext`): one seeded PRNG. All money goes through move()/settleBet(), so the
 * seeded ledger satisfies the same invariants as live traffic.
 */

const DAY = 86400_000;
const HOUR = 3600_000;
const iso = (t: number) => new Date(t).toISOString();

export async function seedWorld(db: Db, { now }: SeedContext): Promise<void> {
  await db.transaction(async () => {
    await seedCatalogues(db, now);
    await seedHistory(db, now);
    await seedContracts(db, now);
  });
}

async function seedCatalogues(db: Db, now: number): Promise<void> {
  const ch =
    'INSERT INTO deposit_channel (channel_id, name, type, min_amount, max_amount, sort) VALUES (?, ?, ?, ?, ?, ?)';
  await db.run(ch, 'PIX_FAST', 'PIX', 'PIX', 1_000, 5_000_000, 0);
  await db.run(ch, 'BANK_TED', 'TED', 'BANK', 5_000, 10_000_000, 1);
  await db.run(ch, 'USDT_TRC20', 'USDT (TRC20)', 'CRYPTO', 2_000, 20_000_000, 2);

  const ann =
    'INSERT INTO announcement (merchant_code, type, execution, title_pt, title_en, content_pt, content_en, sort, start_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';
  const A: [string, string, string, string, string, string][] = [
    [
      'PL',
      'B',
      'Bem-vindo à Jogo',
      'Welcome to Jogo',
      '<p>Cadastre-se e ganhe <b>bônus</b> no primeiro depósito.</p>',
      '<p>Sign up and get a <b>bonus</b> on your first deposit.</p>',
    ],
    [
      'PL',
      'B',
      'Manutenção programada',
      'Scheduled maintenance',
      '<p>Domingo, 03:00–04:00 (UTC).</p>',
      '<p>Sunday, 03:00–04:00 (UTC).</p>',
    ],
    [
      'PU',
      'B',
      'Jogue com responsabilidade',
      'Play responsibly',
      '<p>Proibido para menores de <strong>18</strong> anos.</p>',
      '<p>Forbidden to anyone under <strong>18</strong>.</p>',
    ],
    [
      'PR',
      'B',
      'Sorteio diário',
      'Daily raffle',
      '<p>Participe todos os dias no <a href="/promotions">sorteio</a>.</p>',
      '<p>Join the <a href="/promotions">raffle</a> every day.</p>',
    ],
    [
      'PL',
      'A',
      'Novos jogos PG Soft',
      'New PG Soft games',
      '<p>Dez novos slots chegaram.</p><img src="/wps/assets/vendors/PG-color.svg" alt="PG">',
      '<p>Ten new slots have arrived.</p><img src="/wps/assets/vendors/PG-color.svg" alt="PG">',
    ],
    // operator HTML is not trusted: this item carries an event handler the client must strip
    [
      'PL',
      'A',
      'Aviso de segurança',
      'Security notice',
      '<p>Nunca compartilhe sua senha.</p><img src="x" onerror="alert(\'xss\')"><script>alert(1)</script>',
      '<p>Never share your password.</p><img src="x" onerror="alert(\'xss\')"><script>alert(1)</script>',
    ],
    [
      'PU',
      'A',
      'Reembolso semanal',
      'Weekly rebate',
      '<p>Até <b>1,5%</b> de reembolso para membros VIP.</p>',
      '<p>Up to <b>1.5%</b> rebate for VIP members.</p>',
    ],
    [
      'PR',
      'A',
      'Missões da semana',
      'Weekly missions',
      '<ul><li>Aposte 100 vezes</li><li>Deposite R$ 200</li></ul>',
      '<ul><li>Bet 100 times</li><li>Deposit R$ 200</li></ul>',
    ],
    [
      'PU',
      'F',
      'Primeiro acesso',
      'First login',
      '<p>Bem-vindo! Complete o seu perfil e defina a senha de pagamento.</p>',
      '<p>Welcome! Complete your profile and set your payment password.</p>',
    ],
    [
      'PL',
      'F',
      'Guia rápido',
      'Quick guide',
      '<ol><li>Deposite</li><li>Escolha um jogo</li><li>Divirta-se</li></ol>',
      '<ol><li>Deposit</li><li>Pick a game</li><li>Have fun</li></ol>',
    ],
    [
      'B',
      'B',
      'Carnaval de slots',
      'Slots carnival',
      '<p>Rodadas grátis todo o fim de semana.</p>',
      '<p>Free spins all weekend.</p>',
    ],
    [
      'H',
      'A',
      'Horário do agente',
      'Agent hours',
      '<p>Agentes: 12:00-21:00, segunda a sexta.</p>',
      '<p>Agents: 12:00-21:00, Monday to Friday.</p>',
    ],
    [
      'H',
      'B',
      'Sobre a Jogo',
      'About Jogo',
      '<p>Operado por uma empresa licenciada.</p>',
      '<p>Operated by a licensed company.</p>',
    ],
  ];
  for (const [i, a] of A.entries()) {
    await db.run(ann, MERCHANT, a[0], a[1], a[2], a[3], a[4], a[5], i, iso(now - (A.length - i) * DAY));
  }

  const banner =
    'INSERT INTO banner (merchant_code, group_name, title_pt, title_en, linkage, linkage_type, color, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';
  const B: [string, string, string, string, string, string][] = [
    ['w_home', 'Bônus de boas-vindas 100%', '100% welcome bonus', '/promotions', 'ROUTE', '#b5179e'],
    ['w_home', 'Dados Justos: verificável', 'Fair Dice: verifiable', 'DICE', 'GAME', '#0b7a75'],
    ['w_home', 'Cassino ao vivo 24h', 'Live casino 24/7', '/live', 'ROUTE', '#1f6f5c'],
    ['w_forget', 'Recupere o acesso', 'Get back in', '', 'NONE', '#3a0ca3'],
    ['w_login', 'Entre e jogue', 'Log in and play', '', 'NONE', '#4361ee'],
    ['w_register', 'Cadastre-se em 1 minuto', 'Sign up in a minute', '', 'NONE', '#f72585'],
    ['w_popup1', 'Sorteio diário', 'Daily raffle', '/promotions', 'ROUTE', '#e85d04'],
    ['w_leftmenu', 'Programa VIP', 'VIP programme', '/member?page=playerRank', 'ROUTE', '#7209b7'],
    ['w_leftmenu', 'Convide amigos', 'Invite friends', 'https://jogo.example/referral', 'URL', '#2a9d8f'],
    // an after-login banner that advertises no reward: the one a market without the raffle (BR) shows
    [
      'w_popup1',
      'Seus limites, sua escolha',
      'Your limits, your choice',
      '/member?page=responsibleGaming',
      'ROUTE',
      '#0b7a75',
    ],
  ];
  for (const [i, b] of B.entries()) {
    await db.run(banner, MERCHANT, b[0], b[1], b[2], b[3], b[4], b[5], i);
  }

  const mission =
    'INSERT INTO mission (title_pt, title_en, desc_pt, desc_en, metric, period, target, reward_points) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';
  await db.run(
    mission,
    'Aposte 10 vezes hoje',
    'Bet 10 times today',
    'Qualquer jogo conta.',
    'Any game counts.',
    'BET_COUNT',
    'DAILY',
    10,
    50,
  );
  await db.run(
    mission,
    'Aposte R$ 500 esta semana',
    'Bet R$ 500 this week',
    'Volume total de apostas.',
    'Total bet volume.',
    'BET_AMOUNT',
    'WEEKLY',
    500,
    300,
  );
  await db.run(
    mission,
    'Deposite R$ 200 esta semana',
    'Deposit R$ 200 this week',
    'Qualquer canal.',
    'Any channel.',
    'DEPOSIT_AMOUNT',
    'WEEKLY',
    200,
    200,
  );
  await db.run(
    mission,
    '100 rondas esta semana',
    '100 rounds this week',
    'Inclui jogos da casa.',
    'In-house games included.',
    'BET_COUNT',
    'WEEKLY',
    100,
    500,
  );

  const reward =
    'INSERT INTO point_reward (name_pt, name_en, desc_pt, desc_en, cost, stock, color) VALUES (?, ?, ?, ?, ?, ?, ?)';
  await db.run(
    reward,
    'Rodadas grátis x10',
    '10 free spins',
    'Em slots PG Soft.',
    'On PG Soft slots.',
    500,
    1000,
    '#d62d5f',
  );
  await db.run(
    reward,
    'Bônus R$ 10',
    'R$ 10 bonus',
    'Crédito de bônus.',
    'Bonus credit.',
    1200,
    500,
    '#2a9d8f',
  );
  await db.run(
    reward,
    'Camisola Jogo',
    'Jogo jersey',
    'Edição limitada.',
    'Limited edition.',
    8000,
    50,
    '#264653',
  );
  await db.run(reward, 'Auriculares', 'Headphones', 'Sem fios.', 'Wireless.', 25000, 20, '#e76f51');
  await db.run(reward, 'Smartphone', 'Smartphone', 'Último modelo.', 'Latest model.', 120000, 5, '#6d597a');
  await db.run(
    reward,
    'Viagem ao Rio',
    'Trip to Rio',
    'Fim de semana para dois.',
    'Weekend for two.',
    500000,
    1,
    '#f4a261',
  );

  const promo =
    'INSERT INTO promotion (merchant_code, category, title_pt, title_en, content_pt, content_en, color, prize_min, prize_max, start_time, end_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
  const start = iso(now - 60 * DAY);
  const end = iso(now + 365 * DAY);
  await db.run(
    promo,
    MERCHANT,
    'DEPOSIT',
    'Bônus de boas-vindas',
    'Welcome bonus',
    '<p>100% até R$ 500.</p>',
    '<p>100% up to R$ 500.</p>',
    '#b5179e',
    0,
    0,
    start,
    end,
  );
  await db.run(
    promo,
    MERCHANT,
    'RAFFLE',
    'Sorteio diário',
    'Daily raffle',
    '<p>Um prêmio por dia, de R$ 1 a R$ 20.</p>',
    '<p>One prize a day, R$ 1 to R$ 20.</p>',
    '#e85d04',
    100,
    2_000,
    start,
    end,
  );
  await db.run(
    promo,
    MERCHANT,
    'RAFFLE',
    'Roleta da sorte',
    'Lucky wheel',
    '<p>Gire todos os dias: R$ 0,50 a R$ 5.</p>',
    '<p>Spin daily: R$ 0.50 to R$ 5.</p>',
    '#4361ee',
    50,
    500,
    start,
    end,
  );
  await db.run(
    promo,
    MERCHANT,
    'REBATE',
    'Reembolso ilimitado',
    'Unlimited rebate',
    '<p>Reembolso em todas as apostas.</p>',
    '<p>Rebate on every bet.</p>',
    '#2a9d8f',
    0,
    0,
    start,
    end,
  );
  await db.run(
    promo,
    MERCHANT,
    'VIP',
    'Clube VIP',
    'VIP club',
    '<p>Suba de nível e ganhe bônus.</p>',
    '<p>Level up and earn bonuses.</p>',
    '#7209b7',
    0,
    0,
    start,
    end,
  );
  await db.run(
    promo,
    MERCHANT,
    'REFERRAL',
    'Convide amigos',
    'Invite friends',
    '<p>Ganhe com cada amigo.</p>',
    '<p>Earn with every friend.</p>',
    '#2a9d8f',
    0,
    0,
    start,
    end,
  );

  const vip =
    'INSERT INTO vip_level (level, name, name_en, deposit_required, bet_required, rebate_bp, upgrade_bonus) VALUES (?, ?, ?, ?, ?, ?, ?)';
  for (const l of [
    [0, 'Bronze', 'Bronze', 0, 0, 30, 0],
    [1, 'Prata', 'Silver', 50_000, 200_000, 50, 1_000],
    [2, 'Ouro', 'Gold', 200_000, 1_000_000, 70, 5_000],
    [3, 'Platina', 'Platinum', 1_000_000, 5_000_000, 90, 20_000],
    [4, 'Diamante', 'Diamond', 5_000_000, 25_000_000, 110, 100_000],
    [5, 'Black', 'Black', 20_000_000, 100_000_000, 150, 500_000],
  ]) {
    await db.run(vip, ...l);
  }
}

interface Actor {
  id: number;
  username: string;
  days: number;
  betsPerDay: number;
}

async function seedHistory(db: Db, now: number): Promise<void> {
  const rnd = prng(90_2026);
  const members = await db.all<Cols<'member', 'id' | 'username' | 'type'>>(
    "SELECT id, username, type FROM member WHERE merchant_code = ? AND type IN (0, 1, 2, 41, 42) AND username <> 'default_pw_player'",
    MERCHANT,
  );
  const games = await db.all<Cols<'game', 'node_id' | 'game_code' | 'game_type' | 'vassalage'>>(
    'SELECT node_id, game_code, game_type, vassalage FROM game ORDER BY node_id',
  );
  const byType = new Map<string, typeof games>();
  for (const g of games) byType.set(g.game_type, [...(byType.get(g.game_type) ?? []), g]);
  const types = [...byType.keys()];
  const pickOf = <T>(a: T[]): T => a[Math.floor(rnd() * a.length)]!;

  const depositOrder =
    'INSERT INTO deposit_order (order_no, member_id, channel_id, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?)';
  const withdrawOrder =
    'INSERT INTO withdraw_order (order_no, member_id, bank_card_id, amount, status, created_at) VALUES (?, ?, ?, ?, ?, ?)';
  const card =
    'INSERT INTO bank_card (member_id, bank_name, account_name, account_number, card_type, created_at) VALUES (?, ?, ?, ?, ?, ?)';
  let seq = 0;
  const no = (p: string, t: number) =>
    `${p}${dayOf(t, DEFAULT_TIME_ZONE).replace(/-/g, '')}S${String(++seq).padStart(6, '0')}`;

  // the history obeys the market profile it is seeded under: a channel the market has not (USDT under BR)
  // becomes PIX, drawn all the same so every market's world is the same draw of the PRNG
  const allowed = new Set<string>((await marketProfile(db, MERCHANT)).depositChannelTypes);
  const channelTypes = new Map(
    (
      await db.all<Cols<'deposit_channel', 'channel_id' | 'type'>>(
        'SELECT channel_id, type FROM deposit_channel',
      )
    ).map((c) => [c.channel_id, c.type]),
  );
  const deposit = async (m: Actor, t: number, amount: number) => {
    const n = no('DP', t);
    const drawn = pickOf(['PIX_FAST', 'PIX_FAST', 'BANK_TED', 'USDT_TRC20']);
    const channel = allowed.has(channelTypes.get(drawn) ?? '') ? drawn : 'PIX_FAST';
    await db.run(depositOrder, n, m.id, channel, amount, 'APPROVED', iso(t));
    await move(db, { memberId: m.id, amount, type: 'DEPOSIT', reference: n, remark: 'PIX', now: t });
  };

  const actors: Actor[] = members.map((m) => ({
    id: m.id,
    username: m.username,
    days: m.username === 'demo_player' ? 90 : 60,
    betsPerDay: m.username === 'demo_player' ? 14 : m.type === 0 ? 5 : 2,
  }));

  for (const m of actors) {
    const cardId = Number(
      await db.insert(
        card,
        m.id,
        'Banco do Brasil',
        m.username,
        `0001${String(m.id).padStart(8, '0')}`,
        'BANK',
        iso(now - (m.days + 1) * DAY),
      ),
    );
    await deposit(m, now - m.days * DAY, 100_000 + Math.floor(rnd() * 40) * 10_000);
    for (let d = m.days; d >= 1; d--) {
      const dayStart = now - d * DAY;
      // the settled history ends an hour before now (the last hour holds the pending tickets only)
      const span = d === 1 ? DAY - HOUR : DAY;
      if (d % 7 === 0) await deposit(m, dayStart + HOUR, (5 + Math.floor(rnd() * 30)) * 1_000);
      for (let i = 0; i < m.betsPerDay; i++) {
        const t = dayStart + Math.floor(((i + rnd()) / m.betsPerDay) * span);
        // demo_player cycles through every game type so each one has real bet records
        const type =
          m.username === 'demo_player' ? types[(d * m.betsPerDay + i) % types.length]! : pickOf(types);
        const g = pickOf(byType.get(type)!);
        const amount = (1 + Math.floor(rnd() * 50)) * 100;
        const bal = { balance: await balanceOf(db, m.id) };
        if (bal.balance < amount) await deposit(m, t - 60_000, 50_000);
        const payout = Math.floor(amount * demoMultiplier(Math.floor(rnd() * 10000)));
        await settleBet(db, {
          memberId: m.id,
          nodeId: g.node_id,
          gameCode: g.game_code,
          gameType: g.game_type,
          vassalage: g.vassalage,
          amount,
          payout,
          now: t,
        });
      }
      if (d % 20 === 5) {
        const bal = await db.number(
          "SELECT balance FROM wallet_account WHERE member_id = ? AND account = 'MAIN'",
          m.id,
        );
        const amount = Math.min(Math.floor(bal / 4 / 100) * 100, 200_000);
        if (amount >= 1_000) {
          const t = dayStart + 20 * 3600_000;
          const n = no('WD', t);
          await move(db, { memberId: m.id, amount: -amount, type: 'WITHDRAW', reference: n, now: t });
          await db.run(withdrawOrder, n, m.id, cardId, amount, d < 10 ? 'IN_PROCESS' : 'APPROVED', iso(t));
        }
      }
    }
  }

  const demo = actors.find((a) => a.username === 'demo_player');
  if (!demo) return;
  const fav =
    'INSERT INTO favourite (member_id, node_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING';
  for (const [i, type] of ['RNG', 'RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'INHOUSE', 'ELOTT'].entries())
    await db.run(fav, demo.id, pickOf(byType.get(type) ?? games).node_id, iso(now - (20 - i) * DAY));

  const msg =
    'INSERT INTO inbox_message (member_id, title, content, title_en, content_en, read_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)';
  // [title PT, content PT, title EN, content EN]: served in the request's language
  const texts = [
    [
      'Depósito confirmado',
      '<p>Seu depósito foi creditado.</p>',
      'Deposit confirmed',
      '<p>Your deposit has been credited.</p>',
    ],
    [
      'Bônus disponível',
      '<p>Você tem um <b>bônus</b> esperando na central de recompensas.</p>',
      'Bonus available',
      '<p>You have a <b>bonus</b> waiting in the reward centre.</p>',
    ],
    [
      'Novo nível VIP',
      '<p>Parabéns! Você subiu de nível.</p>',
      'New VIP level',
      '<p>Congratulations! You moved up a level.</p>',
    ],
    [
      'Saque em processamento',
      '<p>Seu saque está sendo processado.</p>',
      'Withdrawal in progress',
      '<p>Your withdrawal is being processed.</p>',
    ],
    [
      'Missão concluída',
      '<p>Você completou uma missão semanal.</p>',
      'Mission completed',
      '<p>You completed a weekly mission.</p>',
    ],
  ];
  for (let i = 0; i < 15; i++) {
    const [title, content, titleEn, contentEn] = texts[i % texts.length]!;
    await db.run(
      msg,
      demo.id,
      title,
      content,
      titleEn,
      contentEn,
      i < 11 ? iso(now - (30 - i * 2) * DAY + 3600_000) : null,
      iso(now - (30 - i * 2) * DAY),
    );
  }
  for (const a of actors.filter((x) => x.username !== 'demo_player'))
    await db.run(
      msg,
      a.id,
      'Bem-vindo',
      '<p>Bem-vindo à Jogo.</p>',
      'Welcome',
      '<p>Welcome to Jogo.</p>',
      null,
      iso(now - 10 * DAY),
    );

  const rw =
    'INSERT INTO reward (member_id, source, title, title_en, amount, status, promotion_id, claim_day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';
  for (let d = 1; d <= 5; d++) {
    const t = now - d * 3 * DAY;
    const amount = 100 + Math.floor(rnd() * 1900);
    const r = await db.insert(
      rw,
      demo.id,
      'RAFFLE',
      'Sorteio diário',
      'Daily raffle',
      amount,
      'CLAIMED',
      2,
      dayOf(t, DEFAULT_TIME_ZONE),
      iso(t),
    );
    await move(db, {
      memberId: demo.id,
      amount,
      type: 'BONUS',
      reference: `raffle:${r}`,
      remark: 'Daily raffle',
      now: t,
    });
  }
  await db.run(
    rw,
    demo.id,
    'MISSION',
    'Missão semanal',
    'Weekly mission',
    500,
    'APPLYING',
    null,
    null,
    iso(now - DAY),
  );
}

async function seedContracts(db: Db, now: number): Promise<void> {
  const id = async (u: string) =>
    (
      await db.get<{ id: number }>(
        'SELECT id FROM member WHERE username = ? AND merchant_code = ?',
        u,
        MERCHANT,
      )
    )?.id;
  const ins =
    'INSERT INTO agent_contract (kind, from_member_id, to_member_id, rate_bp, status, created_at, signed_at, settled_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';
  const sign = async (kind: string, from: string | null, to: string, rateBp: number, start: number) => {
    const toId = await id(to);
    if (!toId) return;
    await db.run(
      ins,
      kind,
      from ? ((await id(from)) ?? null) : null,
      toId,
      rateBp,
      'SIGNED',
      iso(start),
      iso(start),
      iso(start),
    );
  };
  // the house signs the top agents; demo_agent passes part of its rates down, and sub_agent part of its own:
  // the chain demo_agent 20 % > sub_agent 15 % > sub_sub_agent 5 % (dividend) pays by the difference model
  const hist = {
    DIVIDEND: now - 28 * DAY,
    DAILY: now - 30 * DAY,
    HOURLY: now - 7 * DAY,
    REALTIME: now - 2 * DAY,
  };
  await sign('DIVIDEND', null, 'demo_agent', 2_000, hist.DIVIDEND);
  await sign('DAILY', null, 'demo_agent', 100, hist.DAILY);
  await sign('HOURLY', null, 'demo_agent', 50, hist.HOURLY);
  await sign('REALTIME', null, 'demo_agent', 30, hist.REALTIME);
  await sign('DIVIDEND', 'demo_agent', 'sub_agent', 1_500, hist.DIVIDEND);
  await sign('DAILY', 'demo_agent', 'sub_agent', 80, hist.DAILY);
  await sign('REALTIME', 'demo_agent', 'sub_agent', 20, hist.REALTIME);
  await sign('DIVIDEND', 'sub_agent', 'sub_sub_agent', 500, hist.DIVIDEND);
  await sign('DAILY', null, 'other_agent', 100, hist.DAILY);
  await sign('REALTIME', null, 'other_agent', 30, hist.REALTIME);
  const sub = await id('sub_agent');
  const subsub = await id('sub_sub_agent');
  if (sub && subsub) await db.run(ins, 'DAILY', sub, subsub, 50, 'OFFERED', iso(now - 2 * DAY), null, null);
  // settle every period of the past up to the seed's now, so each contract holds a statement for every
  // period its team played in (settled play by settle time, the difference model along the chain); replayed
  // every 6 hours of the past, so each statement's settle time is near its period's end, as the live tick does
  for (let t = hist.DAILY + 6 * 3600_000; t < now + 6 * 3600_000; t += 6 * 3600_000)
    for (const kind of ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const)
      await settleContracts(db, kind, Math.min(t, now));
}
