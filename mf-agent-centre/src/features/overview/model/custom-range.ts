/** A custom overview range: start before end, at most 93 days (the gateway's limit). */
export function validateRange(
  start: string,
  end: string,
): 'dateInvalid' | 'rangeOrder' | 'rangeTooLong' | null {
  const s = Date.parse(`${start}T00:00:00Z`);
  const e = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(s) || Number.isNaN(e)) return 'dateInvalid';
  if (s > e) return 'rangeOrder';
  if ((e - s) / 86400_000 + 1 > 93) return 'rangeTooLong';
  return null;
}
