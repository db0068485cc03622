-- Customer-service chat (routes/cs): one conversation per browser (a random id the page keeps), optionally tied to
-- the member who was logged in; 'visitor' lines are the user's, 'agent' lines the service's answers.
CREATE TABLE cs_message (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  merchant_code TEXT NOT NULL REFERENCES merchant(code),
  conversation_id TEXT NOT NULL,
  member_id INTEGER REFERENCES member(id),
  author TEXT NOT NULL CHECK (author IN ('visitor', 'agent')),
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX cs_message_conversation ON cs_message(merchant_code, conversation_id, id);
