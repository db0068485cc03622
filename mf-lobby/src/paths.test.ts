import { paths } from './paths';

describe('paths.launched (spec 2 "Launching a game")', () => {
  it('frames a vendor page in /seamless with its URL escaped in the query', () => {
    expect(paths.launched('/wps/game/demo/PG_RNG_001?ticket=a&b', 'VENDOR')).toBe(
      `/seamless?url=${encodeURIComponent('/wps/game/demo/PG_RNG_001?ticket=a&b')}`,
    );
  });

  it('opens an in-house route, or a /seamless route the gateway made, as it is', () => {
    expect(paths.launched('/inhouse?game=DICE', 'INHOUSE')).toBe('/inhouse?game=DICE');
    expect(paths.launched('/seamless?game=LOTT_VN')).toBe('/seamless?game=LOTT_VN');
  });
});
