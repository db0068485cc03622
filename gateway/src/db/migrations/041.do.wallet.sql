-- Money (G2). Every amount is an integer number of minor units (centavos). The invariants, stated in
-- gateway/README.md ("Money invariants"): a balance never goes below zero (CHECK here and a guard in
-- code), every change of a balance writes one ledger row in the same transaction, and for every
-- account the sum of its ledger amounts equals its balance (checked by checkLedger()).
CREATE TABLE wallet_account (
  member_id INTEGER NOT NULL REFERENCES member(id),
  -- MAIN or a vendor code (a vendor wallet of a transfer-wallet merchant)
  account TEXT NOT NULL,
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
  PRIMARY KEY (member_id, account)
);

CREATE TABLE ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  account TEXT NOT NULL,
  type TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  reference TEXT NOT NULL DEFAULT '',
  remark TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX ledger_member_time ON ledger(member_id, created_at);

-- An idempotency key answers its first result again. Written in the same transaction as the move.
CREATE TABLE idempotency (
  member_id INTEGER NOT NULL REFERENCES member(id),
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response_json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, scope, key)
);

CREATE TABLE deposit_channel (
  channel_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  min_amount INTEGER NOT NULL,
  max_amount INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE deposit_order (
  order_no TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member(id),
  channel_id TEXT NOT NULL REFERENCES deposit_channel(channel_id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX deposit_member ON deposit_order(member_id, created_at);

CREATE TABLE bank_card (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  bank_name TEXT NOT NULL,
  account_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  card_type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (member_id, account_number)
);

CREATE TABLE withdraw_order (
  order_no TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member(id),
  bank_card_id INTEGER NOT NULL REFERENCES bank_card(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX withdraw_member ON withdraw_order(member_id, created_at);

-- One settled round of any game (vendor demo, in-house, seeded history).
CREATE TABLE bet (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  node_id INTEGER REFERENCES game(node_id),
  game_code TEXT NOT NULL,
  game_type TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  payout INTEGER NOT NULL CHECK (payout >= 0),
  created_at TEXT NOT NULL,
  -- set once the bet counted towards a manual rebate claim
  rebated INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX bet_member_time ON bet(member_id, created_at);
CREATE INDEX bet_time ON bet(created_at);
CREATE INDEX bet_win ON bet(payout);

-- In-house provably fair games: one active seed pair per member and game.
CREATE TABLE inhouse_seed (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  game_code TEXT NOT NULL,
  server_seed TEXT NOT NULL,
  server_seed_hash TEXT NOT NULL,
  client_seed TEXT NOT NULL,
  next_nonce INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  revealed_at TEXT
);
CREATE UNIQUE INDEX inhouse_seed_active ON inhouse_seed(member_id, game_code) WHERE active = 1;

CREATE TABLE inhouse_round (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  game_code TEXT NOT NULL,
  seed_id INTEGER NOT NULL REFERENCES inhouse_seed(id),
  client_seed TEXT NOT NULL,
  nonce INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  target INTEGER NOT NULL,
  direction TEXT NOT NULL,
  roll INTEGER NOT NULL,
  multiplier_bp INTEGER NOT NULL,
  payout INTEGER NOT NULL,
  bet_id INTEGER NOT NULL REFERENCES bet(id),
  created_at TEXT NOT NULL,
  UNIQUE (seed_id, nonce)
);
CREATE INDEX inhouse_round_member ON inhouse_round(member_id, game_code, id);
