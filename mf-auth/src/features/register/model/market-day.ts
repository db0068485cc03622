export { dayOf } from '@jogo/shared/time';

/** @returns the `yyyy-MM-dd` day `years` later (29 February lands on 1 March in a common year) */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const leap = (n: number) => (n % 4 === 0 && n % 100 !== 0) || n % 400 === 0;
  const year = y + years;
  if (m === 2 && d === 29 && !leap(year)) return `${year}-03-01`;
  return `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
