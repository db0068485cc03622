-- The session read kept for a moment, dropped on a notice: PostgreSQL only (the file beside this one). On SQLite the
-- read is a function call in the one process and is not kept.
SELECT 1;
