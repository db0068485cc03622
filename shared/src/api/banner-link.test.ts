import { bannerTarget } from './banner-link';

const route = (linkage: string) => bannerTarget({ linkageType: 'ROUTE', linkage });
const url = (linkage: string) => bannerTarget({ linkageType: 'URL', linkage });
const NONE = { kind: 'none' };

describe('bannerTarget', () => {
  it('follows a path of this site, with its query and hash', () => {
    expect(route('/promotions')).toEqual({ kind: 'route', to: '/promotions' });
    expect(route(' /lobby/slots?vendor=PG#top ')).toEqual({
      kind: 'route',
      to: '/lobby/slots?vendor=PG#top',
    });
  });

  it('reads a route without its leading slash as a path of this site', () => {
    expect(route('promotions')).toEqual({ kind: 'route', to: '/promotions' });
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'https://evil.example/promotions',
    'http:evil.example',
  ])('refuses the route %j, which could leave the site or run script', (linkage) => {
    expect(route(linkage)).toEqual(NONE);
  });

  it('opens an absolute http or https URL', () => {
    expect(url('https://example.com/x?a=1')).toEqual({ kind: 'url', href: 'https://example.com/x?a=1' });
    expect(url('http://example.com/')).toEqual({ kind: 'url', href: 'http://example.com/' });
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example',
    '/promotions',
    'example.com',
  ])('refuses the URL %j (not an absolute http(s) address)', (linkage) => {
    expect(url(linkage)).toEqual(NONE);
  });

  it('launches a game by code', () => {
    expect(bannerTarget({ linkageType: 'GAME', linkage: ' PG_001 ' })).toEqual({
      kind: 'game',
      gameCode: 'PG_001',
    });
  });

  it('is not a link for NONE, an unknown type or an empty linkage', () => {
    expect(bannerTarget({ linkageType: 'NONE', linkage: '/x' })).toEqual(NONE);
    expect(bannerTarget({ linkageType: 'OTHER' as 'NONE', linkage: '/x' })).toEqual(NONE);
    expect(route(' ')).toEqual(NONE);
    expect(bannerTarget({ linkageType: 'GAME', linkage: '' })).toEqual(NONE);
  });
});
