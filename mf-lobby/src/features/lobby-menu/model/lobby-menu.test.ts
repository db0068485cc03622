import { chooseMenu, chooseType, DEFAULT_LOBBY_STATE, lobbyMenuEntries } from './lobby-menu';

const keys = (input: Parameters<typeof lobbyMenuEntries>[0]) => lobbyMenuEntries(input).map((e) => e.key);

describe('lobby side menu', () => {
  it('a guest sees HOT, one entry per vendor category and INHOUSE', () => {
    expect(
      keys({
        categories: ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'RNG', 'INHOUSE'],
        loggedIn: false,
        hasRecent: true,
      }),
    ).toEqual(['HOT', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'RNG', 'INHOUSE']);
  });

  it('a member also sees FAV second, and RECENT last only when recent games exist', () => {
    expect(keys({ categories: ['LIVE'], loggedIn: true, hasRecent: false })).toEqual([
      'HOT',
      'FAV',
      'LIVE',
      'INHOUSE',
    ]);
    expect(keys({ categories: ['LIVE'], loggedIn: true, hasRecent: true })).toEqual([
      'HOT',
      'FAV',
      'LIVE',
      'INHOUSE',
      'RECENT',
    ]);
  });

  it('starts on game type HOME with the menu on HOT', () => {
    expect(DEFAULT_LOBBY_STATE).toEqual({ gameType: 'HOME', menu: 'HOT' });
  });

  it('choosing a type sets the menu back to HOT; choosing a list keeps the type', () => {
    const onFav = chooseMenu(DEFAULT_LOBBY_STATE, 'FAV');
    expect(onFav).toEqual({ gameType: 'HOME', menu: 'FAV' });
    expect(chooseType(onFav, 'RNG')).toEqual({ gameType: 'RNG', menu: 'HOT' });
  });
});
