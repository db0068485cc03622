-- generated from 100.do.password-change-required.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- A session opened with the operator's default password or an expired one (spec 4) may call only the password
-- change and what its dialog needs until the password changes (domain/identity/forced-change.ts).
ALTER TABLE session ADD COLUMN password_change_required BIGINT NOT NULL DEFAULT 0;
