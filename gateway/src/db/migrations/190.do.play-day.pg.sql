-- PostgreSQL of 190.do.play-day.sql (read its comments first): its trigger bodies read site_setting and call
-- jogo_site_day, which toPostgres does not translate. Same tables, columns, indexes and figures; the site day of
-- an instant is `AT TIME ZONE` here, the calendar of @jogo/shared/time on SQLite (both IANA zones). The zone is
-- the merchant's site.timeZone as setSiteZone stored it (it refuses a zone the runtime does not know), else the
-- default zone (DEFAULT_TIME_ZONE of @jogo/shared/time).
CREATE TABLE play_day (
  member_id BIGINT NOT NULL,
  day TEXT NOT NULL,
  game_type TEXT NOT NULL,
  bets BIGINT NOT NULL,
  stake BIGINT NOT NULL,
  payout BIGINT NOT NULL,
  PRIMARY KEY (member_id, day, game_type)
);

CREATE TABLE money_day (
  member_id BIGINT NOT NULL,
  day TEXT NOT NULL,
  deposit BIGINT NOT NULL,
  withdraw BIGINT NOT NULL,
  bonus BIGINT NOT NULL,
  PRIMARY KEY (member_id, day)
);

-- instants are stored as ISO text with `Z` (toISOString); one without an offset is UTC, as on SQLite
CREATE OR REPLACE FUNCTION jogo_site_day(t TEXT, zone TEXT) RETURNS TEXT LANGUAGE sql STABLE AS $$
  SELECT to_char((CASE WHEN right(t, 1) = 'Z' OR t ~ '[+-][0-9]{2}(:?[0-9]{2})?$' THEN t::timestamptz
      ELSE (t || 'Z')::timestamptz END) AT TIME ZONE COALESCE(zone, 'America/Sao_Paulo'), 'YYYY-MM-DD')
$$;

CREATE OR REPLACE FUNCTION jogo_member_zone(mid BIGINT) RETURNS TEXT LANGUAGE sql STABLE AS $$
  SELECT s.value FROM member m JOIN site_setting s ON s.merchant_code = m.merchant_code AND s.key = 'site.timeZone'
    WHERE m.id = mid
$$;

CREATE OR REPLACE FUNCTION play_day_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'SETTLED' THEN
    UPDATE play_day SET bets = bets - 1, stake = stake - OLD.amount, payout = payout - OLD.payout
      WHERE member_id = OLD.member_id AND game_type = OLD.game_type
        AND day = jogo_site_day(COALESCE(OLD.settled_at, OLD.created_at), jogo_member_zone(OLD.member_id));
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'SETTLED' THEN
    INSERT INTO play_day (member_id, day, game_type, bets, stake, payout)
      VALUES (NEW.member_id, jogo_site_day(COALESCE(NEW.settled_at, NEW.created_at), jogo_member_zone(NEW.member_id)),
        NEW.game_type, 1, NEW.amount, NEW.payout)
      ON CONFLICT (member_id, day, game_type) DO UPDATE SET bets = play_day.bets + 1,
        stake = play_day.stake + excluded.stake, payout = play_day.payout + excluded.payout;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER play_day_insert AFTER INSERT ON bet FOR EACH ROW WHEN (NEW.status = 'SETTLED')
  EXECUTE FUNCTION play_day_keep();
CREATE TRIGGER play_day_update AFTER UPDATE OF member_id, game_type, amount, payout, created_at, status, settled_at
  ON bet FOR EACH ROW WHEN (OLD.status = 'SETTLED' OR NEW.status = 'SETTLED') EXECUTE FUNCTION play_day_keep();
CREATE TRIGGER play_day_delete AFTER DELETE ON bet FOR EACH ROW WHEN (OLD.status = 'SETTLED')
  EXECUTE FUNCTION play_day_keep();

CREATE OR REPLACE FUNCTION money_day_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r ledger;
  sign INT;
