-- Agent pay: settlement statements, the difference model along the chain, a negative period carried
-- forward, dividends claimed by the agent.

-- Settle time of a bet (settled_at, or created_at for an instant round): the agent reports and settlements read
-- a period's play by it.
CREATE INDEX bet_settle_time ON bet(COALESCE(settled_at, created_at)) WHERE status = 'SETTLED';

-- The statement of one settlement: what the base was made of, the rate, the part taken by downline agents.
ALTER TABLE contract_record ADD COLUMN rate_bp INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contract_record ADD COLUMN bet_amount INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contract_record ADD COLUMN payout_amount INTEGER NOT NULL DEFAULT 0;
-- bonuses and rebates the team received in the period (dividends deduct them)
ALTER TABLE contract_record ADD COLUMN deductions INTEGER NOT NULL DEFAULT 0;
-- negative result of earlier periods brought into this one (dividends; 0 or less)
ALTER TABLE contract_record ADD COLUMN carry_in INTEGER NOT NULL DEFAULT 0;
-- rate x base, before the downline's part
ALTER TABLE contract_record ADD COLUMN gross INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contract_record ADD COLUMN downline_amount INTEGER NOT NULL DEFAULT 0;
-- when the amount reached the wallet (salaries at settlement; a dividend when the agent claims it); NULL: unclaimed
ALTER TABLE contract_record ADD COLUMN paid_at TEXT;
UPDATE contract_record SET paid_at = created_at;

-- Negative result a loss-based contract carries into its next period (0 or less).
ALTER TABLE agent_contract ADD COLUMN carry INTEGER NOT NULL DEFAULT 0;

-- The members behind a statement's base.
CREATE TABLE contract_statement_member (
  record_id INTEGER NOT NULL REFERENCES contract_record(id),
  member_id INTEGER NOT NULL REFERENCES member(id),
  bet_amount INTEGER NOT NULL,
  payout_amount INTEGER NOT NULL,
  deductions INTEGER NOT NULL,
  PRIMARY KEY (record_id, member_id)
);

-- The downline agents' parts of a statement (the difference model).
CREATE TABLE contract_statement_downline (
  record_id INTEGER NOT NULL REFERENCES contract_record(id),
  member_id INTEGER NOT NULL REFERENCES member(id),
  rate_bp INTEGER NOT NULL,
  base_amount INTEGER NOT NULL,
  amount INTEGER NOT NULL,
  PRIMARY KEY (record_id, member_id)
);
