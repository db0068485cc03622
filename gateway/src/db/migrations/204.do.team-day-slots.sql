-- team_day's counters over several rows: PostgreSQL only (the file beside this one). SQLite has one writer at a
-- time, so a team's one row per day is no hotter than any other row there: nothing to do here.
SELECT 1;
