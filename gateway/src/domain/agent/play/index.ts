/** The agents' play figures, one module per part: range, WHERE clauses, totals, per member, per day. */
export * from './range';
export * from './where';
export * from './totals';
export * from './members';
export * from './days';
