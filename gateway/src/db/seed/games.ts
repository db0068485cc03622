import type { Db } from '../open-db';
import { prng } from '../../lib/prng';

/**
 * The games catalogue of the demo world: every game type of the spec with its vendors (e-sport
 * vendors IMES, TF, IA and the cockfight vendor S128 among the SPORTS cards; lottery vendors
 * TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT), about three hundred games with generated names, and the
 * lottery groups. Deterministic: the same PRNG seed gives the same world.
 *
 * A game's title is the vendor's: one name, written as the vendor writes it and the same in every language (no
 * operator translates "Fortune Tiger"); the catalogue's `name_pt` and `name_en` columns both hold it. Only our own
 * words around it (lottery groups, game types, captions) are translated.
 */

export interface VendorSeed {
  code: string;
  gameType: string;
  name: string;
  category?: 'ESPORTS' | 'COCKFIGHT';
  color: string;
  /** games to generate; 0 means the vendor card opens the vendor's own lobby (one lobby tile) */
  games: number;
}

export const VENDORS: VendorSeed[] = [
  { code: 'EVO', gameType: 'LIVE', name: 'Evolution', color: '#1f6f5c', games: 12 },
  { code: 'PPL', gameType: 'LIVE', name: 'Pragmatic Live', color: '#e0672b', games: 10 },
  { code: 'SAG', gameType: 'LIVE', name: 'SA Gaming', color: '#8a2be2', games: 8 },
  { code: 'DG', gameType: 'LIVE', name: 'Dream Gaming', color: '#b8860b', games: 8 },
  { code: 'PG', gameType: 'RNG', name: 'PG Soft', color: '#d62d5f', games: 36 },
  { code: 'PP', gameType: 'RNG', name: 'Pragmatic Play', color: '#f08a24', games: 36 },
  { code: 'JILI', gameType: 'RNG', name: 'JILI', color: '#c0392b', games: 30 },
  { code: 'CQ9', gameType: 'RNG', name: 'CQ9', color: '#f1c40f', games: 24 },
  { code: 'HAB', gameType: 'RNG', name: 'Habanero', color: '#27ae60', games: 24 },
  { code: 'JILI', gameType: 'FISH', name: 'JILI', color: '#c0392b', games: 6 },
  { code: 'CQ9', gameType: 'FISH', name: 'CQ9', color: '#f1c40f', games: 5 },
  { code: 'JDB', gameType: 'FISH', name: 'JDB', color: '#2980b9', games: 5 },
  { code: 'TCG_SEA', gameType: 'LOTT', name: 'TCG SEA', color: '#16a085', games: 0 },
  { code: 'LOTT', gameType: 'LOTT', name: 'Jogo Loteria', color: '#2c3e50', games: 0 },
  { code: 'TCG_LOTTO_VN', gameType: 'ELOTT', name: 'TCG Loto VN', color: '#c0392b', games: 0 },
  { code: 'ELOTT', gameType: 'ELOTT', name: 'E-Loteria', color: '#6c3483', games: 0 },
  { code: 'KY', gameType: 'PVP', name: 'Kaiyuan', color: '#d35400', games: 12 },
  { code: 'V8', gameType: 'PVP', name: 'V8 Poker', color: '#7f8c8d', games: 10 },
  { code: 'SABA', gameType: 'SPORTS', name: 'SABA Sports', color: '#1abc9c', games: 0 },
  { code: 'BTI', gameType: 'SPORTS', name: 'BTi Sports', color: '#34495e', games: 0 },
  { code: 'IMES', gameType: 'SPORTS', name: 'IM E-Sports', category: 'ESPORTS', color: '#9b59b6', games: 0 },
  { code: 'TF', gameType: 'SPORTS', name: 'TF Gaming', category: 'ESPORTS', color: '#e74c3c', games: 0 },
  { code: 'IA', gameType: 'SPORTS', name: 'IA E-Sports', category: 'ESPORTS', color: '#3498db', games: 0 },
  {
    code: 'S128',
    gameType: 'SPORTS',
    name: 'S128 Cockfight',
    category: 'COCKFIGHT',
    color: '#a04000',
    games: 0,
  },
  { code: 'IMES', gameType: 'ESPORTS', name: 'IM E-Sports', color: '#9b59b6', games: 0 },
  { code: 'TF', gameType: 'ESPORTS', name: 'TF Gaming', color: '#e74c3c', games: 0 },
  { code: 'IA', gameType: 'ESPORTS', name: 'IA E-Sports', color: '#3498db', games: 0 },
  { code: 'JOGO', gameType: 'INHOUSE', name: 'Jogo Originals', color: '#0b7a75', games: 0 },
];

