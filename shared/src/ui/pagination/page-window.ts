export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pages a pager shows (spec 9: range 5, margin 2): `margin` pages at each end, a window of `range`
 * pages around the current one, gaps between. Pages are 1-based.
 */
export function pageWindow(current: number, totalPages: number, range = 5, margin = 2): PageItem[] {
  if (totalPages <= 1) return [];
  const pages = new Set<number>();
  for (let p = 1; p <= Math.min(margin, totalPages); p++) pages.add(p);
  for (let p = Math.max(1, totalPages - margin + 1); p <= totalPages; p++) pages.add(p);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(totalPages, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) items.push({ kind: 'gap', key: `gap-${sorted[i - 1]}` });
    items.push({ kind: 'page', page: p });
  });
  return items;
}
