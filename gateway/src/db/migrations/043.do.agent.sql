-- Agent contracts and salaries (G2). Rates are in basis points of a percent (1 = 0.01 %).
CREATE TABLE agent_contract (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME')),
  from_member_id INTEGER REFERENCES member(id),
  to_member_id INTEGER NOT NULL REFERENCES member(id),
  rate_bp INTEGER NOT NULL CHECK (rate_bp > 0),
  status TEXT NOT NULL CHECK (status IN ('OFFERED', 'SIGNED', 'REJECTED', 'CLOSED')),
  created_at TEXT NOT NULL,
  signed_at TEXT,
  -- last instant settled (real-time and hourly salary)
  settled_until TEXT
);
CREATE INDEX agent_contract_to ON agent_contract(to_member_id, kind, status);
CREATE UNIQUE INDEX agent_contract_signed ON agent_contract(to_member_id, kind) WHERE status = 'SIGNED';

CREATE TABLE contract_record (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  contract_id INTEGER NOT NULL REFERENCES agent_contract(id),
  member_id INTEGER NOT NULL REFERENCES member(id),
  kind TEXT NOT NULL,
  base_amount INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (contract_id, period_start)
);
CREATE INDEX contract_record_member ON contract_record(member_id, created_at);
