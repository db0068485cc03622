-- Member types (spec 4, 6): 0 member, 1 / 2 / 41 / 42 agent, 4 trial, 9 non-member (agent-only back-office account).
CREATE TABLE member (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  username TEXT NOT NULL COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  payment_password_hash TEXT,
  nickname TEXT,
  type INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  parent_id INTEGER REFERENCES member(id),
  mobile_num TEXT,
  country_dialing_code TEXT,
  email TEXT,
  payee_name TEXT,
  language TEXT NOT NULL DEFAULT 'PT',
  first_time_login INTEGER NOT NULL DEFAULT 1,
  password_changed_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  extra_json TEXT NOT NULL DEFAULT '{}',
  UNIQUE (merchant_code, username)
);
CREATE INDEX member_parent ON member(parent_id);
CREATE UNIQUE INDEX member_mobile ON member(merchant_code, country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;

-- Session tokens are random (256 bits); only their SHA-256 is stored, so a leaked database gives no live session.
CREATE TABLE session (
  token_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member(id),
  login_type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX session_member ON session(member_id);
