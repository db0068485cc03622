-- generated from 180.do.several-processes.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- Several gateway processes on one database: what each process kept in its own memory moves here, so
-- every process behind the load balancer sees the same (docs/gateway/engines-and-operations.md "Several processes").

-- One-time tickets of the balance stream (POST /wps/wallet/stream/ticket, then GET /wps/wallet/stream?ticket=):
-- issued by one process, redeemed once by any (DELETE … RETURNING). Only SHA-256 digests of the ticket and of the
-- session token are kept; the session is checked again when the ticket is redeemed.
CREATE TABLE stream_ticket (
  ticket_hash TEXT PRIMARY KEY,
  session_hash TEXT NOT NULL,
  member_id BIGINT NOT NULL,
  merchant_code TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX stream_ticket_expires ON stream_ticket(expires_at);

-- The per-client counters of @fastify/rate-limit (src/plugins/app/rate-limits.ts), one row per route and client:
-- each call is one atomic upsert that counts it in the current window or starts a new one, so N processes share
-- one count. Rows whose window has ended are pruned.
CREATE TABLE rate_limit (
  key TEXT PRIMARY KEY,
  hits BIGINT NOT NULL,
  window_end BIGINT NOT NULL
);
CREATE INDEX rate_limit_window_end ON rate_limit(window_end);

-- One row per key of the daily code caps (code_send keeps the calls): the cap's transaction takes this row's lock
-- first, so two processes counting the same key wait for each other instead of both reading cap - 1.
CREATE TABLE code_send_key (
  key TEXT PRIMARY KEY,
  last_at BIGINT NOT NULL
);
CREATE INDEX code_send_at ON code_send(at);

-- Which process runs the timers that must run in one place at a time (src/db/leader.ts), on SQLite: a lease its
-- holder renews every tick and another process takes once it has lapsed. PostgreSQL uses an advisory lock.
CREATE TABLE leader_lease (
  name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  expires_at BIGINT NOT NULL
);
