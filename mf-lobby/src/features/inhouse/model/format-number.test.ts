import { formatNumber } from './format-number';

describe('formatNumber (issue 16 item 6)', () => {
  it('writes decimals the way each language does', () => {
    expect(formatNumber(50, 2, 'PT')).toBe('50,00');
    expect(formatNumber(1.98, 4, 'PT')).toBe('1,9800');
    expect(formatNumber(1476.891, 2, 'PT')).toBe('1.476,89');
    expect(formatNumber(1476.891, 2, 'EN')).toBe('1,476.89');
  });
});
