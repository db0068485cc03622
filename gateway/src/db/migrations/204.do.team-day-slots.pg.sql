-- team_day (migration 191) kept one row per agent and day, updated by every settled bet of the agent's whole team:
-- on PostgreSQL a row lock held from the bet's trigger to its commit, so every bet below a busy agent (a top agent
-- of 19,000 members) waited for the one before it. The figures are now kept in SLOTS rows per agent and day (a
-- member's play always goes to the slot of its id, so the team's `active` count stays exact), and team_day is a view
-- that sums them: the same columns and figures for every reader (domain/agent/play/, checkDailyFigures), bets of
-- one team spread over 8 rows. rebuildDailyFigures writes team_day_slot on PostgreSQL.
CREATE TABLE team_day_slot (
  agent_id BIGINT NOT NULL,
  day TEXT NOT NULL,
  slot BIGINT NOT NULL,
  bets BIGINT NOT NULL,
  stake BIGINT NOT NULL,
  payout BIGINT NOT NULL,
  active BIGINT NOT NULL,
  PRIMARY KEY (agent_id, day, slot)
);
INSERT INTO team_day_slot (agent_id, day, slot, bets, stake, payout, active)
  SELECT agent_id, day, 0, bets, stake, payout, active FROM team_day;
DROP TABLE team_day;
CREATE VIEW team_day AS
  SELECT agent_id, day, SUM(bets)::BIGINT AS bets, SUM(stake)::BIGINT AS stake, SUM(payout)::BIGINT AS payout,
      SUM(active)::BIGINT AS active
    FROM team_day_slot GROUP BY agent_id, day;

-- member_day → team_day_slot of every ancestor: the change of one member_day row, in the member's slot
CREATE OR REPLACE FUNCTION team_day_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  db BIGINT := NEW.bets;
  ds BIGINT := NEW.stake;
  dp BIGINT := NEW.payout;
  da BIGINT := CASE WHEN NEW.bets > 0 THEN 1 ELSE 0 END;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    db := db - OLD.bets; ds := ds - OLD.stake; dp := dp - OLD.payout;
    da := da - CASE WHEN OLD.bets > 0 THEN 1 ELSE 0 END;
  END IF;
  INSERT INTO team_day_slot (agent_id, day, slot, bets, stake, payout, active)
    SELECT a.ancestor_id, NEW.day, NEW.member_id % 8, db, ds, dp, da
      FROM member_ancestor a WHERE a.member_id = NEW.member_id AND a.depth > 0 ORDER BY a.depth
    ON CONFLICT (agent_id, day, slot) DO UPDATE SET bets = team_day_slot.bets + excluded.bets,
      stake = team_day_slot.stake + excluded.stake, payout = team_day_slot.payout + excluded.payout,
      active = team_day_slot.active + excluded.active;
  RETURN NULL;
END $$;
