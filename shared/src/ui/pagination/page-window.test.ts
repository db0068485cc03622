import { pageWindow } from './page-window';

const show = (items: ReturnType<typeof pageWindow>) =>
  items.map((i) => (i.kind === 'page' ? i.page : '…')).join(' ');

describe('pageWindow (range 5, margin 2)', () => {
  it('shows nothing for a single page', () => expect(pageWindow(1, 1)).toEqual([]));
  it('shows every page when few', () => expect(show(pageWindow(2, 4))).toBe('1 2 3 4'));
  it('keeps margins and a window around the current page', () =>
    expect(show(pageWindow(10, 20))).toBe('1 2 … 8 9 10 11 12 … 19 20'));
  it('clamps the window at the start', () => expect(show(pageWindow(1, 20))).toBe('1 2 3 4 5 … 19 20'));
  it('clamps the window at the end', () => expect(show(pageWindow(20, 20))).toBe('1 2 … 16 17 18 19 20'));
});
