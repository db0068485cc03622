const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * @returns the whole years from a birthday to a day, both `YYYY-MM-DD` (null when `birthday` is not written so):
 * the one age rule of the site. A birthday counts from its month and day, so a 29 February birthday counts from
 * 1 March in a common year. `ageOn(b, today) >= 18` is "18 or over on the site's day".
 */
export function ageOn(birthday: string, day: string): number | null {
  const b = DAY.exec(birthday);
  const d = DAY.exec(day);
  if (!b || !d) return null;
  const age = Number(d[1]) - Number(b[1]);
  return `${d[2]}-${d[3]}` < `${b[2]}-${b[3]}` ? age - 1 : age;
}
