-- Every call that sends an SMS or e-mail code, by key (the client, the account, the destination), for the daily
-- caps of src/plugins/app/rate-limits.ts. Rows older than a day are deleted as new ones come.
CREATE TABLE code_send (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX code_send_key_at ON code_send(key, at);
