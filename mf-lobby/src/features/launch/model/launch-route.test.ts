import { launchStep, vendorRoute, type LaunchGame } from './launch-route';

const member = { loggedIn: true, isTrial: false };
const game = (over: Partial<LaunchGame>): LaunchGame => ({
  gameCode: 'PG_RNG_001',
  gameType: 'RNG',
  vassalage: 'PG',
  isGame: '',
  ...over,
});

describe('launch routing table (spec 2, "Launching a game")', () => {
  it('asks a guest to log in before anything else', () => {
    expect(launchStep(game({ vassalage: 'TCG_SEA' }), { loggedIn: false, isTrial: false })).toEqual({
      kind: 'login',
    });
  });

  it('refuses a trial account', () => {
    expect(launchStep(game({}), { loggedIn: true, isTrial: true })).toEqual({ kind: 'trialRefused' });
  });

  it.each([
    ['TCG_LOTTO_VN', 'ELOTT', 'VNMB', '/vnLottery?gameCode=VNMB'],
    ['TCG_SEA', 'LOTT', 'SG4D', '/seaLottery?gameCode=SG4D'],
    ['LOTT', 'LOTT', 'FAST3', '/lottery?gameCode=FAST3'],
    ['ELOTT', 'ELOTT', 'PK10', '/lottery?gameCode=PK10'],
  ] as const)('routes vassalage %s to the lottery screen', (vassalage, gameType, gameCode, to) => {
    expect(launchStep(game({ vassalage, gameType, gameCode }), member)).toEqual({ kind: 'navigate', to });
  });

  it('opens the popup game list when isGame equals the vassalage', () => {
    expect(launchStep(game({ vassalage: 'SABA', gameType: 'SPORTS', isGame: 'SABA' }), member)).toEqual({
      kind: 'popup',
      vassalage: 'SABA',
      gameType: 'SPORTS',
    });
  });

  it('starts any other game in the current route', () => {
    const g = game({});
    expect(launchStep(g, member)).toEqual({ kind: 'start', game: g });
    expect(launchStep(game({ isGame: 'OTHER' }), member).kind).toBe('start');
  });
});

describe('vendor card routes', () => {
  it('sends an RNG vendor to /rng with its vassalage', () => {
    expect(vendorRoute({ vassalage: 'PG', gameType: 'RNG' })).toBe('/rng?vassalage=PG');
  });
  it('sends lottery vendors to their lottery screen and other types to their lobby', () => {
    expect(vendorRoute({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT' })).toBe('/vnLottery');
    expect(vendorRoute({ vassalage: 'EVO', gameType: 'LIVE' })).toBe('/live?vassalage=EVO');
    expect(vendorRoute({ vassalage: 'JOGO', gameType: 'INHOUSE' })).toBe('/inhouse');
  });
});