/** Lottery groups and games (spec 3, "Lottery game"); each game is also a tile of its vendor. */
export const LOTTO_GROUPS: {
  code: string;
  vassalage: string;
  gameType: 'LOTT' | 'ELOTT';
  pt: string;
  en: string;
  /** each game's name is the vendor's, the same in every language (the group's name is ours, translated) */
  games: { code: string; name: string; interval: number; balls: number; max: number }[];
}[] = [
  {
    code: 'VN_NORTH',
    vassalage: 'TCG_LOTTO_VN',
    gameType: 'ELOTT',
    pt: 'Loto Vietnã Norte',
    en: 'Vietnam Lotto North',
    games: [
      { code: 'VNMB', name: 'Mien Bac', interval: 86400, balls: 5, max: 99 },
      { code: 'VNFAST', name: 'VN Fast Lotto', interval: 300, balls: 5, max: 99 },
    ],
  },
  {
    code: 'VN_SOUTH',
    vassalage: 'TCG_LOTTO_VN',
    gameType: 'ELOTT',
    pt: 'Loto Vietnã Sul',
    en: 'Vietnam Lotto South',
    games: [{ code: 'VNMN', name: 'Mien Nam', interval: 86400, balls: 5, max: 99 }],
  },
  {
    code: 'SEA_4D',
    vassalage: 'TCG_SEA',
    gameType: 'LOTT',
    pt: 'Sudeste Asiático 4D',
    en: 'Southeast Asia 4D',
    games: [
      { code: 'SG4D', name: 'Singapore 4D', interval: 86400, balls: 4, max: 9 },
      { code: 'MY4D', name: 'Malaysia 4D', interval: 86400, balls: 4, max: 9 },
    ],
  },
  {
    code: 'LOTT_FAST',
    vassalage: 'LOTT',
    gameType: 'LOTT',
    pt: 'Loteria Rápida',
    en: 'Fast Lottery',
    games: [
      { code: 'FAST3', name: 'Fast 3', interval: 60, balls: 3, max: 6 },
      { code: 'FAST5', name: 'Fast 5', interval: 300, balls: 5, max: 9 },
    ],
  },
  {
    code: 'ELOTT_PK',
    vassalage: 'ELOTT',
    gameType: 'ELOTT',
    pt: 'E-Loteria PK10',
    en: 'E-Lottery PK10',
    games: [
      { code: 'PK10', name: 'PK10 Race', interval: 300, balls: 10, max: 10 },
      { code: 'SSC', name: 'Lucky Streak', interval: 600, balls: 5, max: 9 },
    ],
  },
];

/** In-house games; the front end hosts them by code (a launch answers no URL for them). */
export const INHOUSE_GAMES = [{ code: 'DICE', name: 'Fair Dice' }];

const WORDS_A = [
  'Fortune',
  'Golden',
  'Lucky',
  'Mega',
  'Wild',
  'Royal',
  'Dragon',
  'Mystic',
  'Super',
  'Crystal',
  'Jungle',
  'Samba',
  'Carnival',
  'Neon',
  'Pirate',
  'Tiger',
];
const WORDS_B = [
  'Tiger',
  'Ox',
  'Rabbit',
  'Gems',
  'Riches',
  'Fruits',
  'Treasure',
  'Rush',
  'Spin',
  'Queen',
  'Kingdom',
  'Safari',
  'Wolf',
  'Phoenix',
  'Bonanza',
  'Mines',
];
const LIVE_NAMES = [
  'Baccarat',
  'Roulette',
  'Blackjack',
  'Sic Bo',
  'Dragon Tiger',
  'Crazy Time',
  'Monopoly Live',
  'Lightning Dice',
  'Fan Tan',
  'Speed Baccarat',
  'Mega Ball',
  'Andar Bahar',
];
const PVP_NAMES = [
  'Texas Poker',
  'Teen Patti',
  'Rummy',
  'Truco',
  'Blackjack Duel',
  'Niu Niu',
  'Pai Gow',
  'Dou Dizhu',
  'Omaha',
  'Short Deck',
  'Fight the Landlord',
  'Domino QQ',
];
const FISH_NAMES = [
  'Ocean King',
  'Fishing Gods',
  'Mega Fishing',
  'Dragon Fishing',
  'Jackpot Fishing',
  'Happy Fishing',
  'Boom Legend',
];
const RNG_CLASSES = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'];

export interface GameSeed {
  nodeId: number;
  code: string;
  gameType: string;
  vassalage: string;
  /** the vendor's title, written as the vendor writes it and shown so in every language (never translated) */
  name: string;
  classify: string;
  isHot: 0 | 1;
  isNew: 0 | 1;
  isGame: string;
  sort: number;
}

