-- A call's session read (the session, its member, its play-time row) is kept for a moment in each process's memory
-- (src/domain/identity/session-rows.ts); a change of those tables by any process notifies every process, which
-- drops what it keeps. A statement trigger, as the request context's (migration 203): one notice per statement
-- (identical notices of one transaction are folded), delivered when the transaction commits, never for one rolled
-- back. A logout, a status, a forced password change on one process so stop a session on all of them at once.
CREATE FUNCTION jogo_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jogo_session', TG_TABLE_NAME);
  RETURN NULL;
END $$;
CREATE TRIGGER session_rows_changed AFTER UPDATE OR DELETE OR TRUNCATE OR INSERT ON session
  FOR EACH STATEMENT EXECUTE FUNCTION jogo_session_changed();
CREATE TRIGGER member_session_rows_changed AFTER UPDATE OR DELETE OR TRUNCATE OR INSERT ON member
  FOR EACH STATEMENT EXECUTE FUNCTION jogo_session_changed();
CREATE TRIGGER play_time_session_rows_changed AFTER UPDATE OR DELETE OR TRUNCATE OR INSERT ON play_time
  FOR EACH STATEMENT EXECUTE FUNCTION jogo_session_changed();
