import type { LimitKind, LimitPeriod, PlayerLimit } from '@jogo/shared/api';
import { parseAmount, type AmountLanguage } from '@jogo/shared/money';

/** The page's order of limits: money limits by period, then bets, then the daily session time. */
export const LIMIT_ORDER: readonly { kind: LimitKind; period: LimitPeriod }[] = [
  ...(['DEPOSIT', 'LOSS', 'STAKE', 'BETS'] as const).flatMap((kind) =>
    (['DAY', 'WEEK', 'MONTH'] as const).map((period) => ({ kind, period })),
  ),
  { kind: 'TIME', period: 'DAY' },
];

/** What the value of a limit counts: money (currency units), bets (a count) or minutes. */
export type LimitUnit = 'money' | 'count' | 'minutes';
export const unitOf = (kind: LimitKind): LimitUnit =>
  kind === 'BETS' ? 'count' : kind === 'TIME' ? 'minutes' : 'money';

/** @returns the member's limits in the page's order (the gateway lists every kind x period) */
export function orderedLimits(limits: readonly PlayerLimit[]): PlayerLimit[] {
  return LIMIT_ORDER.flatMap(
    ({ kind, period }) => limits.find((l) => l.kind === kind && l.period === period) ?? [],
  );
}

/**
 * What a change does (the gateway's rule, stated on the page before saving): adding or lowering a limit is
 * `immediate`; raising or removing one waits the cooling-off (`pending`); the same value is `none`.
 */
export function changeEffect(current: number | null, next: number | null): 'immediate' | 'pending' | 'none' {
  if (current === next) return 'none';
  if (current === null) return 'immediate';
  if (next === null) return 'pending';
  return next < current ? 'immediate' : 'pending';
}

/**
 * @returns the typed limit as a number for the gateway, or null when it is not a valid one: money read by the
 * one amount parser in the page's language (@jogo/shared/money: PT 1.234,56, EN 1,234.56; an ambiguous
 * 10,555 is refused), bets and minutes whole; always above 0
 */
export function parseLimit(text: string, unit: LimitUnit, language: AmountLanguage = 'PT'): number | null {
  const t = text.trim().replace(/\s/g, '');
  if (unit === 'money') {
    const read = parseAmount(text, language);
    return read.ok && read.minor > 0 ? read.minor / 100 : null;
  }
  if (!/^\d{1,7}$/.test(t)) return null;
  const n = Number(t);
  if (n <= 0) return null;
  return unit === 'minutes' && n > 1440 ? null : n;
}

/** The pause lengths the page offers, in days (24 h, 7 d, 30 d, 6 weeks). */
export const PAUSE_DAYS = [1, 7, 30, 42] as const;
/** The reality-check intervals the page offers, in minutes (null: off). */
export const REALITY_MINUTES = [15, 30, 60] as const;
/** Self-exclusion: 1 to 12 months, or null for indefinite. */
export const EXCLUSION_MONTHS: readonly (number | null)[] = [
  ...Array.from({ length: 12 }, (_, i) => i + 1),
  null,
];
