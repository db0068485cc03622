-- The game list's pages are kept in each process's memory with the request context (src/domain/site/context.ts,
-- keptWithContext); a change of the catalogue by any process notifies every other one, as the context tables do
-- (migration 203): one notice per statement, delivered at commit.
CREATE TRIGGER game_context_changed AFTER UPDATE OR DELETE OR TRUNCATE OR INSERT ON game
  FOR EACH STATEMENT EXECUTE FUNCTION jogo_context_changed();
CREATE TRIGGER vendor_context_changed AFTER UPDATE OR DELETE OR TRUNCATE OR INSERT ON vendor
  FOR EACH STATEMENT EXECUTE FUNCTION jogo_context_changed();
