-- Member centre: login history, bet states for the betting record, CSV download tickets.

-- One row per successful login (any way in), written by the login-history hook (src/plugins/app/login-history.ts).
CREATE TABLE login_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  -- the session it opened (SHA-256 of the token), to mark the current one and the ones still live
  token_hash TEXT NOT NULL,
  login_type TEXT NOT NULL,
  ip TEXT NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  device TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX login_history_member ON login_history(member_id, id);

-- Bets that wait for a result (a lottery draw still open) are PENDING; a pending lottery bet may be CANCELLED
-- (stake refunded) until its draw closes. Instant rounds stay SETTLED with settled_at NULL (= created_at).
ALTER TABLE bet ADD COLUMN status TEXT NOT NULL DEFAULT 'SETTLED' CHECK (status IN ('PENDING', 'SETTLED', 'CANCELLED'));
ALTER TABLE bet ADD COLUMN settled_at TEXT;
ALTER TABLE bet ADD COLUMN draw_no TEXT;
ALTER TABLE bet ADD COLUMN draw_closes_at TEXT;
CREATE INDEX bet_member_status ON bet(member_id, status);

-- A short-lived, single-use ticket for one CSV download: the browser fetches the file by itself (a plain link),
-- so it cannot send the Authorization header; the ticket carries the member and the filter instead.
CREATE TABLE export_ticket (
  ticket_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member(id),
  kind TEXT NOT NULL,
  query_json TEXT NOT NULL,
  lang TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
