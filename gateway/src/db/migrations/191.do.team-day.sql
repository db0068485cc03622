-- Team figures of the agent reports, on top of migration 190's daily figures. Measured on a world of
-- 100k members (the busiest agent's team: 19k members): a report that named its team as `member_id IN (<19k
-- ids>)` spent 70-100 ms per query on the list alone, and the team's 30 days of play_day are 150k rows. So:
-- - member_ancestor: every member's ancestors (and itself, depth 0), kept when a member is inserted. A team is
--   `ancestor_id = ? AND depth > 0` (one range of the primary key) instead of a recursive walk and an id list.
--   An upline never changes (the agent system moves no one): an UPDATE of member.parent_id is refused;
-- - member_day: play_day without the game type (member, site day): a member's play of a day in one row;
-- - team_day: per agent (every ancestor) and site day, the play of its team and how many of its members played;
-- - team_money_day: per agent and site day, the team's deposits, withdrawals and bonuses + rebates.
-- Each is kept by triggers from the one below it (bet → play_day → member_day → team_day; ledger → money_day →
-- team_money_day), so in the same transaction as the bet or ledger row, and a change of zone that rebuilds
-- play_day and money_day (migration 190) flows up too. The backfill below fills them from what is there.
CREATE TABLE member_ancestor (
  ancestor_id INTEGER NOT NULL,
  member_id INTEGER NOT NULL,
  depth INTEGER NOT NULL,
  PRIMARY KEY (ancestor_id, member_id)
) WITHOUT ROWID;
CREATE INDEX member_ancestor_member ON member_ancestor(member_id, depth);

CREATE TABLE member_day (
  member_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  bets INTEGER NOT NULL,
  stake INTEGER NOT NULL,
  payout INTEGER NOT NULL,
  PRIMARY KEY (member_id, day)
) WITHOUT ROWID;

CREATE TABLE team_day (
  agent_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  bets INTEGER NOT NULL,
  stake INTEGER NOT NULL,
  payout INTEGER NOT NULL,
  -- team members with a settled bet that day
  active INTEGER NOT NULL,
  PRIMARY KEY (agent_id, day)
) WITHOUT ROWID;

CREATE TABLE team_money_day (
  agent_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  deposit INTEGER NOT NULL,
  withdraw INTEGER NOT NULL,
  bonus INTEGER NOT NULL,
  PRIMARY KEY (agent_id, day)
) WITHOUT ROWID;

-- the backfill, before the triggers
WITH RECURSIVE up(member_id, ancestor_id, depth) AS (
  SELECT id, id, 0 FROM member
  UNION ALL SELECT u.member_id, m.parent_id, u.depth + 1 FROM up u JOIN member m ON m.id = u.ancestor_id
    WHERE m.parent_id IS NOT NULL AND u.depth < 50)
INSERT INTO member_ancestor (ancestor_id, member_id, depth) SELECT ancestor_id, member_id, depth FROM up;
INSERT INTO member_day (member_id, day, bets, stake, payout)
  SELECT member_id, day, SUM(bets), SUM(stake), SUM(payout) FROM play_day GROUP BY member_id, day;
INSERT INTO team_day (agent_id, day, bets, stake, payout, active)
  SELECT a.ancestor_id, d.day, SUM(d.bets), SUM(d.stake), SUM(d.payout), SUM(CASE WHEN d.bets > 0 THEN 1 ELSE 0 END)
    FROM member_day d JOIN member_ancestor a ON a.member_id = d.member_id AND a.depth > 0 GROUP BY 1, 2;
INSERT INTO team_money_day (agent_id, day, deposit, withdraw, bonus)
  SELECT a.ancestor_id, d.day, SUM(d.deposit), SUM(d.withdraw), SUM(d.bonus)
    FROM money_day d JOIN member_ancestor a ON a.member_id = d.member_id AND a.depth > 0 GROUP BY 1, 2;

CREATE TRIGGER member_ancestor_insert AFTER INSERT ON member
BEGIN
  INSERT INTO member_ancestor (ancestor_id, member_id, depth) VALUES (NEW.id, NEW.id, 0);
  INSERT INTO member_ancestor (ancestor_id, member_id, depth)
    SELECT a.ancestor_id, NEW.id, a.depth + 1 FROM member_ancestor a WHERE a.member_id = NEW.parent_id;
END;

CREATE TRIGGER member_ancestor_fixed BEFORE UPDATE OF parent_id ON member
WHEN NEW.parent_id IS NOT OLD.parent_id
BEGIN
  SELECT RAISE(ABORT, 'member.parent_id never changes (member_ancestor, migration 191)');
END;

CREATE TRIGGER member_ancestor_delete AFTER DELETE ON member
BEGIN
  DELETE FROM member_ancestor WHERE member_id = OLD.id;
END;

CREATE TRIGGER member_day_insert AFTER INSERT ON play_day
BEGIN
  INSERT INTO member_day (member_id, day, bets, stake, payout)
    VALUES (NEW.member_id, NEW.day, NEW.bets, NEW.stake, NEW.payout)
    ON CONFLICT (member_id, day) DO UPDATE SET bets = bets + excluded.bets, stake = stake + excluded.stake,
      payout = payout + excluded.payout;
END;

CREATE TRIGGER member_day_update AFTER UPDATE ON play_day
BEGIN
  UPDATE member_day SET bets = bets + NEW.bets - OLD.bets, stake = stake + NEW.stake - OLD.stake,
      payout = payout + NEW.payout - OLD.payout
    WHERE member_id = NEW.member_id AND day = NEW.day;
END;

CREATE TRIGGER member_day_delete AFTER DELETE ON play_day
BEGIN
  UPDATE member_day SET bets = bets - OLD.bets, stake = stake - OLD.stake, payout = payout - OLD.payout
    WHERE member_id = OLD.member_id AND day = OLD.day;
END;

CREATE TRIGGER team_day_insert AFTER INSERT ON member_day
BEGIN
  INSERT INTO team_day (agent_id, day, bets, stake, payout, active)
    SELECT a.ancestor_id, NEW.day, NEW.bets, NEW.stake, NEW.payout, CASE WHEN NEW.bets > 0 THEN 1 ELSE 0 END
      FROM member_ancestor a WHERE a.member_id = NEW.member_id AND a.depth > 0
    ON CONFLICT (agent_id, day) DO UPDATE SET bets = bets + excluded.bets, stake = stake + excluded.stake,
      payout = payout + excluded.payout, active = active + excluded.active;
END;

CREATE TRIGGER team_day_update AFTER UPDATE ON member_day
BEGIN
  UPDATE team_day SET bets = bets + NEW.bets - OLD.bets, stake = stake + NEW.stake - OLD.stake,
      payout = payout + NEW.payout - OLD.payout,
      active = active + (CASE WHEN NEW.bets > 0 THEN 1 ELSE 0 END) - (CASE WHEN OLD.bets > 0 THEN 1 ELSE 0 END)
    WHERE day = NEW.day
      AND agent_id IN (SELECT a.ancestor_id FROM member_ancestor a WHERE a.member_id = NEW.member_id AND a.depth > 0);
END;

CREATE TRIGGER team_money_day_insert AFTER INSERT ON money_day
BEGIN
  INSERT INTO team_money_day (agent_id, day, deposit, withdraw, bonus)
    SELECT a.ancestor_id, NEW.day, NEW.deposit, NEW.withdraw, NEW.bonus
      FROM member_ancestor a WHERE a.member_id = NEW.member_id AND a.depth > 0
    ON CONFLICT (agent_id, day) DO UPDATE SET deposit = deposit + excluded.deposit,
      withdraw = withdraw + excluded.withdraw, bonus = bonus + excluded.bonus;
END;

CREATE TRIGGER team_money_day_update AFTER UPDATE ON money_day
BEGIN
  UPDATE team_money_day SET deposit = deposit + NEW.deposit - OLD.deposit,
      withdraw = withdraw + NEW.withdraw - OLD.withdraw, bonus = bonus + NEW.bonus - OLD.bonus
    WHERE day = NEW.day
      AND agent_id IN (SELECT a.ancestor_id FROM member_ancestor a WHERE a.member_id = NEW.member_id AND a.depth > 0);
END;

CREATE TRIGGER team_money_day_delete AFTER DELETE ON money_day
BEGIN
  UPDATE team_money_day SET deposit = deposit - OLD.deposit, withdraw = withdraw - OLD.withdraw,
      bonus = bonus - OLD.bonus
    WHERE day = OLD.day
      AND agent_id IN (SELECT a.ancestor_id FROM member_ancestor a WHERE a.member_id = OLD.member_id AND a.depth > 0);
END;
