import { takeUrlToken } from './url-token';

describe('takeUrlToken (the ?token= hand-over)', () => {
  it('returns the token and removes it from the address, keeping the rest', () => {
    window.history.replaceState(null, '', '/member?token=abc123&x=1#top');
    expect(takeUrlToken()).toBe('abc123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/member?x=1#top');
  });

  it('returns null and leaves the address alone without a token', () => {
    window.history.replaceState(null, '', '/wallet?tab=2');
    expect(takeUrlToken()).toBeNull();
    expect(window.location.search).toBe('?tab=2');
  });
});
