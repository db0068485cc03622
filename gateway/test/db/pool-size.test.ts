import { defaultPoolSize, poolSize } from '../../src/db/open-db';

describe('the PostgreSQL pool of one process', () => {
  it('defaults to 4 connections a core, between 8 and 32', () => {
    expect([1, 2, 4, 8, 16].map((cores) => defaultPoolSize(cores))).toEqual([8, 8, 16, 32, 32]);
  });

  it('takes JOGO_PG_POOL when it is a whole number of at least 1, else the default', () => {
    expect(poolSize('3', 2)).toBe(3);
    expect(poolSize('40', 2)).toBe(40);
    for (const wrong of [undefined, '', '0', '-2', '2.5', 'ten']) expect(poolSize(wrong, 2)).toBe(8);
  });
});
