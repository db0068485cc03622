-- generated from 230.do.login-password-set.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- Whether the member chose a login password: a member who signed up by mobile alone logs in by SMS code and has a
-- hash of a secret nobody knows (registration.ts). The first payment password and the owner's proof ask the login
-- password, so such a member is told to create one (forgot password by SMS) instead of being counted a wrong guess.
ALTER TABLE member ADD COLUMN login_password_set BIGINT NOT NULL DEFAULT 1;
