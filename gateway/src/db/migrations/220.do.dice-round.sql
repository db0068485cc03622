-- The Dice round in one statement: PostgreSQL only (the file beside this one). On SQLite a statement is a function
-- call in the gateway's own process, not a round trip: the round stays in domain/play/inhouse/rounds.ts.
SELECT 1;
