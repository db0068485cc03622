-- generated from 211.do.reward-content.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- Content that advertises a kind of reward (the market profile's `rewards`: RED_ENVELOPE, REBATE, ...): a market
-- that does not allow the kind (BR allows none) leaves it out of the banner and announcement lists. NULL: it
-- advertises no reward. The operator marks its own content; the seed marks the demo's.
ALTER TABLE banner ADD COLUMN reward_kind TEXT;
ALTER TABLE announcement ADD COLUMN reward_kind TEXT;
