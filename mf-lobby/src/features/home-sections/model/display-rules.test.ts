import { showsLoadMore, visibleCount } from './display-rules';

describe('home section display rules', () => {
  it.each(['RNG', 'FISH', 'LIVE', 'INHOUSE', 'PVP', 'ESPORTS', 'COCKFIGHT', 'RECENT', 'FAV'])(
    '%s shows at most 5 items and never offers load more',
    (category) => {
      expect(visibleCount({ category, total: 20, expanded: false, narrow: false })).toBe(5);
      expect(visibleCount({ category, total: 20, expanded: true, narrow: false })).toBe(5);
      expect(visibleCount({ category, total: 3, expanded: false, narrow: false })).toBe(3);
      expect(showsLoadMore({ category, total: 20, expanded: false })).toBe(false);
    },
  );

  it.each(['HOT', 'SPORTS'])(
    '%s shows 10 on wide screens, 5 on narrow ones, and 15 after load more',
    (category) => {
      expect(visibleCount({ category, total: 60, expanded: false, narrow: false })).toBe(10);
      expect(visibleCount({ category, total: 60, expanded: false, narrow: true })).toBe(5);
      expect(visibleCount({ category, total: 60, expanded: true, narrow: false })).toBe(15);
      expect(visibleCount({ category, total: 60, expanded: true, narrow: true })).toBe(15);
      expect(visibleCount({ category, total: 12, expanded: true, narrow: false })).toBe(12);
      expect(visibleCount({ category, total: 4, expanded: false, narrow: false })).toBe(4);
    },
  );

  it('offers load more only when an expandable list has over 10 items', () => {
    expect(showsLoadMore({ category: 'HOT', total: 10, expanded: false })).toBe(false);
    expect(showsLoadMore({ category: 'HOT', total: 11, expanded: false })).toBe(true);
    expect(showsLoadMore({ category: 'SPORTS', total: 11, expanded: false })).toBe(true);
    expect(showsLoadMore({ category: 'HOT', total: 11, expanded: true })).toBe(false);
  });
});
