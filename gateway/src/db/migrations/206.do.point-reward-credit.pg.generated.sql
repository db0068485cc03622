-- generated from 206.do.point-reward-credit.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- A points-mall good that is money or bets (bonus credit, free spins): markets that allow no credit the player did
-- not buy leave it out of the mall and refuse its redemption (docs/gateway/player-protection.md "Market profile", rewards).
ALTER TABLE point_reward ADD COLUMN betting_credit BIGINT NOT NULL DEFAULT 0;
