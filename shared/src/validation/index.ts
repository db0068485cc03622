export { trimmed, firstError } from './rules';
export type { Rule, RuleResult } from './rules';
