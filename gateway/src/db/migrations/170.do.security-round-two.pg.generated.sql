-- generated from 170.do.security-round-two.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- Security, round two.

-- Secrets the gateway makes for itself, one per database: in development the deposit webhook's HMAC secret is
-- generated on first use and kept here (production reads PIX_WEBHOOK_SECRET from the environment).
CREATE TABLE gateway_secret (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Export tickets die with the session that asked for them (logout, "sign out other sessions", a sensitive
-- change ending the other sessions, an account made non-member), like game tickets (migration 090).
ALTER TABLE export_ticket ADD COLUMN session_hash TEXT;
ALTER TABLE agent_export_ticket ADD COLUMN session_hash TEXT;
DELETE FROM export_ticket;
DELETE FROM agent_export_ticket;
CREATE INDEX export_ticket_session ON export_ticket(session_hash);
CREATE INDEX agent_export_ticket_session ON agent_export_ticket(session_hash);
-- SQLite trigger export_ticket_dies_with_session: a PL/pgSQL function and a row trigger (toPostgres)
CREATE OR REPLACE FUNCTION export_ticket_dies_with_session_fn() RETURNS trigger LANGUAGE plpgsql AS $trigger$
BEGIN
  DELETE FROM export_ticket WHERE session_hash = OLD.token_hash;
  DELETE FROM agent_export_ticket WHERE session_hash = OLD.token_hash;
  RETURN NULL;
END
$trigger$;
CREATE OR REPLACE TRIGGER export_ticket_dies_with_session AFTER DELETE ON session FOR EACH ROW EXECUTE FUNCTION export_ticket_dies_with_session_fn();

-- Guesses being checked right now (reserved before the slow hash, settled after it), so a burst of parallel
-- guesses cannot pass the lock: failures + pending never exceeds the limit. pending_at lets a crashed
-- process's reservations lapse.
ALTER TABLE payment_password_guard ADD COLUMN pending BIGINT NOT NULL DEFAULT 0;
ALTER TABLE payment_password_guard ADD COLUMN pending_at BIGINT;
ALTER TABLE login_guard ADD COLUMN pending BIGINT NOT NULL DEFAULT 0;
ALTER TABLE login_guard ADD COLUMN pending_at BIGINT;

-- After a sensitive change (contact, payment password, destination, login password) withdrawals wait until
-- this time before they leave.
ALTER TABLE member ADD COLUMN sensitive_hold_until TEXT;
