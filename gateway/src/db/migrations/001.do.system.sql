CREATE TABLE merchant (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  currency TEXT NOT NULL,
  currency_symbol TEXT NOT NULL
);

-- One row per merchant: the system status of spec 4 (0 normal, 1 maintenance, 2 region restricted).
CREATE TABLE system_status (
  merchant_code TEXT PRIMARY KEY REFERENCES merchant(code),
  status INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  end_time TEXT,
  maintenance_info_pt TEXT NOT NULL DEFAULT '',
  maintenance_info_en TEXT NOT NULL DEFAULT ''
);

-- The whitelabel module-flag tree: { modId, enabled, childrenNodes }.
CREATE TABLE module_flag (
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  mod_id TEXT NOT NULL,
  parent_id TEXT,
  enabled INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_code, mod_id)
);

CREATE TABLE customer_service (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  cs_type TEXT NOT NULL,
  label TEXT NOT NULL,
  path TEXT NOT NULL
);

CREATE TABLE site_setting (
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (merchant_code, key)
);
