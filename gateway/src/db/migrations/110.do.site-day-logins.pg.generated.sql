-- generated from 110.do.site-day-logins.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- Login days are days of the site's zone (site setting site.timeZone, DESIGN.md section 9), not UTC days:
-- the UTC trigger of 080 wrote a login at 22:30 in São Paulo on the next day. The login code now writes the
-- site's day itself (domain/identity/login.ts).
-- SQLite's DROP TRIGGER names no table: find it (toPostgres)
DO $drop$
DECLARE t regclass;
BEGIN
  SELECT tgrelid::regclass INTO t FROM pg_trigger WHERE tgname = 'member_login_day' AND NOT tgisinternal;
  IF t IS NOT NULL THEN EXECUTE format('DROP TRIGGER %I ON %s', 'member_login_day', t);
  END IF;
END
$drop$;
DROP FUNCTION IF EXISTS member_login_day_fn();
