import type { GameType, GameVendor, VendorLane } from '@jogo/shared/api';
import { homeCardCategories, ownLane } from './home-categories';

const card = (
  vassalage: string,
  gameType: GameType,
  category: GameVendor['category'] = null,
): GameVendor => ({
  vassalage,
  gameType,
  displayName: vassalage,
  lagerIcon: `/v/${vassalage}.svg`,
  images: { white: '', color: '', purple: '', default: '', active: '' },
  gameCount: 1,
  category,
});
const lane = (gameCategory: GameType, cards: GameVendor[]): VendorLane => ({
  gameCategory,
  title: gameCategory,
  cards: Object.fromEntries(cards.map((c) => [c.vassalage, c])),
  gameClassify: [],
});
const BRAND_LIKE = { esportVendors: ['IMES', 'TF', 'IA'], cockfightVendors: ['S128'] };

describe('homeCardCategories', () => {
  it('moves e-sport vendor cards out of SPORTS into ESPORTS, placed right after SPORTS', () => {
    const lanes = [
      lane('PVP', [card('KY', 'PVP')]),
      lane('SPORTS', [
        card('SABA', 'SPORTS'),
        card('IMES', 'SPORTS'),
        card('TF', 'SPORTS'),
        card('BTI', 'SPORTS'),
        card('IA', 'SPORTS'),
      ]),
      lane('RNG', [card('PG', 'RNG')]),
    ];
    const out = homeCardCategories(lanes, { esportVendors: ['IMES', 'TF', 'IA'], cockfightVendors: [] });
    expect(out.map((c) => c.category)).toEqual(['RNG', 'SPORTS', 'ESPORTS', 'PVP']);
    expect(out.find((c) => c.category === 'SPORTS')?.cards.map((c) => c.vassalage)).toEqual(['SABA', 'BTI']);
    expect(out.find((c) => c.category === 'ESPORTS')?.cards.map((c) => c.vassalage)).toEqual([
      'IMES',
      'TF',
      'IA',
    ]);
    expect(out.find((c) => c.category === 'ESPORTS')?.gameType).toBe('ESPORTS');
  });

  it('moves cockfight vendor cards into COCKFIGHT after ESPORTS, opening the sports centre', () => {
    const lanes = [
      lane('SPORTS', [card('SABA', 'SPORTS'), card('S128', 'SPORTS'), card('TF', 'SPORTS')]),
      lane('PVP', [card('KY', 'PVP')]),
    ];
    const out = homeCardCategories(lanes, BRAND_LIKE);
    expect(out.map((c) => c.category)).toEqual(['SPORTS', 'ESPORTS', 'COCKFIGHT', 'PVP']);
    expect(out.find((c) => c.category === 'COCKFIGHT')).toMatchObject({
      gameType: 'SPORTS',
      cards: [expect.objectContaining({ vassalage: 'S128' })],
    });
  });

  it('also honours the category flag the gateway sets on a sports card (the brand cockfight list is empty)', () => {
    const lanes = [
      lane('SPORTS', [
        card('SABA', 'SPORTS'),
        card('S128', 'SPORTS', 'COCKFIGHT'),
        card('XES', 'SPORTS', 'ESPORTS'),
      ]),
    ];
    const out = homeCardCategories(lanes, { esportVendors: [], cockfightVendors: [] });
    expect(out.map((c) => [c.category, c.cards.map((x) => x.vassalage)])).toEqual([
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['XES']],
      ['COCKFIGHT', ['S128']],
    ]);
  });

  it('merges moved e-sport cards with an ESPORTS lane, one card per vendor', () => {
    const lanes = [
      lane('ESPORTS', [card('IMES', 'ESPORTS'), card('NEWES', 'ESPORTS')]),
      lane('SPORTS', [card('IMES', 'SPORTS'), card('TF', 'SPORTS')]),
    ];
    const esports = homeCardCategories(lanes, BRAND_LIKE).find((c) => c.category === 'ESPORTS');
    expect(esports?.cards.map((c) => c.vassalage)).toEqual(['IMES', 'TF', 'NEWES']);
  });

  it('keeps e-sport vendors of other lanes where they are, leaves out lottery lanes and empty categories', () => {
    const lanes = [
      lane('LOTT', [card('LOTT', 'LOTT')]),
      lane('RNG', [card('IMES', 'RNG')]),
      lane('LIVE', []),
    ];
    expect(homeCardCategories(lanes, BRAND_LIKE).map((c) => [c.category, c.cards.length])).toEqual([
      ['RNG', 1],
    ]);
  });

  it('orders sections as the spec lists them whatever order the lanes come in', () => {
    const types: GameType[] = ['PVP', 'INHOUSE', 'LIVE', 'FISH', 'RNG', 'SPORTS', 'ESPORTS'];
    const out = homeCardCategories(
      types.map((t) => lane(t, [card(`V_${t}`, t)])),
      BRAND_LIKE,
    );
    expect(out.map((c) => c.category)).toEqual([
      'RNG',
      'FISH',
      'LIVE',
      'INHOUSE',
      'SPORTS',
      'ESPORTS',
      'PVP',
    ]);
  });
});

describe('ownLane (each vendor under its own category only)', () => {
  it('leaves the e-sport vendors out of the sports centre, keeps cockfight there and other lanes whole', () => {
    const sports = lane('SPORTS', [
      card('SABA', 'SPORTS'),
      card('IMES', 'SPORTS'),
      card('XE', 'SPORTS', 'ESPORTS'),
      card('S128', 'SPORTS', 'COCKFIGHT'),
    ]);
    expect(Object.keys(ownLane(sports, 'SPORTS')!.cards)).toEqual(['SABA', 'S128']);
    const esports = lane('ESPORTS', [card('IMES', 'ESPORTS')]);
    expect(ownLane(esports, 'ESPORTS')).toBe(esports);
    expect(ownLane(undefined, 'SPORTS')).toBeUndefined();
  });
});
