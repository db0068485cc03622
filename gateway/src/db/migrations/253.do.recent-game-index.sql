-- Every round moves its game's time in recent_game (touchRecent and the Dice function): with played_at in an index
-- each move wrote that index twice (the old entry out, the new in) and, on PostgreSQL, a whole new row version with
-- its primary key entry (an indexed column changed: no heap-only update). The member's recent list filters by the
-- licensed catalogue and counts the member's rows anyway, so it reads them by the primary key (member_id, node_id)
-- and sorts the few dozen it finds; without the index a round's move is an update in place.
DROP INDEX recent_game_time;
