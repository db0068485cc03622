-- Daily figures of the agent reports ("data the size of an operator"). A report over 30 days of a
-- team of 19k members read every settled bet and ledger row of the team (seconds to a minute on 5M bets); it
-- reads these rows instead: one per member, site day and game type (play_day) and per member and site day
-- (money_day). What they hold is play as domain/agent/play/ defines it:
-- - play_day: the SETTLED bets by the site day of their settle time COALESCE(settled_at, created_at), in the zone
--   of the member's merchant (site setting site.timeZone, else the default zone): count, stakes and payouts. A
--   PENDING bet is not there (its stake is read from bet, apart), a CANCELLED one nowhere; a bet that leaves
--   SETTLED (an operator's correction) leaves its day again;
-- - money_day: deposits, withdrawals (as a positive amount) and bonuses + rebates by the site day of the ledger
--   row.
-- They are kept by the triggers below, so every writer of a bet or a ledger row (in-house rounds, game bets, the
-- lottery draw, a cancellation, the seeders, a test fixture, an operator's SQL) keeps them in its own transaction:
-- the figures and the rows they sum commit or roll back together. The site day is jogo_site_day(instant, zone):
-- on SQLite a function each connection registers (db/site-day.ts, with @jogo/shared/time); on PostgreSQL the
-- function of 190.do.play-day.pg.sql. A change of a merchant's zone rebuilds its members' rows (trigger on
-- site_setting). WITHOUT ROWID: the rows of one member are stored together, in day order.
CREATE TABLE play_day (
  member_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  game_type TEXT NOT NULL,
  bets INTEGER NOT NULL,
  stake INTEGER NOT NULL,
  payout INTEGER NOT NULL,
  PRIMARY KEY (member_id, day, game_type)
) WITHOUT ROWID;

CREATE TABLE money_day (
  member_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  deposit INTEGER NOT NULL,
  withdraw INTEGER NOT NULL,
  bonus INTEGER NOT NULL,
  PRIMARY KEY (member_id, day)
) WITHOUT ROWID;

-- the zone of a member's merchant, as siteZone reads it (an unknown zone is the default one in jogo_site_day)
CREATE TRIGGER play_day_insert AFTER INSERT ON bet
WHEN NEW.status = 'SETTLED'
BEGIN
  INSERT INTO play_day (member_id, day, game_type, bets, stake, payout)
  VALUES (NEW.member_id,
    jogo_site_day(COALESCE(NEW.settled_at, NEW.created_at), (SELECT s.value FROM member m JOIN site_setting s
      ON s.merchant_code = m.merchant_code AND s.key = 'site.timeZone' WHERE m.id = NEW.member_id)),
    NEW.game_type, 1, NEW.amount, NEW.payout)
  ON CONFLICT (member_id, day, game_type) DO UPDATE
    SET bets = bets + 1, stake = stake + excluded.stake, payout = payout + excluded.payout;
END;

CREATE TRIGGER play_day_update_old AFTER UPDATE OF member_id, game_type, amount, payout, created_at, status, settled_at ON bet
WHEN OLD.status = 'SETTLED'
BEGIN
  UPDATE play_day SET bets = bets - 1, stake = stake - OLD.amount, payout = payout - OLD.payout
    WHERE member_id = OLD.member_id AND game_type = OLD.game_type
      AND day = jogo_site_day(COALESCE(OLD.settled_at, OLD.created_at), (SELECT s.value FROM member m JOIN site_setting s
        ON s.merchant_code = m.merchant_code AND s.key = 'site.timeZone' WHERE m.id = OLD.member_id));
END;

CREATE TRIGGER play_day_update_new AFTER UPDATE OF member_id, game_type, amount, payout, created_at, status, settled_at ON bet
WHEN NEW.status = 'SETTLED'
BEGIN
  INSERT INTO play_day (member_id, day, game_type, bets, stake, payout)
  VALUES (NEW.member_id,
    jogo_site_day(COALESCE(NEW.settled_at, NEW.created_at), (SELECT s.value FROM member m JOIN site_setting s
      ON s.merchant_code = m.merchant_code AND s.key = 'site.timeZone' WHERE m.id = NEW.member_id)),
    NEW.game_type, 1, NEW.amount, NEW.payout)
  ON CONFLICT (member_id, day, game_type) DO UPDATE
    SET bets = bets + 1, stake = stake + excluded.stake, payout = payout + excluded.payout;
END;

CREATE TRIGGER play_day_delete AFTER DELETE ON bet
WHEN OLD.status = 'SETTLED'
BEGIN
  UPDATE play_day SET bets = bets - 1, stake = stake - OLD.amount, payout = payout - OLD.payout
    WHERE member_id = OLD.member_id AND game_type = OLD.game_type
      AND day = jogo_site_day(COALESCE(OLD.settled_at, OLD.created_at), (SELECT s.value FROM member m JOIN site_setting s
        ON s.merchant_code = m.merchant_code AND s.key = 'site.timeZone' WHERE m.id = OLD.member_id));
END;

CREATE TRIGGER money_day_insert AFTER INSERT ON ledger
WHEN NEW.type IN ('DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE')
BEGIN
  INSERT INTO money_day (member_id, day, deposit, withdraw, bonus)
  VALUES (NEW.member_id,
    jogo_site_day(NEW.created_at, (SELECT s.value FROM member m JOIN site_setting s
      ON s.merchant_code = m.merchant_code AND s.key = 'site.timeZone' WHERE m.id = NEW.member_id)),
    CASE WHEN NEW.type = 'DEPOSIT' THEN NEW.amount ELSE 0 END,
    CASE WHEN NEW.type = 'WITHDRAW' THEN -NEW.amount ELSE 0 END,
    CASE WHEN NEW.type IN ('BONUS', 'REBATE') THEN NEW.amount ELSE 0 END)
  ON CONFLICT (member_id, day) DO UPDATE SET deposit = deposit + excluded.deposit,
    withdraw = withdraw + excluded.withdraw, bonus = bonus + excluded.bonus;
END;

CREATE TRIGGER money_day_delete AFTER DELETE ON ledger
WHEN OLD.type IN ('DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE')
BEGIN
  UPDATE money_day SET deposit = deposit - CASE WHEN OLD.type = 'DEPOSIT' THEN OLD.amount ELSE 0 END,
      withdraw = withdraw - CASE WHEN OLD.type = 'WITHDRAW' THEN -OLD.amount ELSE 0 END,
      bonus = bonus - CASE WHEN OLD.type IN ('BONUS', 'REBATE') THEN OLD.amount ELSE 0 END
    WHERE member_id = OLD.member_id
      AND day = jogo_site_day(OLD.created_at, (SELECT s.value FROM member m JOIN site_setting s
        ON s.merchant_code = m.merchant_code AND s.key = 'site.timeZone' WHERE m.id = OLD.member_id));
END;

-- a merchant's zone set, changed or removed: its members' days are counted again in the new zone
CREATE TRIGGER play_day_zone_set AFTER INSERT ON site_setting
WHEN NEW.key = 'site.timeZone'
BEGIN
  DELETE FROM play_day WHERE member_id IN (SELECT id FROM member WHERE merchant_code = NEW.merchant_code);
  DELETE FROM money_day WHERE member_id IN (SELECT id FROM member WHERE merchant_code = NEW.merchant_code);
  INSERT INTO play_day (member_id, day, game_type, bets, stake, payout)
    SELECT b.member_id, jogo_site_day(COALESCE(b.settled_at, b.created_at), NEW.value), b.game_type, COUNT(*),
        SUM(b.amount), SUM(b.payout)
      FROM bet b JOIN member m ON m.id = b.member_id
      WHERE m.merchant_code = NEW.merchant_code AND b.status = 'SETTLED' GROUP BY 1, 2, 3;
  INSERT INTO money_day (member_id, day, deposit, withdraw, bonus)
    SELECT l.member_id, jogo_site_day(l.created_at, NEW.value),
        SUM(CASE WHEN l.type = 'DEPOSIT' THEN l.amount ELSE 0 END),
        SUM(CASE WHEN l.type = 'WITHDRAW' THEN -l.amount ELSE 0 END),
        SUM(CASE WHEN l.type IN ('BONUS', 'REBATE') THEN l.amount ELSE 0 END)
      FROM ledger l JOIN member m ON m.id = l.member_id
      WHERE m.merchant_code = NEW.merchant_code AND l.type IN ('DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE')
      GROUP BY 1, 2;
END;

CREATE TRIGGER play_day_zone_change AFTER UPDATE OF value ON site_setting
WHEN NEW.key = 'site.timeZone' AND NEW.value IS NOT OLD.value
BEGIN
  DELETE FROM play_day WHERE member_id IN (SELECT id FROM member WHERE merchant_code = NEW.merchant_code);
  DELETE FROM money_day WHERE member_id IN (SELECT id FROM member WHERE merchant_code = NEW.merchant_code);
  INSERT INTO play_day (member_id, day, game_type, bets, stake, payout)
    SELECT b.member_id, jogo_site_day(COALESCE(b.settled_at, b.created_at), NEW.value), b.game_type, COUNT(*),
        SUM(b.amount), SUM(b.payout)
      FROM bet b JOIN member m ON m.id = b.member_id
      WHERE m.merchant_code = NEW.merchant_code AND b.status = 'SETTLED' GROUP BY 1, 2, 3;
  INSERT INTO money_day (member_id, day, deposit, withdraw, bonus)
    SELECT l.member_id, jogo_site_day(l.created_at, NEW.value),
        SUM(CASE WHEN l.type = 'DEPOSIT' THEN l.amount ELSE 0 END),
        SUM(CASE WHEN l.type = 'WITHDRAW' THEN -l.amount ELSE 0 END),
        SUM(CASE WHEN l.type IN ('BONUS', 'REBATE') THEN l.amount ELSE 0 END)
      FROM ledger l JOIN member m ON m.id = l.member_id
      WHERE m.merchant_code = NEW.merchant_code AND l.type IN ('DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE')
      GROUP BY 1, 2;
END;

CREATE TRIGGER play_day_zone_unset AFTER DELETE ON site_setting
WHEN OLD.key = 'site.timeZone'
BEGIN
  DELETE FROM play_day WHERE member_id IN (SELECT id FROM member WHERE merchant_code = OLD.merchant_code);
  DELETE FROM money_day WHERE member_id IN (SELECT id FROM member WHERE merchant_code = OLD.merchant_code);
  INSERT INTO play_day (member_id, day, game_type, bets, stake, payout)
    SELECT b.member_id, jogo_site_day(COALESCE(b.settled_at, b.created_at), NULL), b.game_type, COUNT(*),
        SUM(b.amount), SUM(b.payout)
      FROM bet b JOIN member m ON m.id = b.member_id
      WHERE m.merchant_code = OLD.merchant_code AND b.status = 'SETTLED' GROUP BY 1, 2, 3;
  INSERT INTO money_day (member_id, day, deposit, withdraw, bonus)
    SELECT l.member_id, jogo_site_day(l.created_at, NULL),
        SUM(CASE WHEN l.type = 'DEPOSIT' THEN l.amount ELSE 0 END),
        SUM(CASE WHEN l.type = 'WITHDRAW' THEN -l.amount ELSE 0 END),
        SUM(CASE WHEN l.type IN ('BONUS', 'REBATE') THEN l.amount ELSE 0 END)
      FROM ledger l JOIN member m ON m.id = l.member_id
      WHERE m.merchant_code = OLD.merchant_code AND l.type IN ('DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE')
      GROUP BY 1, 2;
END;

-- the backfill of an existing database: the same figures from the rows already there
INSERT INTO play_day (member_id, day, game_type, bets, stake, payout)
  SELECT b.member_id, jogo_site_day(COALESCE(b.settled_at, b.created_at), s.value), b.game_type, COUNT(*),
      SUM(b.amount), SUM(b.payout)
    FROM bet b JOIN member m ON m.id = b.member_id
      LEFT JOIN site_setting s ON s.merchant_code = m.merchant_code AND s.key = 'site.timeZone'
    WHERE b.status = 'SETTLED' GROUP BY 1, 2, 3;
INSERT INTO money_day (member_id, day, deposit, withdraw, bonus)
  SELECT l.member_id, jogo_site_day(l.created_at, s.value),
      SUM(CASE WHEN l.type = 'DEPOSIT' THEN l.amount ELSE 0 END),
      SUM(CASE WHEN l.type = 'WITHDRAW' THEN -l.amount ELSE 0 END),
      SUM(CASE WHEN l.type IN ('BONUS', 'REBATE') THEN l.amount ELSE 0 END)
    FROM ledger l JOIN member m ON m.id = l.member_id
      LEFT JOIN site_setting s ON s.merchant_code = m.merchant_code AND s.key = 'site.timeZone'
    WHERE l.type IN ('DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE') GROUP BY 1, 2;

-- the member records (betting and account record): a member's rows of a range are read from the index
-- alone for the totals and for the ids of a page (records.ts; `id` is named so that PostgreSQL can do the same);
-- they replace the (member_id, created_at) indexes of migration 041, whose prefix they keep
CREATE INDEX bet_member_record ON bet(member_id, created_at, status, game_type, amount, payout, id);
DROP INDEX bet_member_time;
CREATE INDEX ledger_member_record ON ledger(member_id, created_at, type, amount, id);
DROP INDEX ledger_member_time;
-- pending stakes of a range (agent reports): the few PENDING bets, by the time they were placed
CREATE INDEX bet_pending_time ON bet(created_at, member_id) WHERE status = 'PENDING';