BEGIN
  IF TG_OP = 'INSERT' THEN r := NEW; sign := 1; ELSE r := OLD; sign := -1; END IF;
  INSERT INTO money_day (member_id, day, deposit, withdraw, bonus)
    VALUES (r.member_id, jogo_site_day(r.created_at, jogo_member_zone(r.member_id)),
      sign * CASE WHEN r.type = 'DEPOSIT' THEN r.amount ELSE 0 END,
      sign * CASE WHEN r.type = 'WITHDRAW' THEN -r.amount ELSE 0 END,
      sign * CASE WHEN r.type IN ('BONUS', 'REBATE') THEN r.amount ELSE 0 END)
    ON CONFLICT (member_id, day) DO UPDATE SET deposit = money_day.deposit + excluded.deposit,
      withdraw = money_day.withdraw + excluded.withdraw, bonus = money_day.bonus + excluded.bonus;
  RETURN NULL;
END $$;

CREATE TRIGGER money_day_insert AFTER INSERT ON ledger FOR EACH ROW
  WHEN (NEW.type IN ('DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE')) EXECUTE FUNCTION money_day_keep();
CREATE TRIGGER money_day_delete AFTER DELETE ON ledger FOR EACH ROW
  WHEN (OLD.type IN ('DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE')) EXECUTE FUNCTION money_day_keep();

-- a merchant's zone set, changed or removed: its members' days are counted again in the new zone
CREATE OR REPLACE FUNCTION play_day_rebuild(merchant TEXT) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  z TEXT := (SELECT value FROM site_setting WHERE merchant_code = merchant AND key = 'site.timeZone');
BEGIN
  DELETE FROM play_day WHERE member_id IN (SELECT id FROM member WHERE merchant_code = merchant);
  DELETE FROM money_day WHERE member_id IN (SELECT id FROM member WHERE merchant_code = merchant);
  INSERT INTO play_day (member_id, day, game_type, bets, stake, payout)
    SELECT b.member_id, jogo_site_day(COALESCE(b.settled_at, b.created_at), z), b.game_type, COUNT(*),
        SUM(b.amount), SUM(b.payout)
      FROM bet b JOIN member m ON m.id = b.member_id
      WHERE m.merchant_code = merchant AND b.status = 'SETTLED' GROUP BY 1, 2, 3;
  INSERT INTO money_day (member_id, day, deposit, withdraw, bonus)
    SELECT l.member_id, jogo_site_day(l.created_at, z),
        SUM(CASE WHEN l.type = 'DEPOSIT' THEN l.amount ELSE 0 END),
        SUM(CASE WHEN l.type = 'WITHDRAW' THEN -l.amount ELSE 0 END),
        SUM(CASE WHEN l.type IN ('BONUS', 'REBATE') THEN l.amount ELSE 0 END)
      FROM ledger l JOIN member m ON m.id = l.member_id
      WHERE m.merchant_code = merchant AND l.type IN ('DEPOSIT', 'WITHDRAW', 'BONUS', 'REBATE')
      GROUP BY 1, 2;
END $$;

CREATE OR REPLACE FUNCTION play_day_zone_fn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM play_day_rebuild(OLD.merchant_code);
  ELSE PERFORM play_day_rebuild(NEW.merchant_code);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER play_day_zone_set AFTER INSERT ON site_setting FOR EACH ROW
  WHEN (NEW.key = 'site.timeZone') EXECUTE FUNCTION play_day_zone_fn();
CREATE TRIGGER play_day_zone_change AFTER UPDATE OF value ON site_setting FOR EACH ROW
  WHEN (NEW.key = 'site.timeZone' AND NEW.value IS DISTINCT FROM OLD.value) EXECUTE FUNCTION play_day_zone_fn();
CREATE TRIGGER play_day_zone_unset AFTER DELETE ON site_setting FOR EACH ROW
  WHEN (OLD.key = 'site.timeZone') EXECUTE FUNCTION play_day_zone_fn();

-- the backfill of an existing database: the same figures from the rows already there
SELECT play_day_rebuild(code) FROM merchant;

-- the member records (see the SQLite file)
CREATE INDEX bet_member_record ON bet(member_id, created_at, status, game_type, amount, payout, id);
DROP INDEX bet_member_time;
CREATE INDEX ledger_member_record ON ledger(member_id, created_at, type, amount, id);
DROP INDEX ledger_member_time;
CREATE INDEX bet_pending_time ON bet(created_at, member_id) WHERE status = 'PENDING';
