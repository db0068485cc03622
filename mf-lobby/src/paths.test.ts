import { paths } from './paths';

describe('paths.launched (spec 2 "Launching a game")', () => {
  it('frames a vendor page in /seamless with its URL escaped in the query', () => {
    const url = '/wps/game/demo/PG_RNG_001?ticket=a&b';
    expect(paths.launched({ url, launchType: 'VENDOR', gameCode: 'PG_RNG_001' })).toBe(
      `/seamless?url=${encodeURIComponent('/wps/game/demo/PG_RNG_001?ticket=a&b')}`,
    );
  });

  it('hosts an in-house game by its code (the gateway answers no client route)', () => {
    expect(paths.launched({ launchType: 'INHOUSE', gameCode: 'DICE' })).toBe('/seamless?game=DICE');
    expect(paths.launched({ launchType: 'INHOUSE', gameCode: 'A&B' })).toBe('/seamless?game=A%26B');
  });
});
