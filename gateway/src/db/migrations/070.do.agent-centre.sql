-- Agent centre: settlement periods, rebate settings, agent notices, CSV export tickets.

-- NULL: the kind's own period (REALTIME five minutes, HOURLY hourly, DAILY daily, DIVIDEND weekly)
ALTER TABLE agent_contract ADD COLUMN period TEXT
  CHECK (period IS NULL OR period IN ('FIVE_MINUTES', 'HOURLY', 'DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'));

-- A member's rebate setting in basis points of a percent (100 = 1 %). No row: inherited from the upline,
-- or the house rate (site setting agent.rebate_bp) for a top agent.
CREATE TABLE agent_rebate (
  member_id INTEGER PRIMARY KEY REFERENCES member(id),
  rate_bp INTEGER NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 10000)
);

-- Notices to agents (the agentAnnouncement page).
CREATE TABLE agent_notice (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL,
  title_pt TEXT NOT NULL,
  title_en TEXT NOT NULL,
  content_pt TEXT NOT NULL,
  content_en TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX agent_notice_merchant ON agent_notice(merchant_code, created_at);

INSERT INTO agent_notice (merchant_code, title_pt, title_en, content_pt, content_en, created_at) VALUES
  ('jogo', 'Horário do atendimento a agentes', 'Agent service hours',
   '<p>O atendimento a agentes funciona das <strong>12:00 às 21:00</strong>, de segunda a sexta-feira.</p>',
   '<p>Agent service is open <strong>12:00-21:00</strong>, Monday to Friday.</p>', '2026-11-02T12:00:00.000Z'),
  ('jogo', 'Salário em tempo real', 'Real-time salary',
   '<p>O salário em tempo real é liquidado a cada 5 minutos com base nas apostas válidas da sua equipe.</p>',
   '<p>Real-time salary is settled every 5 minutes from your team''s valid bets.</p>', '2026-11-10T12:00:00.000Z'),
  ('jogo', 'Novos contratos de dividendos', 'New dividend contracts',
   '<p>Agora você pode oferecer contratos de dividendos semanais, quinzenais ou mensais aos seus agentes diretos.</p>',
   '<p>You can now offer weekly, semi-monthly or monthly dividend contracts to your direct agents.</p>',
   '2026-11-18T12:00:00.000Z');

-- Single-use download tickets of report exports (a browser download cannot send the session headers).
CREATE TABLE agent_export_ticket (
  ticket_hash TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member(id),
  language TEXT NOT NULL,
  report TEXT NOT NULL,
  filters TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);
