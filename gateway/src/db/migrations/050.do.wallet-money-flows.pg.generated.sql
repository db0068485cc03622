-- generated from 050.do.wallet-money-flows.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- Wallet money flows: pending deposits confirmed by a payment provider, the withdrawal
-- lifecycle with times and the player's receipt, PIX keys, and the payment-password lock.
-- Invariants (docs/gateway/design-notes.md "Money invariants") are unchanged: only move() writes balances.

-- Deposits: PENDING until the provider confirms (APPROVED, credited) or the charge lapses (EXPIRED).
-- Rows written before this migration (seed history) are APPROVED with no fee.
ALTER TABLE deposit_order ADD COLUMN fee BIGINT NOT NULL DEFAULT 0 CHECK (fee >= 0);
ALTER TABLE deposit_order ADD COLUMN pix_code TEXT;
ALTER TABLE deposit_order ADD COLUMN expires_at TEXT;
ALTER TABLE deposit_order ADD COLUMN confirmed_at TEXT;
ALTER TABLE deposit_order ADD COLUMN expired_at TEXT;
CREATE INDEX deposit_pending ON deposit_order(status, expires_at);

-- Withdrawals: IN_PROCESS (debited) -> APPROVED -> ISSUED, or REJECTED (refunded by its own ledger row).
-- After ISSUED the player confirms the receipt: PENDING -> RECEIVED | NOT_RECEIVED, or FORCED after N minutes.
ALTER TABLE withdraw_order ADD COLUMN fee BIGINT NOT NULL DEFAULT 0 CHECK (fee >= 0);
ALTER TABLE withdraw_order ADD COLUMN approved_at TEXT;
ALTER TABLE withdraw_order ADD COLUMN issued_at TEXT;
ALTER TABLE withdraw_order ADD COLUMN rejected_at TEXT;
ALTER TABLE withdraw_order ADD COLUMN reject_reason TEXT;
ALTER TABLE withdraw_order ADD COLUMN receipt TEXT;
ALTER TABLE withdraw_order ADD COLUMN receipt_at TEXT;

-- PIX key type of a destination: CPF, PHONE, EMAIL, EVP (random key); NULL for a bank account.
ALTER TABLE bank_card ADD COLUMN key_type TEXT;

-- Wrong payment passwords: 5 in a row lock every money action of the member for 15 minutes.
CREATE TABLE payment_password_guard (
  member_id BIGINT PRIMARY KEY REFERENCES member(id),
  failures BIGINT NOT NULL DEFAULT 0,
  locked_until TEXT
);
