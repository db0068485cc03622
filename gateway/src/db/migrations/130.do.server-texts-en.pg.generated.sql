-- generated from 130.do.server-texts-en.sql by gateway/scripts/pg-sql.ts (npm run db:pg-sql -w @jogo/gateway); do not edit
-- Server texts in the request's language: the texts a player reads that the gateway stores in one
-- language get their English beside the Portuguese one (PT stays in the existing column). NULL means "no
-- English written": the reader falls back to the Portuguese, and gateway/src/i18n/server-texts.test.ts
-- fails on any such row of the seed.
ALTER TABLE vip_level ADD COLUMN name_en TEXT;
UPDATE vip_level SET name_en = CASE name
  WHEN 'Bronze' THEN 'Bronze' WHEN 'Prata' THEN 'Silver' WHEN 'Ouro' THEN 'Gold' WHEN 'Platina' THEN 'Platinum'
  WHEN 'Diamante' THEN 'Diamond' WHEN 'Black' THEN 'Black' END;
ALTER TABLE inbox_message ADD COLUMN title_en TEXT;
ALTER TABLE inbox_message ADD COLUMN content_en TEXT;
ALTER TABLE reward ADD COLUMN title_en TEXT;
