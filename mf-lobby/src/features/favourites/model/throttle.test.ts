import { FAVOURITE_THROTTLE_MS, throttleLeading } from './throttle';

describe('throttleLeading (spec 4: one action per 1000 ms, leading call only)', () => {
  it('runs the first call and drops calls within the window, with no trailing call', () => {
    let t = 0;
    const fn = jest.fn();
    const throttled = throttleLeading(fn, FAVOURITE_THROTTLE_MS, () => t);
    expect(throttled('a')).toBe(true);
    t = 500;
    expect(throttled('b')).toBe(false);
    t = 999;
    expect(throttled('c')).toBe(false);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a');
    t = 1000;
    expect(throttled('d')).toBe(true);
    expect(fn).toHaveBeenLastCalledWith('d');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
