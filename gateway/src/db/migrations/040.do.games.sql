-- Games catalogue (G2). A vendor may serve several game types, so its key is (code, game_type).
CREATE TABLE vendor (
  code TEXT NOT NULL,
  game_type TEXT NOT NULL,
  display_name TEXT NOT NULL,
  -- SPORTS vendors that the lobby moves to ESPORTS or COCKFIGHT (spec 2, Home)
  category TEXT,
  color TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (code, game_type)
);

CREATE TABLE game (
  node_id INTEGER PRIMARY KEY,
  game_code TEXT NOT NULL UNIQUE,
  game_type TEXT NOT NULL,
  vassalage TEXT NOT NULL,
  name_pt TEXT NOT NULL,
  name_en TEXT NOT NULL,
  classify TEXT NOT NULL,
  is_hot INTEGER NOT NULL DEFAULT 0 CHECK (is_hot IN (0, 1)),
  is_new INTEGER NOT NULL DEFAULT 0 CHECK (is_new IN (0, 1)),
  -- equals vassalage when the tile opens the vendor lobby
  is_game TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  FOREIGN KEY (vassalage, game_type) REFERENCES vendor(code, game_type)
);
CREATE INDEX game_type_vendor ON game(game_type, vassalage, sort);

CREATE TABLE favourite (
  member_id INTEGER NOT NULL REFERENCES member(id),
  node_id INTEGER NOT NULL REFERENCES game(node_id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, node_id)
);

CREATE TABLE recent_game (
  member_id INTEGER NOT NULL REFERENCES member(id),
  node_id INTEGER NOT NULL REFERENCES game(node_id),
  played_at TEXT NOT NULL,
  PRIMARY KEY (member_id, node_id)
);
CREATE INDEX recent_game_time ON recent_game(member_id, played_at);

-- One launch of a vendor demo page; the ticket authorises the page's bet calls without the token.
CREATE TABLE game_ticket (
  ticket TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES member(id),
  node_id INTEGER NOT NULL REFERENCES game(node_id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- Lottery (G2)
CREATE TABLE lotto_group (
  group_code TEXT PRIMARY KEY,
  vassalage TEXT NOT NULL,
  game_type TEXT NOT NULL,
  name_pt TEXT NOT NULL,
  name_en TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE lotto_game (
  game_code TEXT PRIMARY KEY,
  group_code TEXT NOT NULL REFERENCES lotto_group(group_code),
  name_pt TEXT NOT NULL,
  name_en TEXT NOT NULL,
  draw_interval INTEGER NOT NULL,
  balls INTEGER NOT NULL,
  max_number INTEGER NOT NULL
);
-- Draws are not stored: each is a pure function of (game, draw index), see domain/play/draws.ts.
