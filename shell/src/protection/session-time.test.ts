import { formatElapsed, nextRealityCheck } from './session-time';

describe('session time', () => {
  it('writes the elapsed time as h:mm:ss, hours past 24 included', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(59_999)).toBe('0:00:59');
    expect(formatElapsed(61_000)).toBe('0:01:01');
    expect(formatElapsed(3_600_000 + 5 * 60_000 + 7_000)).toBe('1:05:07');
    expect(formatElapsed(25 * 3_600_000)).toBe('25:00:00');
    expect(formatElapsed(-5_000)).toBe('0:00:00');
  });

  it('puts reality checks on whole intervals from the login, whenever it is asked', () => {
    const start = 1_000_000;
    expect(nextRealityCheck(start, 15, start)).toBe(start + 15 * 60_000);
    expect(nextRealityCheck(start, 15, start + 14 * 60_000)).toBe(start + 15 * 60_000);
    // asked again at the check itself (after Continue): the one after it
    expect(nextRealityCheck(start, 15, start + 15 * 60_000)).toBe(start + 30 * 60_000);
    expect(nextRealityCheck(start, 60, start + 61 * 60_000)).toBe(start + 120 * 60_000);
    expect(nextRealityCheck(start, null, start)).toBeNull();
    expect(nextRealityCheck(start, 0, start)).toBeNull();
  });
});
