-- Identity and system domain (G1): invitation codes, login guard, captcha, slider checks, SMS/e-mail codes,
-- outbox, throttles, feedback, registration rules, help centre, resources, domain routes.

ALTER TABLE member ADD COLUMN referrer_id INTEGER REFERENCES member(id);
ALTER TABLE member ADD COLUMN last_login_at TEXT;

-- Affiliate codes (an agent's: new members join that agent's downline) and referral codes (a member's invitation).
CREATE TABLE invite_code (
  code TEXT NOT NULL COLLATE NOCASE,
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  member_id INTEGER NOT NULL REFERENCES member(id),
  kind TEXT NOT NULL CHECK (kind IN ('affiliate', 'referral')),
  -- NULL: valid on every domain of the merchant
  domain TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (merchant_code, code)
);
CREATE INDEX invite_code_member ON invite_code(member_id);

-- Failed-login counters per key ('u:<username>' or 'ip:<address>') inside a sliding 15-minute window.
CREATE TABLE login_guard (
  key TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_start INTEGER NOT NULL,
  locked_until INTEGER
);

-- Image captchas: the newest one of a client is the one checked; answers stored hashed, single use.
CREATE TABLE captcha (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  client_key TEXT NOT NULL,
  answer_hash TEXT NOT NULL,
  answer_dev TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX captcha_client ON captcha(client_key, id);

-- Slider human checks: single use, short-lived.
CREATE TABLE human_check (
  id TEXT PRIMARY KEY,
  target_x INTEGER NOT NULL,
  piece_y INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

-- One-time codes (SMS and e-mail), stored hashed with expiry and an attempt counter.
CREATE TABLE verification_code (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'reset-email')),
  target TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX verification_code_target ON verification_code(merchant_code, purpose, target, id);

-- What would have been sent by SMS or e-mail; read by GET /__dev/outbox.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient TEXT NOT NULL,
  subject TEXT,
  body TEXT NOT NULL,
  code TEXT,
  created_at TEXT NOT NULL
);

-- Per-key request throttles (e.g. one SMS request per second per client IP).
CREATE TABLE throttle (
  key TEXT PRIMARY KEY,
  last_at INTEGER NOT NULL
);

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES member(id),
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE feedback_image (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  feedback_id INTEGER NOT NULL REFERENCES feedback(id),
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  data BLOB NOT NULL
);

-- Registration field rules (spec 3, 5), per merchant.
CREATE TABLE register_rule (
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  field TEXT NOT NULL,
  enabled INTEGER NOT NULL,
  required INTEGER NOT NULL,
  pattern_id INTEGER NOT NULL CHECK (pattern_id BETWEEN 0 AND 20),
  accepted_pattern TEXT NOT NULL,
  min_length INTEGER NOT NULL,
  max_length INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, field)
);

CREATE TABLE help_section (
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  lang TEXT NOT NULL CHECK (lang IN ('PT', 'EN')),
  anchor TEXT NOT NULL,
  title TEXT NOT NULL,
  html TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (merchant_code, lang, anchor)
);

CREATE TABLE site_resource (
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  key TEXT NOT NULL,
  label_name_en TEXT NOT NULL,
  url TEXT NOT NULL,
  PRIMARY KEY (merchant_code, key)
);

CREATE TABLE domain_route (
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  domain TEXT NOT NULL,
  route TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('MAIN', 'AGENT', 'MIRROR')),
  PRIMARY KEY (merchant_code, domain)
);
