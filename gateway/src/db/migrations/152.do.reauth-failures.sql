-- Wrong passwords given to RG_reauth by one session: the fifth ends the session, so a stolen token
-- cannot guess the password without the login's captcha and lock.
ALTER TABLE session ADD COLUMN reauth_failures INTEGER NOT NULL DEFAULT 0;
