-- Player protection and the market profile (rules in docs/gateway/player-protection.md "Player protection").

-- Identity of a member in markets that ask for it (BR): CPF (one account per CPF), full name, birth date.
ALTER TABLE member ADD COLUMN cpf TEXT;
ALTER TABLE member ADD COLUMN full_name TEXT;
ALTER TABLE member ADD COLUMN birth_date TEXT;
CREATE UNIQUE INDEX member_cpf ON member(merchant_code, cpf) WHERE cpf IS NOT NULL;

-- The session clock (site clock, so tests can move it): login time, last activity (a call that is not a
-- read), and whether the idle limit passed and the password is due again.
ALTER TABLE session ADD COLUMN login_at TEXT;
ALTER TABLE session ADD COLUMN last_activity_at TEXT;
ALTER TABLE session ADD COLUMN reauth_required INTEGER NOT NULL DEFAULT 0;

-- Limits: one row per member, kind and period. `value` is in force; a raise or removal waits in
-- `pending_*` until `pending_at` (24 h), then replaces it when next read. Money kinds in minor units.
CREATE TABLE protection_limit (
  member_id INTEGER NOT NULL REFERENCES member(id),
  kind TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'LOSS', 'STAKE', 'BETS', 'TIME')),
  period TEXT NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  value INTEGER CHECK (value IS NULL OR value > 0),
  pending INTEGER NOT NULL DEFAULT 0,
  pending_value INTEGER CHECK (pending_value IS NULL OR pending_value > 0),
  pending_at TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (member_id, kind, period)
);

-- Reality check, pause and self-exclusion of a member.
CREATE TABLE protection_state (
  member_id INTEGER PRIMARY KEY REFERENCES member(id),
  reality_check_seconds INTEGER,
  pause_since TEXT,
  pause_until TEXT,
  exclusion_since TEXT,
  exclusion_until TEXT,
  exclusion_indefinite INTEGER NOT NULL DEFAULT 0
);

-- Time logged in, per session (kept after the session ends, for the daily time limit).
CREATE TABLE play_time (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member(id),
  started_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
);
CREATE INDEX play_time_member ON play_time(member_id, last_seen_at);

-- The development barred-player register (production asks the operator's adapter instead).
CREATE TABLE barred_cpf (
  cpf TEXT PRIMARY KEY,
  reason TEXT NOT NULL DEFAULT 'dev',
  created_at TEXT NOT NULL
);
-- The site day of each member's last passed register check (the check runs at the first login of a day).
CREATE TABLE barred_check (
  member_id INTEGER PRIMARY KEY REFERENCES member(id),
  site_day TEXT NOT NULL,
  checked_at TEXT NOT NULL
);

-- Deposits held because the payer's document was not the account's CPF: never credited, returned to the payer.
CREATE TABLE held_deposit (
  order_no TEXT PRIMARY KEY REFERENCES deposit_order(order_no),
  member_id INTEGER NOT NULL REFERENCES member(id),
  amount INTEGER NOT NULL,
  payer_document TEXT,
  status TEXT NOT NULL CHECK (status IN ('RETURN_PENDING', 'RETURNED')),
  created_at TEXT NOT NULL
);

-- Withdrawal destinations carry their holder's document (BR: must be the member's CPF).
ALTER TABLE bank_card ADD COLUMN holder_document TEXT;

-- RTP of every game, percent (the seed fills it; BR needs at least 85).
ALTER TABLE game ADD COLUMN rtp REAL;
