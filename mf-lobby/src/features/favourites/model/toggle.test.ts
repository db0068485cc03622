import { applyFavourite, favouriteAction } from './toggle';

describe('favourite toggle (spec 4)', () => {
  it('adds when the nodeId is not a favourite, removes when it is', () => {
    expect(favouriteAction(['1', '2'], 3)).toBe('add');
    expect(favouriteAction(['1', '2'], 2)).toBe('remove');
    expect(favouriteAction(['1', '2'], '2')).toBe('remove');
  });

  it('keeps ids as strings and skips duplicates', () => {
    expect(applyFavourite(['1'], 5, 'add')).toEqual(['1', '5']);
    expect(applyFavourite(['1', '5'], 5, 'add')).toEqual(['1', '5']);
    expect(applyFavourite(['1', '5'], 5, 'remove')).toEqual(['1']);
  });
});
