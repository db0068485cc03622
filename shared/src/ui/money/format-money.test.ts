import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows two decimals with the symbol', () => {
    expect(formatMoney(1234.5, 'R$', 'EN')).toBe('R$ 1,234.50');
    expect(formatMoney(1234.5, 'R$', 'PT')).toBe('R$ 1.234,50');
    expect(formatMoney(0, 'R$', 'EN')).toBe('R$ 0.00');
  });
});
