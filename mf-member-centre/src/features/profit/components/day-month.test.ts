import { dayMonth } from './profit-chart';

jest.mock('uplot', () => ({}));

describe('profit chart days', () => {
  it('writes the day first, as the site does (axis dd/MM, legend dd/MM/yyyy)', () => {
    const x = Date.parse('2026-12-03T12:00:00Z') / 1000;
    expect(dayMonth(x)).toBe('03/12');
    expect(dayMonth(x, true)).toBe('03/12/2026');
  });
});
