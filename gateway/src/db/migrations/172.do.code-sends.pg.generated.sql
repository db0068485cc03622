-- generated from 172.do.code-sends.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- Every call that sends an SMS or e-mail code, by key (the client, the account, the destination), for the daily
-- caps of src/plugins/app/rate-limits.ts. Rows older than a day are deleted as new ones come.
CREATE TABLE code_send (
  key TEXT NOT NULL,
  at BIGINT NOT NULL
);
CREATE INDEX code_send_key_at ON code_send(key, at);
