-- generated from 044.do.game-list-indexes.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- The game list filters by type (and often vendor) and orders by sort: these let SQLite walk the
-- index in order and stop after one page instead of sorting every game of the type.
CREATE INDEX game_type_sort ON game(game_type, sort);
CREATE INDEX game_sort ON game(sort);
CREATE INDEX game_hot_sort ON game(is_hot, sort);
