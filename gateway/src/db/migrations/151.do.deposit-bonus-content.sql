-- Content that advertises a deposit-conditioned bonus: markets without deposit bonuses (BR) leave it
-- out of the banner and announcement lists. The operator marks its own content; the seed marks the demo's.
ALTER TABLE banner ADD COLUMN deposit_bonus INTEGER NOT NULL DEFAULT 0 CHECK (deposit_bonus IN (0, 1));
ALTER TABLE announcement ADD COLUMN deposit_bonus INTEGER NOT NULL DEFAULT 0 CHECK (deposit_bonus IN (0, 1));
