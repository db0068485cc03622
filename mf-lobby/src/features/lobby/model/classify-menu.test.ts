import type { VendorLane } from '@jogo/shared/api';
import { classifyMenu, slotSubCategories } from './classify-menu';

const lane = (gameCategory: VendorLane['gameCategory'], classes: [string, string[]][]): VendorLane => ({
  gameCategory,
  title: gameCategory,
  cards: {},
  gameClassify: classes.map(([classify, vendors]) => ({ classify, title: `${classify} title`, vendors })),
});

describe('classify menu (spec 2)', () => {
  const rng = lane('RNG', [
    ['SLOT', ['PG', 'PP']],
    ['SC', ['PG']],
    ['VP', ['PG', 'PP']],
    ['JP', ['PP']],
    ['TG', ['PG']],
    ['AC', ['PP']],
    ['BG', ['PG']],
  ]);

  it('offers NEW only for RNG', () => {
    expect(
      classifyMenu('RNG', rng, undefined, ['PT', 'EN'])
        .map((i) => i.id)
        .slice(0, 4),
    ).toEqual(['ALL', 'HOT', 'RECENT', 'NEW']);
    expect(
      classifyMenu('LIVE', lane('LIVE', [['BACCARAT', ['EVO']]]), undefined, ['PT', 'EN']).map((i) => i.id),
    ).toEqual(['ALL', 'HOT', 'RECENT', 'BACCARAT']);
  });

  it('lists the slot sub-categories in order, with BG only when language TY is supported', () => {
    expect(classifyMenu('RNG', rng, undefined, ['PT', 'EN']).map((i) => i.id)).toEqual([
      'ALL',
      'HOT',
      'RECENT',
      'NEW',
      'SLOT',
      'SC',
      'VP',
      'JP',
      'TG',
      'AC',
    ]);
    expect(slotSubCategories(['PT', 'EN', 'TY'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC', 'BG']);
  });

  it("keeps only the chosen vendor's classes", () => {
    expect(classifyMenu('RNG', rng, 'PP', ['PT', 'EN']).map((i) => i.id)).toEqual([
      'ALL',
      'HOT',
      'RECENT',
      'NEW',
      'SLOT',
      'VP',
      'JP',
      'AC',
    ]);
  });
});
