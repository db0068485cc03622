-- The request context (merchant, site status, module flags, site settings) is kept in each process's memory
-- (src/domain/site/context.ts); a change by any process notifies every other one, which drops what it keeps. A
-- statement trigger: one notice per statement (identical notices of one transaction are folded), delivered when the
-- transaction commits, never for one rolled back.
CREATE OR REPLACE FUNCTION jogo_context_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('jogo_context', TG_TABLE_NAME);
  RETURN NULL;
END $$;
CREATE TRIGGER merchant_context_changed AFTER UPDATE OR DELETE OR TRUNCATE OR INSERT ON merchant
  FOR EACH STATEMENT EXECUTE FUNCTION jogo_context_changed();
CREATE TRIGGER system_status_context_changed AFTER UPDATE OR DELETE OR TRUNCATE OR INSERT ON system_status
  FOR EACH STATEMENT EXECUTE FUNCTION jogo_context_changed();
CREATE TRIGGER module_flag_context_changed AFTER UPDATE OR DELETE OR TRUNCATE OR INSERT ON module_flag
  FOR EACH STATEMENT EXECUTE FUNCTION jogo_context_changed();
CREATE TRIGGER site_setting_context_changed AFTER UPDATE OR DELETE OR TRUNCATE OR INSERT ON site_setting
  FOR EACH STATEMENT EXECUTE FUNCTION jogo_context_changed();
