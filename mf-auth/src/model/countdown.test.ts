import { smsCountdownMs } from './countdown';

describe('SMS countdown (spec 4, 9)', () => {
  it('is 60 s per expiry minute minus the request latency', () => {
    expect(smsCountdownMs(1, 0)).toBe(60_000);
    expect(smsCountdownMs(3, 0)).toBe(180_000);
    expect(smsCountdownMs(2, 1_500)).toBe(118_500);
  });
  it('defaults expiredMinutes to 1', () => {
    expect(smsCountdownMs(undefined, 0)).toBe(60_000);
    expect(smsCountdownMs(null, 200)).toBe(59_800);
    expect(smsCountdownMs(0, 0)).toBe(60_000);
  });
  it('is one minute flat with the alternative provider', () => {
    expect(smsCountdownMs(5, 4_000, true)).toBe(60_000);
  });
  it('never goes negative', () => {
    expect(smsCountdownMs(1, 90_000)).toBe(0);
  });
});
