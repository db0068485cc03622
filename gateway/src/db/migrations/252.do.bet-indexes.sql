-- Two of the bet table's indexes were written by every bet and served little: bet_member_status (member_id, status)
-- serves the lookups of a member's PENDING bets (a cancel at self-exclusion, an agent's list of pending stakes, the
-- draws to settle), which a partial index of the PENDING bets serves as well and which a settled bet, nearly every
-- bet, never writes; other lookups by member use bet_member_record (member_id first). bet_win (payout) is in no
-- query's plan: the winners' list orders by payout - amount. Each index is a page written at every bet's commit.
DROP INDEX bet_member_status;
DROP INDEX bet_win;
CREATE INDEX bet_member_pending ON bet(member_id) WHERE status = 'PENDING';
