// What counts as played, per day: the agent reports' daily figures (README.md here names every copy of the rule).
export { checkDailyFigures } from './check';
export { rollPlay, ROLL_TICK_MS } from './roll';
export {
  rebuildDailyFigures,
  resumeDailyFigures,
  suspendDailyFigures,
  type SuspendedTriggers,
} from './rebuild';

/**
 * The migrations whose triggers keep the figures: each `.sql` is the SQLite copy of the rule (triggers and
 * backfill), each hand-written `.pg.sql` beside it the PL/pgSQL copy.
 */
export const FIGURE_MIGRATIONS = [
  '190.do.play-day',
  '191.do.team-day',
  '192.do.team-member-day',
  '204.do.team-day-slots',
  '240.do.play-deltas',
] as const;
