import type { Db } from '../db';
import { rollPlay } from './roll';

/**
 * The daily figures recomputed from the rows they sum, by the rule of README.md here (as migration 190's backfill
 * computes them), compared with what the triggers kept: the member and team tables, and member_ancestor with
 * member.parent_id. Rows whose figures are all zero count as absent (a bet that left SETTLED leaves one).
 * @returns one line per difference; none when every figure is what the rows say (tests, like checkLedger)
 */
export async function checkDailyFigures(db: Db): Promise<string[]> {
  await rollPlay(db); // the figures of every bet committed so far
  const zone = `(SELECT s.value FROM member m JOIN site_setting s ON s.merchant_code = m.merchant_code
    AND s.key = 'site.timeZone' WHERE m.id = x.member_id)`;
  const checks: Record<string, [string, string]> = {
    play_day: [
      'SELECT member_id, day, game_type, bets, stake, payout FROM play_day WHERE bets <> 0 OR stake <> 0 OR payout <> 0',
      `SELECT x.member_id, jogo_site_day(COALESCE(x.settled_at, x.created_at), ${zone}) AS day, x.game_type, COUNT(*),
         SUM(x.amount), SUM(x.payout) FROM bet x WHERE x.status = 'SETTLED' GROUP BY 1, 2, 3`,
    ],
    money_day: [
      'SELECT member_id, day, deposit, withdraw, bonus FROM money_day WHERE deposit <> 0 OR withdraw <> 0 OR bonus <> 0',
      `SELECT x.member_id, jogo_site_day(x.created_at, ${zone}) AS day,
         SUM(CASE WHEN x.type = 'DEPOSIT' THEN x.amount ELSE 0 END), SUM(CASE WHEN x.type = 'WITHDRAW' THEN -x.amount ELSE 0 END),
         SUM(CASE WHEN x.type IN ('BONUS', 'REBATE') THEN x.amount ELSE 0 END)
       FROM ledger x WHERE x.type IN ('DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE') GROUP BY 1, 2`,
    ],
    member_ancestor: [
      'SELECT ancestor_id, member_id, depth FROM member_ancestor',
      `WITH RECURSIVE up(member_id, ancestor_id, depth) AS (SELECT id, id, 0 FROM member
         UNION ALL SELECT u.member_id, m.parent_id, u.depth + 1 FROM up u JOIN member m ON m.id = u.ancestor_id
           WHERE m.parent_id IS NOT NULL AND u.depth < 50)
       SELECT ancestor_id, member_id, depth FROM up`,
    ],
    member_day: [
      'SELECT member_id, day, bets, stake, payout FROM member_day WHERE bets <> 0 OR stake <> 0 OR payout <> 0',
      `SELECT member_id, day, SUM(bets), SUM(stake), SUM(payout) FROM play_day GROUP BY member_id, day
         HAVING SUM(bets) <> 0 OR SUM(stake) <> 0 OR SUM(payout) <> 0`,
    ],
    team_day: [
      'SELECT agent_id, day, bets, stake, payout, active FROM team_day WHERE bets <> 0 OR stake <> 0 OR payout <> 0 OR active <> 0',
      `SELECT a.ancestor_id, p.day, SUM(p.bets), SUM(p.stake), SUM(p.payout), SUM(CASE WHEN p.bets > 0 THEN 1 ELSE 0 END)
         FROM (SELECT member_id, day, SUM(bets) AS bets, SUM(stake) AS stake, SUM(payout) AS payout FROM play_day
           GROUP BY member_id, day) p
         JOIN member_ancestor a ON a.member_id = p.member_id AND a.depth > 0 GROUP BY 1, 2
         HAVING SUM(p.bets) <> 0 OR SUM(p.stake) <> 0 OR SUM(p.payout) <> 0`,
    ],
    team_money_day: [
      'SELECT agent_id, day, deposit, withdraw, bonus FROM team_money_day WHERE deposit <> 0 OR withdraw <> 0 OR bonus <> 0',
      `SELECT a.ancestor_id, p.day, SUM(p.deposit), SUM(p.withdraw), SUM(p.bonus)
         FROM money_day p JOIN member_ancestor a ON a.member_id = p.member_id AND a.depth > 0 GROUP BY 1, 2
         HAVING SUM(p.deposit) <> 0 OR SUM(p.withdraw) <> 0 OR SUM(p.bonus) <> 0`,
    ],
    team_member_day: [
      `SELECT ancestor_id, day, member_id, depth, bets, stake, payout, deposit, withdraw, bonus FROM team_member_day
         WHERE bets <> 0 OR stake <> 0 OR payout <> 0 OR deposit <> 0 OR withdraw <> 0 OR bonus <> 0`,
      `SELECT a.ancestor_id, x.day, x.member_id, a.depth, SUM(x.bets), SUM(x.stake), SUM(x.payout), SUM(x.deposit),
           SUM(x.withdraw), SUM(x.bonus)
         FROM (SELECT member_id, day, bets, stake, payout, 0 AS deposit, 0 AS withdraw, 0 AS bonus FROM play_day
           UNION ALL SELECT member_id, day, 0, 0, 0, deposit, withdraw, bonus FROM money_day) x
         JOIN member_ancestor a ON a.member_id = x.member_id AND a.depth > 0 GROUP BY 1, 2, 3, 4
         HAVING SUM(x.bets) <> 0 OR SUM(x.stake) <> 0 OR SUM(x.payout) <> 0 OR SUM(x.deposit) <> 0
           OR SUM(x.withdraw) <> 0 OR SUM(x.bonus) <> 0`,
    ],
  };
  const out: string[] = [];
  for (const [table, [kept, rows]] of Object.entries(checks))
    for (const [what, a, b] of [
      ['kept, not in the rows', kept, rows],
      ['in the rows, not kept', rows, kept],
    ] as const)
      for (const r of (await db.all(
        `SELECT * FROM (SELECT * FROM (${a}) k1 EXCEPT SELECT * FROM (${b}) k2) d LIMIT 5`,
      )) as unknown[])
        out.push(`${table} ${what}: ${JSON.stringify(r)}`);
  return out;
}
