import type { PlayerLimit, ProtectionState } from '@jogo/shared/api';
import type { Db } from '../../../db/open-db';
import { toMajor } from '../../ledger/money';
import { hashToken } from '../sessions';
import { siteClock } from '../../site/clock';
import { marketCode } from '../../market/profiles';
import {
  COOLING_OFF_HOURS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  bounds,
  iso,
  limitRows,
  merchantOf,
  playBlock,
  stateRow,
  toWire,
  used,
} from './checks';

/** Player protection: the state the "Jogo responsável" page shows (limits, blocks, the session clock). */

interface SessionRow {
  login_at: string | null;
  created_at: string;
  last_activity_at: string | null;
  reauth_required: number;
}

/** The "Jogo responsável" page's data, for the session of `token`. */
export async function protectionState(
  db: Db,
  memberId: number,
  token: string | null,
): Promise<ProtectionState> {
  const merchant = await merchantOf(db, memberId);
  const clock = await siteClock(db, merchant);
  const now = clock.now;
  const rows = await limitRows(db, memberId, now);
  const limits: PlayerLimit[] = [];
  for (const kind of LIMIT_KINDS)
    for (const period of LIMIT_PERIODS) {
      if (kind === 'TIME' && period !== 'DAY') continue;
      const r = rows.find((x) => x.kind === kind && x.period === period);
      const { start, end } = bounds(clock, period, now);
      const u = await used(db, memberId, kind, start, end, now);
      limits.push({
        kind,
        period,
        value: r?.value != null ? toWire(kind, r.value) : null,
        pending:
          r?.pending === 1
            ? {
                value: r.pending_value != null ? toWire(kind, r.pending_value) : null,
                effectiveAt: clock.iso(Date.parse(r.pending_at!)),
              }
            : null,
        used: toWire(kind, u),
        remaining: r?.value != null ? toWire(kind, Math.max(0, r.value - u)) : null,
        resetsAt: clock.iso(end),
      });
    }
  const s = await stateRow(db, memberId);
  const session = (
    token
      ? await db.get(
          'SELECT login_at, created_at, last_activity_at, reauth_required FROM session WHERE token_hash = ?',
          hashToken(token),
        )
      : undefined
  ) as SessionRow | undefined;
  const loginAt = Date.parse(session?.login_at ?? session?.created_at ?? iso(now));
  const net = (await db.get<{ stakes: number; wins: number }>(
    `SELECT COALESCE(SUM(amount), 0) AS stakes, COALESCE(SUM(payout), 0) AS wins FROM bet
       WHERE member_id = ? AND created_at >= ? AND status != 'CANCELLED'`,
    memberId,
    iso(loginAt),
  ))!;
  const block = await playBlock(db, memberId, clock, rows);
  const pauseOn = s?.pause_until && Date.parse(s.pause_until) > now;
  return {
    market: await marketCode(db, merchant),
    coolingOffHours: COOLING_OFF_HOURS,
    limits,
    realityCheck: {
      minutes: s?.reality_check_seconds ? Math.round(s.reality_check_seconds / 60) : null,
      intervalSeconds: s?.reality_check_seconds ?? null,
    },
    session: {
      loginAt: clock.iso(loginAt),
      serverNow: clock.iso(now),
      elapsedSeconds: Math.max(0, Math.floor((now - loginAt) / 1000)),
      net: toMajor(net.wins - net.stakes),
      stakes: toMajor(net.stakes),
      wins: toMajor(net.wins),
      lastActivityAt: clock.iso(Date.parse(session?.last_activity_at ?? iso(loginAt))),
      reauthRequired: session?.reauth_required === 1,
    },
    pause: pauseOn
      ? { since: clock.iso(Date.parse(s.pause_since!)), until: clock.iso(Date.parse(s.pause_until!)) }
      : null,
    exclusion:
      block.by === 'EXCLUSION' && s
        ? {
            since: clock.iso(Date.parse(s.exclusion_since!)),
            until: s.exclusion_until ? clock.iso(Date.parse(s.exclusion_until)) : null,
            indefinite: s.exclusion_indefinite === 1,
          }
        : null,
    blockedBy: block.by,
    blockedUntil: block.until !== null ? clock.iso(block.until) : null,
  };
}
