-- The Dice round's one statement takes a window of nonces (domain/play/inhouse/rounds.ts, `playDiceInOne`). Until
-- now the gateway sent one roll, computed for the nonce it last saw, and a round of the same member on another
-- process in between made it 'stale': the function answered the pair, the gateway computed again and sent the
-- round a second time. With two processes behind a balancer that does not keep a member on one of them, that was
-- every other bet (bench: 1.5 times the gateway's and 1.4 times PostgreSQL's CPU a bet of one process). The gateway
-- now sends the rolls and payouts of the nonces p_nonce .. p_nonce + n - 1 (each computed by dice.ts for exactly its
-- nonce), and the function takes the pair's next nonce when it falls in that window and plays the roll computed for
-- it; outside it (or another pair or client seed) it answers 'stale' as before. A window never reaches behind
-- p_nonce: nonces only grow. The answer's next_nonce is the nonce taken + 1, so the gateway learns which one was.
DROP FUNCTION jogo_dice_round(BIGINT, TEXT, BIGINT, BIGINT, TEXT, BIGINT, BIGINT, BIGINT, TEXT, BIGINT, BIGINT, BIGINT,
  TEXT, TEXT, TEXT, TEXT, TEXT);
CREATE FUNCTION jogo_dice_round(
  p_member BIGINT, p_game TEXT, p_seed BIGINT, p_nonce BIGINT, p_client_seed TEXT, p_amount BIGINT,
  p_payouts BIGINT[], p_target BIGINT, p_direction TEXT, p_rolls BIGINT[], p_mult BIGINT, p_points BIGINT, p_at TEXT,
  p_round_at TEXT, p_channel TEXT, p_payload TEXT, p_fail TEXT
) RETURNS TABLE (
  status TEXT, bet_id BIGINT, round_id BIGINT, balance BIGINT, seed_id BIGINT, server_seed TEXT,
  server_seed_hash TEXT, client_seed TEXT, next_nonce BIGINT
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_node BIGINT;
  v_vassalage TEXT;
  v_balance BIGINT;
  v_bet BIGINT;
  v_round BIGINT;
  v_points BIGINT;
  v_taken BIGINT;
  v_nonce BIGINT;
  v_roll BIGINT;
  v_payout BIGINT;
BEGIN
  SELECT g.node_id, g.vassalage INTO v_node, v_vassalage
    FROM game g JOIN vendor v ON v.code = g.vassalage AND v.game_type = g.game_type WHERE g.game_code = p_game;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'no_game'::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::BIGINT, NULL::BIGINT, NULL::TEXT,
      NULL::TEXT, NULL::TEXT, NULL::BIGINT;
    RETURN;
  END IF;
  -- one member's rounds queue here, as every money route's (ledger.ts lockedBalance)
  SELECT w.balance INTO v_balance FROM wallet_account w WHERE w.member_id = p_member AND w.account = 'MAIN'
    FOR UPDATE;
  IF NOT FOUND OR EXISTS (SELECT 1 FROM protection_limit l WHERE l.member_id = p_member)
      OR EXISTS (SELECT 1 FROM protection_state s WHERE s.member_id = p_member) THEN
    RETURN QUERY SELECT 'slow'::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::BIGINT, NULL::BIGINT, NULL::TEXT,
      NULL::TEXT, NULL::TEXT, NULL::BIGINT;
    RETURN;
  END IF;
  UPDATE inhouse_seed s SET next_nonce = s.next_nonce + 1
    WHERE s.id = p_seed AND s.member_id = p_member AND s.game_code = p_game AND s.active = 1
      AND s.next_nonce >= p_nonce AND s.next_nonce < p_nonce + cardinality(p_rolls) AND s.client_seed = p_client_seed
    RETURNING s.id, s.next_nonce - 1 INTO v_taken, v_nonce;
  IF v_taken IS NULL THEN
    RETURN QUERY SELECT 'stale'::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::BIGINT, s.id, s.server_seed,
        s.server_seed_hash, s.client_seed, s.next_nonce
      FROM inhouse_seed s WHERE s.member_id = p_member AND s.game_code = p_game AND s.active = 1;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'slow'::TEXT, NULL::BIGINT, NULL::BIGINT, NULL::BIGINT, NULL::BIGINT, NULL::TEXT,
        NULL::TEXT, NULL::TEXT, NULL::BIGINT;
    END IF;
    RETURN;
  END IF;
  v_roll := p_rolls[v_nonce - p_nonce + 1];
  v_payout := p_payouts[v_nonce - p_nonce + 1];
  IF v_balance < p_amount THEN
    RAISE EXCEPTION 'insufficient balance' USING ERRCODE = 'JG001';
  END IF;
  UPDATE wallet_account w SET balance = w.balance - p_amount
    WHERE w.member_id = p_member AND w.account = 'MAIN' RETURNING w.balance INTO v_balance;
  INSERT INTO ledger (member_id, account, type, amount, balance_after, reference, remark, created_at)
    VALUES (p_member, 'MAIN', 'BET', -p_amount, v_balance, p_game, v_vassalage, p_at);
  IF p_fail = 'bet.after_debit' THEN
    RAISE EXCEPTION 'failpoint bet.after_debit' USING ERRCODE = 'JG002';
  END IF;
  IF v_payout > 0 THEN
    UPDATE wallet_account w SET balance = w.balance + v_payout
      WHERE w.member_id = p_member AND w.account = 'MAIN' RETURNING w.balance INTO v_balance;
    INSERT INTO ledger (member_id, account, type, amount, balance_after, reference, remark, created_at)
      VALUES (p_member, 'MAIN', 'PAYOUT', v_payout, v_balance, p_game, v_vassalage, p_at);
  END IF;
  PERFORM pg_notify(p_channel, p_payload);
  INSERT INTO bet (member_id, node_id, game_code, game_type, vassalage, amount, payout, created_at)
    VALUES (p_member, v_node, p_game, 'INHOUSE', v_vassalage, p_amount, v_payout, p_at) RETURNING id INTO v_bet;
  IF v_node IS NOT NULL THEN
    INSERT INTO recent_game (member_id, node_id, played_at) VALUES (p_member, v_node, p_at)
      ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = excluded.played_at;
  END IF;
  IF p_points > 0 THEN
    INSERT INTO point_account (member_id, points) VALUES (p_member, p_points)
      ON CONFLICT (member_id) DO UPDATE SET points = point_account.points + excluded.points
      RETURNING points INTO v_points;
    INSERT INTO point_ledger (member_id, amount, points_after, type, reference, created_at)
      VALUES (p_member, p_points, v_points, 'EARN', 'bet:' || v_bet, p_at);
  END IF;
  IF p_fail = 'inhouse.after_bet' THEN
    RAISE EXCEPTION 'failpoint inhouse.after_bet' USING ERRCODE = 'JG002';
  END IF;
  INSERT INTO inhouse_round (member_id, game_code, seed_id, client_seed, nonce, amount, target, direction, roll,
      multiplier_bp, payout, bet_id, created_at)
    VALUES (p_member, p_game, p_seed, p_client_seed, v_nonce, p_amount, p_target, p_direction, v_roll, p_mult,
      v_payout, v_bet, p_round_at)
    RETURNING id INTO v_round;
  RETURN QUERY SELECT 'ok'::TEXT, v_bet, v_round, v_balance, p_seed, NULL::TEXT, NULL::TEXT, NULL::TEXT,
    v_nonce + 1;
END $$;
