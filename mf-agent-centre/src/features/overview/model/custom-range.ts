import { addDay, isSiteDay } from '@jogo/shared/time';

/** A custom range of site days: start before end, at most 93 days (the gateway's limit). */
export function validateRange(
  start: string,
  end: string,
): 'dateInvalid' | 'rangeOrder' | 'rangeTooLong' | null {
  if (!isSiteDay(start) || !isSiteDay(end)) return 'dateInvalid';
  if (start > end) return 'rangeOrder';
  if (addDay(start, 93) <= end) return 'rangeTooLong';
  return null;
}
