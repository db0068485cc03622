-- Content and engagement (G2).
CREATE TABLE announcement (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  type TEXT NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  execution TEXT NOT NULL CHECK (execution IN ('A', 'B', 'F')),
  title_pt TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_pt TEXT NOT NULL,
  content_en TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  start_time TEXT NOT NULL
);

CREATE TABLE banner (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  group_name TEXT NOT NULL,
  title_pt TEXT NOT NULL,
  title_en TEXT NOT NULL,
  linkage TEXT NOT NULL DEFAULT '',
  linkage_type TEXT NOT NULL DEFAULT 'NONE',
  color TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE inbox_message (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  read_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX inbox_member ON inbox_message(member_id, created_at);

CREATE TABLE mission (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title_pt TEXT NOT NULL,
  title_en TEXT NOT NULL,
  desc_pt TEXT NOT NULL,
  desc_en TEXT NOT NULL,
  metric TEXT NOT NULL,
  period TEXT NOT NULL,
  target INTEGER NOT NULL,
  reward_points INTEGER NOT NULL
);

CREATE TABLE point_account (
  member_id INTEGER PRIMARY KEY REFERENCES member(id),
  points INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0)
);
CREATE TABLE point_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  amount INTEGER NOT NULL,
  points_after INTEGER NOT NULL CHECK (points_after >= 0),
  type TEXT NOT NULL,
  reference TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE TABLE point_reward (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name_pt TEXT NOT NULL,
  name_en TEXT NOT NULL,
  desc_pt TEXT NOT NULL,
  desc_en TEXT NOT NULL,
  cost INTEGER NOT NULL,
  stock INTEGER NOT NULL CHECK (stock >= 0),
  color TEXT NOT NULL
);
CREATE TABLE point_redeem (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  reward_id INTEGER NOT NULL REFERENCES point_reward(id),
  quantity INTEGER NOT NULL,
  points INTEGER NOT NULL,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE promotion (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  category TEXT NOT NULL,
  title_pt TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_pt TEXT NOT NULL,
  content_en TEXT NOT NULL,
  color TEXT NOT NULL,
  -- raffle prizes in minor units, min and max
  prize_min INTEGER NOT NULL DEFAULT 0,
  prize_max INTEGER NOT NULL DEFAULT 0,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL
);

CREATE TABLE reward (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  source TEXT NOT NULL,
  title TEXT NOT NULL,
  amount INTEGER NOT NULL,
  status TEXT NOT NULL,
  promotion_id INTEGER REFERENCES promotion(id),
  claim_day TEXT,
  created_at TEXT NOT NULL
);
-- one raffle draw per promotion per member per day, enforced by the database
CREATE UNIQUE INDEX reward_raffle_day ON reward(member_id, promotion_id, claim_day) WHERE promotion_id IS NOT NULL;

CREATE TABLE vip_level (
  level INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  deposit_required INTEGER NOT NULL,
  bet_required INTEGER NOT NULL,
  rebate_bp INTEGER NOT NULL,
  upgrade_bonus INTEGER NOT NULL
);

CREATE TABLE rebate_claim (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  amount INTEGER NOT NULL,
  bet_amount INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
