import type { GameVendor, VendorLane } from '@jogo/shared/api';
import { prizeMode } from './prize-mode';

const card = (vassalage: string, gameType: GameVendor['gameType']): GameVendor => ({
  vassalage,
  gameType,
  displayName: vassalage,
  lagerIcon: '',
  images: { white: '', color: '', purple: '', default: '', active: '' },
  gameCount: 0,
  category: null,
});
const lane = (gameCategory: VendorLane['gameCategory'], codes: string[]): VendorLane => ({
  gameCategory,
  title: gameCategory,
  cards: Object.fromEntries(codes.map((c) => [c, card(c, gameCategory)])),
  gameClassify: [],
});

describe('prize mode (spec 4)', () => {
  it('is elott when the ELOTT category has a TCG_LOTTO_VN card', () => {
    expect(prizeMode([lane('ELOTT', ['TCG_LOTTO_VN', 'ELOTT'])])).toBe('ELOTT');
  });
  it('is elott when the ELOTT category has a LOTT card', () => {
    expect(prizeMode([lane('ELOTT', ['LOTT'])])).toBe('ELOTT');
  });
  it('is lott otherwise, even when those cards sit in another category', () => {
    expect(prizeMode([lane('ELOTT', ['ELOTT']), lane('LOTT', ['LOTT', 'TCG_LOTTO_VN'])])).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
    expect(prizeMode(undefined)).toBe('LOTT');
  });
});
