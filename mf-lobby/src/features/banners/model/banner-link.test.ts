import { bannerTarget } from './banner-link';

describe('bannerTarget', () => {
  it('follows a site route', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '/promotions' })).toEqual({
      kind: 'route',
      to: '/promotions',
    });
  });
  it('opens an http(s) URL and refuses other schemes', () => {
    expect(bannerTarget({ linkageType: 'URL', linkage: 'https://example.com/x' })).toEqual({
      kind: 'url',
      href: 'https://example.com/x',
    });
    expect(bannerTarget({ linkageType: 'URL', linkage: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
  });
  it('refuses a protocol-relative route', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '//evil.example' })).toEqual({ kind: 'none' });
  });
  it('launches a game by code', () => {
    expect(bannerTarget({ linkageType: 'GAME', linkage: 'PG_001' })).toEqual({
      kind: 'game',
      gameCode: 'PG_001',
    });
  });
  it('is not a link for NONE or an empty linkage', () => {
    expect(bannerTarget({ linkageType: 'NONE', linkage: '/x' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: ' ' })).toEqual({ kind: 'none' });
  });
});