/** @returns the full game list, deterministic. */
export function buildGames(): GameSeed[] {
  const rnd = prng(20261120);
  const games: GameSeed[] = [];
  let node = 1000;
  const used = new Set<string>();
  for (const v of VENDORS) {
    const push = (code: string, name: string, classify: string, isGame = '') => {
      const hot = rnd() < 0.15 ? 1 : 0;
      const isNew = rnd() < 0.12 ? 1 : 0;
      games.push({
        nodeId: ++node,
        code,
        gameType: v.gameType,
        vassalage: v.code,
        name,
        classify,
        isHot: hot,
        isNew,
        isGame,
        sort: games.length,
      });
    };
    if (v.gameType === 'RNG') {
      for (let i = 0; i < v.games; i++) {
        let en = '';
        do
          en = `${WORDS_A[Math.floor(rnd() * WORDS_A.length)]} ${WORDS_B[Math.floor(rnd() * WORDS_B.length)]}`;
        while (used.has(`${v.code}:${en}`));
        used.add(`${v.code}:${en}`);
        const classify = i < v.games * 0.55 ? 'SLOT' : RNG_CLASSES[i % RNG_CLASSES.length]!;
        push(`${v.code}_RNG_${String(i + 1).padStart(3, '0')}`, en, classify);
      }
    } else if (v.gameType === 'LIVE') {
      for (let i = 0; i < v.games; i++) {
        const en = `${LIVE_NAMES[i % LIVE_NAMES.length]}${i >= LIVE_NAMES.length ? ' ' + (i - LIVE_NAMES.length + 2) : ''}`;
        push(
          `${v.code}_LIVE_${String(i + 1).padStart(3, '0')}`,
          en,
          i % 3 === 0 ? 'BACCARAT' : i % 3 === 1 ? 'ROULETTE' : 'GAMESHOW',
        );
      }
    } else if (v.gameType === 'FISH') {
      for (let i = 0; i < v.games; i++) {
        const en = FISH_NAMES[(i + v.code.length) % FISH_NAMES.length]!;
        push(`${v.code}_FISH_${String(i + 1).padStart(3, '0')}`, en, 'FISH');
      }
    } else if (v.gameType === 'PVP') {
      for (let i = 0; i < v.games; i++) {
        const en = PVP_NAMES[i % PVP_NAMES.length]!;
        push(`${v.code}_PVP_${String(i + 1).padStart(3, '0')}`, en, i % 2 ? 'POKER' : 'CARD');
      }
    } else if (v.gameType === 'LOTT' || v.gameType === 'ELOTT') {
      for (const g of LOTTO_GROUPS.filter((x) => x.vassalage === v.code))
        for (const lg of g.games) push(lg.code, lg.name, g.code);
    } else if (v.gameType === 'INHOUSE') {
      for (const g of INHOUSE_GAMES) push(g.code, g.name, 'ORIGINALS');
    } else {
      // sports and e-sports vendors are one lobby tile that opens the vendor's own book
      push(`${v.code}_${v.gameType}_LOBBY`, v.name, 'LOBBY', v.code);
    }
  }
  return games;
}

export async function seedGames(db: Db): Promise<void> {
  const vendor =
    'INSERT INTO vendor (code, game_type, display_name, category, color, sort) VALUES (?, ?, ?, ?, ?, ?)';
  for (const [i, v] of VENDORS.entries()) {
    await db.run(vendor, v.code, v.gameType, v.name, v.category ?? null, v.color, i);
  }
  const game = `INSERT INTO game (node_id, game_code, game_type, vassalage, name_pt, name_en, classify, is_hot, is_new, is_game, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  for (const g of buildGames())
    await db.run(
      game,
      g.nodeId,
      g.code,
      g.gameType,
      g.vassalage,
      g.name,
      g.name,
      g.classify,
      g.isHot,
      g.isNew,
      g.isGame,
      g.sort,
    );
  const group =
    'INSERT INTO lotto_group (group_code, vassalage, game_type, name_pt, name_en, sort) VALUES (?, ?, ?, ?, ?, ?)';
  const lg =
    'INSERT INTO lotto_game (game_code, group_code, name_pt, name_en, draw_interval, balls, max_number) VALUES (?, ?, ?, ?, ?, ?, ?)';
  for (const [i, g] of LOTTO_GROUPS.entries()) {
    await db.run(group, g.code, g.vassalage, g.gameType, g.pt, g.en, i);
    for (const x of g.games) await db.run(lg, x.code, g.code, x.name, x.name, x.interval, x.balls, x.max);
  }
}
