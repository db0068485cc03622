-- Real-user measurements the shell beacons to POST /wps/vitals (domain/site/vitals.ts): one row per web vital (LCP and
-- INP in ms, CLS unitless), uncaught error or route load, by registry route pattern, the remote that owns it and that
-- remote's release. Nothing names the player (no member, IP or user agent). `at` is the gateway's clock when the
-- beacon arrived. Bounded: the newest JOGO_VITALS_KEEP rows (200,000) are kept, older ones deleted on insert.
CREATE TABLE web_vital (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  route TEXT NOT NULL,
  remote TEXT NOT NULL,
  release TEXT NOT NULL,
  metric TEXT NOT NULL,
  value REAL NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX web_vital_release ON web_vital (remote, release, at);
