-- Login days are days of the site's zone (site setting site.timeZone, DESIGN.md section 9), not UTC days:
-- the UTC trigger of 080 wrote a login at 22:30 in São Paulo on the next day. The login code now writes the
-- site's day itself (domain/identity/login.ts).
DROP TRIGGER IF EXISTS member_login_day;
