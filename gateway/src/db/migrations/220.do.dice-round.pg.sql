-- The Dice round in one statement (domain/play/inhouse/rounds.ts, `playDiceInOne`): what `playDice` does in 15 to 17
-- statements from BEGIN to COMMIT (lock the member's MAIN account, take the nonce, stake and payout with their
-- ledger rows, the balance NOTIFY, the bet row, recent game, points, the round), in one round trip. The roll is
-- computed by the gateway from the seed pair it last saw (the one implementation of the fairness rule, dice.ts) and
-- sent with the nonce it was computed for: the nonce is taken only if the pair is still the member's active one
-- with that nonce and client seed, else the function answers 'stale' with the active pair and writes nothing, and
-- the gateway computes again. 'slow' (no MAIN account yet, a protection limit or state to check: the whole rule is
-- in protection.ts) and 'no_game' write nothing either: the gateway then plays the round its own way. The daily
-- figures are the triggers of bet and ledger as for any bet. p_fail raises at the named failure point (tests only,
-- ledger.ts armFailpoint), which rolls the statement back whole.
CREATE FUNCTION jogo_dice_round(
  p_member BIGINT, p_game TEXT, p_seed BIGINT, p_nonce BIGINT, p_client_seed TEXT, p_amount BIGINT,
  p_payout BIGINT, p_target BIGINT, p_direction TEXT, p_roll BIGINT, p_mult BIGINT, p_points BIGINT, p_at TEXT,
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
      AND s.next_nonce = p_nonce AND s.client_seed = p_client_seed
    RETURNING s.id INTO v_taken;
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
  IF p_payout > 0 THEN
    UPDATE wallet_account w SET balance = w.balance + p_payout
      WHERE w.member_id = p_member AND w.account = 'MAIN' RETURNING w.balance INTO v_balance;
    INSERT INTO ledger (member_id, account, type, amount, balance_after, reference, remark, created_at)
      VALUES (p_member, 'MAIN', 'PAYOUT', p_payout, v_balance, p_game, v_vassalage, p_at);
  END IF;
  PERFORM pg_notify(p_channel, p_payload);
  INSERT INTO bet (member_id, node_id, game_code, game_type, vassalage, amount, payout, created_at)
    VALUES (p_member, v_node, p_game, 'INHOUSE', v_vassalage, p_amount, p_payout, p_at) RETURNING id INTO v_bet;
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
    VALUES (p_member, p_game, p_seed, p_client_seed, p_nonce, p_amount, p_target, p_direction, p_roll, p_mult,
      p_payout, v_bet, p_round_at)
    RETURNING id INTO v_round;
  RETURN QUERY SELECT 'ok'::TEXT, v_bet, v_round, v_balance, p_seed, NULL::TEXT, NULL::TEXT, NULL::TEXT,
    p_nonce + 1;
END $$;
