-- generated from 090.do.hardening.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- Hardening.

-- A game ticket belongs to the session that launched the game: it dies with that session (logout, expiry,
-- a password change ending the member's sessions) and with any password change of the member.
ALTER TABLE game_ticket ADD COLUMN session_hash TEXT;
DELETE FROM game_ticket;
CREATE INDEX game_ticket_session ON game_ticket(session_hash);
CREATE INDEX game_ticket_member ON game_ticket(member_id);

-- SQLite trigger game_ticket_dies_with_session: a PL/pgSQL function and a row trigger (toPostgres)
CREATE OR REPLACE FUNCTION game_ticket_dies_with_session_fn() RETURNS trigger LANGUAGE plpgsql AS $trigger$
BEGIN
  DELETE FROM game_ticket WHERE session_hash = OLD.token_hash;
  RETURN NULL;
END
$trigger$;
CREATE OR REPLACE TRIGGER game_ticket_dies_with_session AFTER DELETE ON session FOR EACH ROW EXECUTE FUNCTION game_ticket_dies_with_session_fn();

-- SQLite trigger game_ticket_dies_with_password: a PL/pgSQL function and a row trigger (toPostgres)
CREATE OR REPLACE FUNCTION game_ticket_dies_with_password_fn() RETURNS trigger LANGUAGE plpgsql AS $trigger$
BEGIN
  DELETE FROM game_ticket WHERE member_id = NEW.id;
  RETURN NULL;
END
$trigger$;
CREATE OR REPLACE TRIGGER game_ticket_dies_with_password AFTER UPDATE OF password_changed_at ON member FOR EACH ROW WHEN (OLD.password_changed_at IS DISTINCT FROM NEW.password_changed_at) EXECUTE FUNCTION game_ticket_dies_with_password_fn();

-- Feedback storage per member (a quota, so one member cannot fill the disk).
CREATE INDEX IF NOT EXISTS feedback_member_time ON feedback(member_id, created_at);
