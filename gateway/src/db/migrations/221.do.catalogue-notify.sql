-- The catalogue (game, vendor) tells the other processes it changed: PostgreSQL only (the file beside this one).
-- SQLite is one process, which hears its own writes (Db.watchWrites).
SELECT 1;
