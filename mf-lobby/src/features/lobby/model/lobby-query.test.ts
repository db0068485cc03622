import { acceptPage, gameListQuery, LOBBY_PAGE_SIZE } from './lobby-query';

describe('lobby game-list query (spec 5, 7, 9)', () => {
  const base = { gameType: 'RNG' as const, classify: 'ALL', name: '', page: 1 };

  it('asks for 15 games a page with clientType 3', () => {
    expect(gameListQuery(base, 'EN')).toMatchObject({
      clientType: 3,
      pageSize: LOBBY_PAGE_SIZE,
      pageNo: 1,
      gameType: 'RNG',
      language: 'EN',
    });
    expect(LOBBY_PAGE_SIZE).toBe(15);
  });

  it('sends the trimmed name with the ALL filter only', () => {
    expect(gameListQuery({ ...base, name: '  tiger ' }, 'PT').gameName).toBe('tiger');
    expect(gameListQuery({ ...base, classify: 'HOT', name: 'tiger' }, 'PT').gameName).toBeUndefined();
    expect(gameListQuery({ ...base, name: '   ' }, 'PT').gameName).toBeUndefined();
  });

  it('marks NEW with isNew 1 and passes the vendor', () => {
    expect(gameListQuery({ ...base, classify: 'NEW', vassalage: 'PG' }, 'PT')).toMatchObject({
      isNew: 1,
      vassalage: 'PG',
      gameClassify: 'NEW',
    });
  });
});

describe('acceptPage (spec 5: a page beyond totalPages is ignored)', () => {
  it('accepts pages 1..totalPages and ignores the rest', () => {
    expect(acceptPage(3, 3)).toBe(3);
    expect(acceptPage(4, 3)).toBeNull();
    expect(acceptPage(0, 3)).toBeNull();
    expect(acceptPage(1, 0)).toBe(1);
  });
});
