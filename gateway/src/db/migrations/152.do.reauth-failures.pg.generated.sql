-- generated from 152.do.reauth-failures.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- Wrong passwords given to RG_reauth by one session: the fifth ends the session, so a stolen token
-- cannot guess the password without the login's captcha and lock.
ALTER TABLE session ADD COLUMN reauth_failures BIGINT NOT NULL DEFAULT 0;
