import type { Winner } from '@jogo/shared/api';
import { boardWinners, splitColumns } from './winners';

const w = (winAmount: number, customerName = `p${winAmount}`): Winner => ({
  iconUrl: '/i.svg',
  customerName,
  winAmount,
  gameName: 'G',
  gameCode: 'G',
});

describe('winners board model', () => {
  it('sorts by win amount, biggest first', () => {
    expect(boardWinners([w(10), w(500.5), w(42), w(500.25)]).map((x) => x.winAmount)).toEqual([
      500.5, 500.25, 42, 10,
    ]);
  });

  it('keeps at most 20 rows, the biggest ones', () => {
    const rows = boardWinners(Array.from({ length: 30 }, (_, i) => w(i + 1)));
    expect(rows).toHaveLength(20);
    expect(rows[0].winAmount).toBe(30);
    expect(rows[19].winAmount).toBe(11);
  });

  it('does not change the list it was given', () => {
    const list = [w(1), w(2)];
    boardWinners(list);
    expect(list.map((x) => x.winAmount)).toEqual([1, 2]);
  });

  it('alternates rows between two columns', () => {
    expect(splitColumns([1, 2, 3, 4, 5])).toEqual([
      [1, 3, 5],
      [2, 4],
    ]);
  });
});
