-- The Dice round's window of nonces: PostgreSQL only (the file beside this one); on SQLite the round stays in
-- domain/play/inhouse/rounds.ts, one process's steps.
SELECT 1;
