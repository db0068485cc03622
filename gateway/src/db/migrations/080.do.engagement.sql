-- Engagement: promotion applications with their images, mission and reward-task claims, login days.
-- Every award is one row here plus one ledger or point-ledger row, written in one transaction; the unique
-- indexes make a second claim of the same thing impossible, whatever the concurrency.

-- A promotion that needs an application (remark and images) pays `bonus_amount` (minor units) once approved.
ALTER TABLE promotion ADD COLUMN apply_required INTEGER NOT NULL DEFAULT 0;
ALTER TABLE promotion ADD COLUMN bonus_amount INTEGER NOT NULL DEFAULT 0;

-- States: APPLYING (waiting for the operator) -> JOINED (approved, claimable) -> CLAIMED; or REJECTED.
CREATE TABLE promotion_application (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  promotion_id INTEGER NOT NULL REFERENCES promotion(id),
  remark TEXT NOT NULL CHECK (length(remark) <= 140),
  status TEXT NOT NULL CHECK (status IN ('APPLYING', 'JOINED', 'REJECTED', 'CLAIMED')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- one live application per member and promotion (a rejected one may be followed by a new one)
CREATE UNIQUE INDEX promotion_application_live ON promotion_application(member_id, promotion_id)
  WHERE status <> 'REJECTED';

CREATE TABLE promotion_application_image (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_id INTEGER NOT NULL REFERENCES promotion_application(id),
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  data BLOB NOT NULL CHECK (length(data) <= 5242880)
);
CREATE INDEX promotion_application_image_app ON promotion_application_image(application_id);

-- Missions may pay a bonus (minor units) besides points.
ALTER TABLE mission ADD COLUMN reward_bonus INTEGER NOT NULL DEFAULT 0;

-- One award per member, mission and period (`period_key`: the period's start day, e.g. 2026-11-23).
CREATE TABLE mission_claim (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  mission_id INTEGER NOT NULL REFERENCES mission(id),
  period_key TEXT NOT NULL,
  points INTEGER NOT NULL,
  bonus INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (member_id, mission_id, period_key)
);

-- Reward-centre tasks (sign-in calendar, newbie tasks, rescue bonus): one award per member, task and period.
CREATE TABLE reward_task_claim (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  member_id INTEGER NOT NULL REFERENCES member(id),
  task TEXT NOT NULL,
  period_key TEXT NOT NULL,
  amount INTEGER NOT NULL,
  points INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (member_id, task, period_key)
);

-- The days a member logged in, written by the database itself wherever a login stamps last_login_at,
-- so login missions and the sign-in calendar read real events without a hook in the session code.
CREATE TABLE login_day (
  member_id INTEGER NOT NULL REFERENCES member(id),
  day TEXT NOT NULL,
  PRIMARY KEY (member_id, day)
);
CREATE TRIGGER member_login_day AFTER UPDATE OF last_login_at ON member
  WHEN NEW.last_login_at IS NOT NULL
BEGIN
  INSERT OR IGNORE INTO login_day (member_id, day) VALUES (NEW.id, substr(NEW.last_login_at, 1, 10));
END;

-- Manual rebate by game type (MANPLAYREB3): a claim may cover one game type; NULL for the older all-types rows.
ALTER TABLE rebate_claim ADD COLUMN game_type TEXT;
