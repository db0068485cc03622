import type { Cols } from '../db';
import type { Db } from '../open-db';
import { MERCHANT } from './system';
import type { SeedContext } from './members';
import { DEFAULT_TIME_ZONE, dayOf } from '@jogo/shared/time';

const DAY = 86400_000;
const iso = (t: number) => new Date(t).toISOString();

/**
 * The engagement part of the demo world, after seedWorld: Brazilian Portuguese texts for the
 * promotions, goods and missions; a promotion that needs an application (remark and images) and pays a bonus
 * once approved; one promotion coming soon and one closed; login missions; demo_player's recent login days
 * and two invited friends.
 */
export async function seedEngagement(db: Db, { now }: SeedContext): Promise<void> {
  await db.transaction(async () => {
    const promo =
      'UPDATE promotion SET title_pt = ?, content_pt = ?, content_en = ?, apply_required = ?, bonus_amount = ? WHERE merchant_code = ? AND title_en = ?';
    await db.run(
      promo,
      'Bônus de boas-vindas',
      '<p>Envie o comprovante do seu primeiro depósito e ganhe <strong>R$ 20</strong> de bônus.</p><h3>Como participar</h3><ul><li>Uma inscrição por conta.</li><li>Anexe até 3 imagens PNG ou JPG de até 5 MB.</li><li>Após a aprovação, resgate o bônus nesta página.</li></ul>',
      '<p>Send the receipt of your first deposit and get a <strong>R$ 20</strong> bonus.</p><h3>How to take part</h3><ul><li>One application per account.</li><li>Attach up to 3 PNG or JPG images of up to 5 MB.</li><li>Once approved, claim the bonus on this page.</li></ul>',
      1,
      2_000,
      MERCHANT,
      'Welcome bonus',
    );
    // its rules ask for the receipt of the first deposit: an application needs an image (migration 131)
    await db.run(
      "UPDATE promotion SET proof_required = 1 WHERE merchant_code = ? AND title_en = 'Welcome bonus'",
      MERCHANT,
    );
    await db.run(
      promo,
      'Sorteio diário',
      '<p>Abra um envelope vermelho por dia e ganhe de R$ 1 a R$ 20.</p><h3>Como participar</h3><ul><li>Um envelope por dia (UTC).</li><li>O prêmio cai na carteira na hora.</li></ul>',
      '<p>Open one red envelope a day and win R$ 1 to R$ 20.</p><h3>How to take part</h3><ul><li>One envelope a day (UTC).</li><li>The prize goes to your wallet at once.</li></ul>',
      0,
      0,
      MERCHANT,
      'Daily raffle',
    );
    await db.run(
      promo,
      'Roleta da sorte',
      '<p>Abra um envelope por dia: de R$ 0,50 a R$ 5.</p>',
      '<p>Open one envelope a day: R$ 0.50 to R$ 5.</p>',
      0,
      0,
      MERCHANT,
      'Lucky wheel',
    );
    await db.run(
      promo,
      'Clube VIP',
      '<p>Suba de nível e ganhe bônus.</p>',
      '<p>Level up and earn bonuses.</p>',
      0,
      0,
      MERCHANT,
      'VIP club',
    );

    const add =
      'INSERT INTO promotion (merchant_code, category, title_pt, title_en, content_pt, content_en, color, prize_min, prize_max, start_time, end_time, apply_required, bonus_amount) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
    await db.run(
      add,
      MERCHANT,
      'DEPOSIT',
      'Recarga de Natal',
      'Christmas reload',
      '<p>50% de bônus nos depósitos de Natal.</p>',
      '<p>50% bonus on Christmas deposits.</p>',
      '#c1121f',
      0,
      0,
      iso(now + 30 * DAY),
      iso(now + 40 * DAY),
      1,
      5_000,
    );
    await db.run(
      add,
      MERCHANT,
      'REBATE',
      'Copa de slots de outubro',
      'October slots cup',
      '<p>Campeonato encerrado. Obrigado a todos!</p>',
      '<p>Tournament over. Thanks to everyone!</p>',
      '#6c757d',
      0,
      0,
      iso(now - 50 * DAY),
      iso(now - 20 * DAY),
      0,
      0,
    );

    const goods = 'UPDATE point_reward SET name_pt = ?, desc_pt = ? WHERE name_en = ?';
    await db.run(goods, 'Bônus de R$ 10', 'Crédito de bônus.', 'R$ 10 bonus');
    await db.run(goods, 'Camisa Jogo', 'Edição limitada.', 'Jogo jersey');
    await db.run(goods, 'Fones de ouvido', 'Sem fio.', 'Headphones');
    await db.run(goods, 'Smartphone', 'Último modelo.', 'Smartphone');

    await db.run(
      "UPDATE mission SET title_pt = '100 rodadas nesta semana' WHERE title_en = '100 rounds this week'",
    );
    const mission =
      'INSERT INTO mission (title_pt, title_en, desc_pt, desc_en, metric, period, target, reward_points, reward_bonus) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)';
    await db.run(
      mission,
      'Entre hoje',
      'Log in today',
      'Basta entrar na sua conta.',
      'Just log in to your account.',
      'LOGIN_DAYS',
      'DAILY',
      1,
      20,
      0,
    );
    await db.run(
      mission,
      'Entre em 3 dias nesta semana',
      'Log in on 3 days this week',
      'Ganhe pontos e R$ 2 de bônus.',
      'Earn points and a R$ 2 bonus.',
      'LOGIN_DAYS',
      'WEEKLY',
      3,
      100,
      200,
    );

    const demo = await db.get<Cols<'member', 'id'>>(
      "SELECT id FROM member WHERE merchant_code = ? AND username = 'demo_player'",
      MERCHANT,
    );
    if (!demo) return;
    const day = 'INSERT INTO login_day (member_id, day) VALUES (?, ?) ON CONFLICT DO NOTHING';
    for (let d = 1; d <= 5; d += 1) await db.run(day, demo.id, dayOf(now - d * DAY, DEFAULT_TIME_ZONE));
    await db.run(
      `UPDATE member SET referrer_id = ? WHERE merchant_code = ? AND username IN ('sub_player1', 'other_player')`,
      demo.id,
      MERCHANT,
    );
  });
}
