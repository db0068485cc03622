import { safeGameUrl } from './game-frame';

describe('safeGameUrl', () => {
  it('keeps same-origin paths and http(s) URLs', () => {
    expect(safeGameUrl('/wps/game/demo/PG_RNG_001?ticket=ab')).toBe('/wps/game/demo/PG_RNG_001?ticket=ab');
    expect(safeGameUrl('https://vendor.example/play?x=1')).toBe('https://vendor.example/play?x=1');
  });
  it('refuses script and data URLs and missing ones', () => {
    expect(safeGameUrl('javascript:alert(1)')).toBeNull();
    expect(safeGameUrl('data:text/html,hi')).toBeNull();
    expect(safeGameUrl(null)).toBeNull();
  });
});
