-- An account made non-member (type 9) or disabled loses its open sessions at once, and with them
-- their game and export tickets (the session triggers of migrations 090 and 170). Pause and self-exclusion
-- end them in the domain (endMemberSessions), which also closes the open balance streams.
CREATE TRIGGER sessions_end_with_account AFTER UPDATE OF type, status ON member
WHEN NEW.type = 9 OR NEW.status <> 'active'
BEGIN
  DELETE FROM session WHERE member_id = NEW.id;
END;
