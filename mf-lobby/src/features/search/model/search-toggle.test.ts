import { searchButtonAction, searchName } from './search-toggle';

describe('search toggle (spec 5)', () => {
  it('opens a closed box', () => expect(searchButtonAction(false, 'x')).toBe('open'));
  it('toggles closed only when the box is empty', () => {
    expect(searchButtonAction(true, '')).toBe('close');
    expect(searchButtonAction(true, '   ')).toBe('close');
    expect(searchButtonAction(true, 'tiger')).toBe('search');
  });
  it('trims the name', () => expect(searchName('  Fortune Tiger  ')).toBe('Fortune Tiger'));
});
