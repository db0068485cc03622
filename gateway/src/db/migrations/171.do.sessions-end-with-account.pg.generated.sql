-- generated from 171.do.sessions-end-with-account.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- An account made non-member (type 9) or disabled loses its open sessions at once, and with them
-- their game and export tickets (the session triggers of migrations 090 and 170). Pause and self-exclusion
-- end them in the domain (endMemberSessions), which also closes the open balance streams.
-- SQLite trigger sessions_end_with_account: a PL/pgSQL function and a row trigger (toPostgres)
CREATE OR REPLACE FUNCTION sessions_end_with_account_fn() RETURNS trigger LANGUAGE plpgsql AS $trigger$
BEGIN
  DELETE FROM session WHERE member_id = NEW.id;
  RETURN NULL;
END
$trigger$;
CREATE OR REPLACE TRIGGER sessions_end_with_account AFTER UPDATE OF type, status ON member FOR EACH ROW WHEN (NEW.type = 9 OR NEW.status <> 'active') EXECUTE FUNCTION sessions_end_with_account_fn();
