-- PostgreSQL of 191.do.team-day.sql (read its comments first): its trigger bodies read member_ancestor and RAISE,
-- which toPostgres does not translate. Same tables, columns, indexes and figures.
CREATE TABLE member_ancestor (
  ancestor_id BIGINT NOT NULL,
  member_id BIGINT NOT NULL,
  depth BIGINT NOT NULL,
  PRIMARY KEY (ancestor_id, member_id)
);
CREATE INDEX member_ancestor_member ON member_ancestor(member_id, depth);

CREATE TABLE member_day (
  member_id BIGINT NOT NULL,
  day TEXT NOT NULL,
  bets BIGINT NOT NULL,
  stake BIGINT NOT NULL,
  payout BIGINT NOT NULL,
  PRIMARY KEY (member_id, day)
);

CREATE TABLE team_day (
  agent_id BIGINT NOT NULL,
  day TEXT NOT NULL,
  bets BIGINT NOT NULL,
  stake BIGINT NOT NULL,
  payout BIGINT NOT NULL,
  active BIGINT NOT NULL,
  PRIMARY KEY (agent_id, day)
);

CREATE TABLE team_money_day (
  agent_id BIGINT NOT NULL,
  day TEXT NOT NULL,
  deposit BIGINT NOT NULL,
  withdraw BIGINT NOT NULL,
  bonus BIGINT NOT NULL,
  PRIMARY KEY (agent_id, day)
);

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

CREATE OR REPLACE FUNCTION member_ancestor_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO member_ancestor (ancestor_id, member_id, depth) VALUES (NEW.id, NEW.id, 0);
    INSERT INTO member_ancestor (ancestor_id, member_id, depth)
      SELECT a.ancestor_id, NEW.id, a.depth + 1 FROM member_ancestor a WHERE a.member_id = NEW.parent_id;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM member_ancestor WHERE member_id = OLD.id;
  ELSE
    RAISE EXCEPTION 'member.parent_id never changes (member_ancestor, migration 191)';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER member_ancestor_insert AFTER INSERT ON member FOR EACH ROW EXECUTE FUNCTION member_ancestor_keep();
CREATE TRIGGER member_ancestor_fixed AFTER UPDATE OF parent_id ON member FOR EACH ROW
  WHEN (NEW.parent_id IS DISTINCT FROM OLD.parent_id) EXECUTE FUNCTION member_ancestor_keep();
CREATE TRIGGER member_ancestor_delete AFTER DELETE ON member FOR EACH ROW EXECUTE FUNCTION member_ancestor_keep();

-- play_day → member_day: the change of one play_day row
CREATE OR REPLACE FUNCTION member_day_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mid BIGINT;
  d TEXT;
  db BIGINT := 0;
  ds BIGINT := 0;
  dp BIGINT := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN mid := NEW.member_id; d := NEW.day; db := NEW.bets; ds := NEW.stake; dp := NEW.payout;
  ELSE mid := OLD.member_id; d := OLD.day;
  END IF;
  IF TG_OP <> 'INSERT' THEN db := db - OLD.bets; ds := ds - OLD.stake; dp := dp - OLD.payout; END IF;
  INSERT INTO member_day (member_id, day, bets, stake, payout) VALUES (mid, d, db, ds, dp)
    ON CONFLICT (member_id, day) DO UPDATE SET bets = member_day.bets + excluded.bets,
      stake = member_day.stake + excluded.stake, payout = member_day.payout + excluded.payout;
  RETURN NULL;
END $$;
CREATE TRIGGER member_day_insert AFTER INSERT ON play_day FOR EACH ROW EXECUTE FUNCTION member_day_keep();
CREATE TRIGGER member_day_update AFTER UPDATE ON play_day FOR EACH ROW EXECUTE FUNCTION member_day_keep();
CREATE TRIGGER member_day_delete AFTER DELETE ON play_day FOR EACH ROW EXECUTE FUNCTION member_day_keep();

-- member_day → team_day of every ancestor: the change of one member_day row
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
  INSERT INTO team_day (agent_id, day, bets, stake, payout, active)
    SELECT a.ancestor_id, NEW.day, db, ds, dp, da FROM member_ancestor a WHERE a.member_id = NEW.member_id AND a.depth > 0
    ON CONFLICT (agent_id, day) DO UPDATE SET bets = team_day.bets + excluded.bets,
      stake = team_day.stake + excluded.stake, payout = team_day.payout + excluded.payout,
      active = team_day.active + excluded.active;
  RETURN NULL;
END $$;
CREATE TRIGGER team_day_insert AFTER INSERT ON member_day FOR EACH ROW EXECUTE FUNCTION team_day_keep();
CREATE TRIGGER team_day_update AFTER UPDATE ON member_day FOR EACH ROW EXECUTE FUNCTION team_day_keep();

-- money_day → team_money_day of every ancestor
CREATE OR REPLACE FUNCTION team_money_day_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mid BIGINT;
  d TEXT;
  dd BIGINT := 0;
  dw BIGINT := 0;
  dbo BIGINT := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN mid := NEW.member_id; d := NEW.day; dd := NEW.deposit; dw := NEW.withdraw; dbo := NEW.bonus;
  ELSE mid := OLD.member_id; d := OLD.day;
  END IF;
  IF TG_OP <> 'INSERT' THEN dd := dd - OLD.deposit; dw := dw - OLD.withdraw; dbo := dbo - OLD.bonus; END IF;
  INSERT INTO team_money_day (agent_id, day, deposit, withdraw, bonus)
    SELECT a.ancestor_id, d, dd, dw, dbo FROM member_ancestor a WHERE a.member_id = mid AND a.depth > 0
    ON CONFLICT (agent_id, day) DO UPDATE SET deposit = team_money_day.deposit + excluded.deposit,
      withdraw = team_money_day.withdraw + excluded.withdraw, bonus = team_money_day.bonus + excluded.bonus;
  RETURN NULL;
END $$;
CREATE TRIGGER team_money_day_insert AFTER INSERT ON money_day FOR EACH ROW EXECUTE FUNCTION team_money_day_keep();
CREATE TRIGGER team_money_day_update AFTER UPDATE ON money_day FOR EACH ROW EXECUTE FUNCTION team_money_day_keep();
CREATE TRIGGER team_money_day_delete AFTER DELETE ON money_day FOR EACH ROW EXECUTE FUNCTION team_money_day_keep();
