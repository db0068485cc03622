-- The play figures after commit (db/daily-figures/roll.ts). Until now every settled bet's triggers (190, 191, 192,
-- 204) updated in the bet's own transaction its member's play_day row, then member_day, then team_day and
-- team_member_day of every agent above it: two upserts per ancestor and per bet, the better part of a bet's cost
-- (PostgreSQL bench: 653 bets/s with them, 1,643/s without; SQLite 1,463/s and 1,691/s). A bet now writes one
-- narrow row here (its change of play: +1 bet, its stake and payout; -1 when it leaves SETTLED), and rollPlay moves
-- what has gathered into play_day in one statement, summed per member, site day and game type: the triggers of
-- play_day (member_day, team_day, team_member_day) then run once per member and day of the batch, not once per bet.
-- The figures stay exact where they are read: every reader of the daily figures on the primary rolls first
-- (agentRange, the team list, checkDailyFigures), so what a report reads counts every bet committed before it; a
-- leader task rolls every second besides (what a replica reads lags by that much more). The site day is computed
-- when the row is rolled, in the merchant's zone of then; a change of zone rebuilds play_day from the bets and
-- drops the rows here of that merchant's members (they are in the rebuild). The rule of what counts as played is
-- unchanged (domain/agent/play/range.ts).
CREATE TABLE play_delta (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL,
  -- the bet's settle time, COALESCE(settled_at, created_at)
  at TEXT NOT NULL,
  game_type TEXT NOT NULL,
  bets INTEGER NOT NULL,
  stake INTEGER NOT NULL,
  payout INTEGER NOT NULL
);

DROP TRIGGER play_day_insert;
DROP TRIGGER play_day_update_old;
DROP TRIGGER play_day_update_new;
DROP TRIGGER play_day_delete;

CREATE TRIGGER play_delta_insert AFTER INSERT ON bet
WHEN NEW.status = 'SETTLED'
BEGIN
  INSERT INTO play_delta (member_id, at, game_type, bets, stake, payout)
  VALUES (NEW.member_id, COALESCE(NEW.settled_at, NEW.created_at), NEW.game_type, 1, NEW.amount, NEW.payout);
END;

CREATE TRIGGER play_delta_update_old AFTER UPDATE OF member_id, game_type, amount, payout, created_at, status, settled_at ON bet
WHEN OLD.status = 'SETTLED'
BEGIN
  INSERT INTO play_delta (member_id, at, game_type, bets, stake, payout)
  VALUES (OLD.member_id, COALESCE(OLD.settled_at, OLD.created_at), OLD.game_type, -1, -OLD.amount, -OLD.payout);
END;

CREATE TRIGGER play_delta_update_new AFTER UPDATE OF member_id, game_type, amount, payout, created_at, status, settled_at ON bet
WHEN NEW.status = 'SETTLED'
BEGIN
  INSERT INTO play_delta (member_id, at, game_type, bets, stake, payout)
  VALUES (NEW.member_id, COALESCE(NEW.settled_at, NEW.created_at), NEW.game_type, 1, NEW.amount, NEW.payout);
END;

CREATE TRIGGER play_delta_delete AFTER DELETE ON bet
WHEN OLD.status = 'SETTLED'
BEGIN
  INSERT INTO play_delta (member_id, at, game_type, bets, stake, payout)
  VALUES (OLD.member_id, COALESCE(OLD.settled_at, OLD.created_at), OLD.game_type, -1, -OLD.amount, -OLD.payout);
END;

-- a change of a merchant's zone rebuilds its members' play_day from the bets (190's site_setting triggers, after
-- the change): what waits here for those members is counted by that rebuild, so it goes first
CREATE TRIGGER play_delta_zone_set BEFORE INSERT ON site_setting
WHEN NEW.key = 'site.timeZone'
BEGIN
  DELETE FROM play_delta WHERE member_id IN (SELECT id FROM member WHERE merchant_code = NEW.merchant_code);
END;

CREATE TRIGGER play_delta_zone_change BEFORE UPDATE OF value ON site_setting
WHEN NEW.key = 'site.timeZone' AND NEW.value IS NOT OLD.value
BEGIN
  DELETE FROM play_delta WHERE member_id IN (SELECT id FROM member WHERE merchant_code = NEW.merchant_code);
END;

CREATE TRIGGER play_delta_zone_unset BEFORE DELETE ON site_setting
WHEN OLD.key = 'site.timeZone'
BEGIN
  DELETE FROM play_delta WHERE member_id IN (SELECT id FROM member WHERE merchant_code = OLD.merchant_code);
END;
