-- Hardening.

-- A game ticket belongs to the session that launched the game: it dies with that session (logout, expiry,
-- a password change ending the member's sessions) and with any password change of the member.
ALTER TABLE game_ticket ADD COLUMN session_hash TEXT;
DELETE FROM game_ticket;
CREATE INDEX game_ticket_session ON game_ticket(session_hash);
CREATE INDEX game_ticket_member ON game_ticket(member_id);

CREATE TRIGGER game_ticket_dies_with_session AFTER DELETE ON session
BEGIN
  DELETE FROM game_ticket WHERE session_hash = OLD.token_hash;
END;

CREATE TRIGGER game_ticket_dies_with_password AFTER UPDATE OF password_changed_at ON member
WHEN OLD.password_changed_at IS NOT NEW.password_changed_at
BEGIN
  DELETE FROM game_ticket WHERE member_id = NEW.id;
END;

-- Feedback storage per member (a quota, so one member cannot fill the disk).
CREATE INDEX IF NOT EXISTS feedback_member_time ON feedback(member_id, created_at);
