import type { Db } from '../open-db';
import { hashPassword } from '../../domain/identity/passwords';
import { MERCHANT } from './system';
import { OPERATOR_DEFAULT_PASSWORD } from '../../domain/identity/password-policy';

/** The demo password of every seeded account (written in the root README). */
export const DEMO_PASSWORD = 'Jogo@2026';
/**
 * The tests' fixed "now" of the seed (the test template seeds with it, so their world is deterministic); a real
 * first start seeds as of the moment it runs (`seed(db, { now })`).
 */
export const SEED_NOW = Date.parse('2026-11-20T12:00:00Z');

/** What every seed step is given: the instant the demo world is created as of (its history ends there). */
export interface SeedContext {
  now: number;
}

/**
 * The demo accounts. demo_agent heads a downline of three levels; other_agent is a second, unrelated
 * team for authorization tests; backoffice_only is a non-member account that cannot log in.
 */
export const DEMO_ACCOUNTS: {
  username: string;
  type: number;
  parent: string | null;
  nickname: string;
  mobile?: string;
  email?: string;
  password?: string;
}[] = [
  {
    username: 'demo_agent',
    type: 1,
    parent: null,
    nickname: 'Agente Demo',
    mobile: '11987650001',
    email: 'agent@jogo.example',
  },
  {
    username: 'demo_player',
    type: 0,
    parent: 'demo_agent',
    nickname: 'Jogador Demo',
    mobile: '11987650002',
    email: 'player@jogo.example',
  },
  { username: 'sub_agent', type: 2, parent: 'demo_agent', nickname: 'Subagente', mobile: '11987650003' },
  { username: 'sub_player1', type: 0, parent: 'sub_agent', nickname: 'Ana', mobile: '11987650004' },
  { username: 'sub_sub_agent', type: 41, parent: 'sub_agent', nickname: 'Bruno', mobile: '11987650005' },
  { username: 'deep_player1', type: 0, parent: 'sub_sub_agent', nickname: 'Carla' },
  { username: 'deep_player2', type: 0, parent: 'sub_sub_agent', nickname: 'Diego' },
  { username: 'other_agent', type: 1, parent: null, nickname: 'Outro Agente', mobile: '11987650009' },
  { username: 'other_player', type: 0, parent: 'other_agent', nickname: 'Eva' },
  {
    username: 'default_pw_player',
    type: 0,
    parent: null,
    nickname: 'Senha Padrão',
    password: OPERATOR_DEFAULT_PASSWORD,
  },
  { username: 'backoffice_only', type: 9, parent: null, nickname: 'Back office' },
];

export async function seedMembers(db: Db, { now }: SeedContext): Promise<void> {
  const insert = `INSERT INTO member (merchant_code, username, password_hash, payment_password_hash, nickname, type, parent_id,
       mobile_num, country_dialing_code, email, language, first_time_login, password_changed_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PT', 0, ?, ?)`;
  const ids = new Map<string, number>();
  const created = new Date(now - 120 * 86400_000).toISOString();
  const demoHash = await hashPassword(DEMO_PASSWORD);
  for (const a of DEMO_ACCOUNTS) {
    const hash = a.password ? await hashPassword(a.password) : demoHash;
    const parentId = a.parent ? (ids.get(a.parent) ?? null) : null;
    const r = await db.insert(
      insert,
      MERCHANT,
      a.username,
      hash,
      demoHash,
      a.nickname,
      a.type,
      parentId,
      a.mobile ?? null,
      a.mobile ? '55' : null,
      a.email ?? null,
      created,
      created,
    );
    ids.set(a.username, Number(r));
  }
}
