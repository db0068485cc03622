import type {
  AgentNoticesValue,
  AgentProfileValue,
  Downline,
  DownlineListValue,
  DownlineSort,
  RegisterDownlineBody,
} from '@jogo/shared/api';
import type { Db } from '../../db/open-db';
import { DomainError, badRequest, conflict, forbidden } from '../errors';
import { totalPages } from '../site/paging';
import type { Lang } from '../../i18n/messages';
import { pick } from '../../i18n/pick';
import { hashPassword } from '../identity/passwords';
import { isAgentType, type SessionMember } from '../identity/sessions';
import { toMajor } from '../ledger/money';
import { marketProfile } from '../market/profiles';
import { nowOf } from '../site/clock';
import { teamOf } from './contracts';
import { idList, MEMBER_PLAY_COLUMNS, type Who } from './play';
import { rollPlay } from '../../db/daily-figures';

/**
 * An agent's team: scoping (docs/gateway/design-notes.md "agent authorization": every query is limited to the caller's
 * recursive downline; a filter naming a member outside it is 403 `agent.not_downline`), the profile, the
 * agent notices, the downline list and tree, and registering a downline account.
 */

/** The agent type a new downline agent of each agent type gets (1 → 2 → 41 → 42; 42 creates none). */
const CHILD_AGENT_TYPE: Record<number, number | undefined> = { 1: 2, 2: 41, 41: 42 };

export interface Page {
  pageNo: number;
  pageSize: number;
}

export interface ReportFilters {
  startDate?: string;
  endDate?: string;
  username?: string;
  level?: number;
  gameType?: string;
  type?: string;
}

export interface Scope extends Who {
  /** member id → depth below the caller (1 = direct) */
  team: Map<number, number>;
  /** the ids the query may read */
  ids: number[];
}

export { idList };

/** @returns the team member with this username, or throws 403 when it is not in `team`. */
export async function teamMember(
  db: Db,
  agentId: number,
  team: Map<number, number>,
  username: string,
): Promise<number> {
  const m = await db.get<{ id: number }>(
    'SELECT id FROM member WHERE username = ? AND merchant_code = (SELECT merchant_code FROM member WHERE id = ?)',
    username,
    agentId,
  );
  if (!m || !team.has(m.id)) throw forbidden('agent.not_downline');
  return m.id;
}

/** The caller's team narrowed by the member and level filters. */
export async function scope(
  db: Db,
  agentId: number,
  f: { username?: string; level?: number } = {},
): Promise<Scope> {
  const team = await teamOf(db, agentId);
  const memberId = f.username ? await teamMember(db, agentId, team, f.username) : undefined;
  let ids = memberId !== undefined ? [memberId] : [...team.keys()];
  if (f.level) ids = ids.filter((id) => team.get(id) === f.level);
  return {
    team,
    ids,
    agentId,
    ...(memberId !== undefined ? { memberId } : {}),
    ...(f.level ? { level: f.level } : {}),
  };
}

/**
 * The caller's team narrowed by the member and level filters, as a `Who` without its ids (reports of whole site
 * days, which name the team by its ancestor): the member filter is checked against member_ancestor, the same 403
 * as `scope`.
 */
export async function teamWho(
  db: Db,
  agentId: number,
  f: { username?: string; level?: number } = {},
): Promise<Who> {
  let memberId: number | undefined;
  if (f.username) {
    const m = await db.get<{ id: number }>(
      `SELECT m.id FROM member m JOIN member_ancestor a ON a.member_id = m.id AND a.ancestor_id = ? AND a.depth > 0
         WHERE m.username = ? AND m.merchant_code = (SELECT merchant_code FROM member WHERE id = ?)`,
      agentId,
      f.username,
      agentId,
    );
    if (!m) throw forbidden('agent.not_downline');
    memberId = m.id;
  }
  return {
    agentId,
    ...(memberId !== undefined ? { memberId } : {}),
    ...(f.level ? { level: f.level } : {}),
  };
}

/** `GET /wps/agent/profile`: account, affiliate codes and the gateway clock. */
export async function agentProfile(db: Db, memberId: number): Promise<AgentProfileValue> {
  const row = (await db.get<{
    username: string;
    nickname: string | null;
    type: number;
  }>('SELECT username, nickname, type FROM member WHERE id = ?', memberId))!;
  const codes = await db.all<{ code: string }>(
    "SELECT code FROM invite_code WHERE member_id = ? AND kind = 'affiliate' ORDER BY created_at",
    memberId,
  );
  return {
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    canCreateAgent: CHILD_AGENT_TYPE[row.type] !== undefined,
    affiliateCodes: codes.map((c) => c.code),
    serverTime: new Date(nowOf(db)).toISOString(),
  };
}

/** The merchant's agent notices, newest first, in the request language. */
export async function agentNotices(
  db: Db,
  merchant: string,
  lang: Lang,
  page: Page,
): Promise<AgentNoticesValue> {
  const n = (await db.get<{
    n: number;
  }>('SELECT COUNT(*) AS n FROM agent_notice WHERE merchant_code = ?', merchant))!.n;
  const rows = await db.all<{
    id: number;
    title_pt: string;
    title_en: string;
    content_pt: string;
    content_en: string;
    created_at: string;
  }>(
    'SELECT * FROM agent_notice WHERE merchant_code = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    merchant,
    page.pageSize,
    (page.pageNo - 1) * page.pageSize,
  );
  return {
    content: rows.map((r) => ({
      id: r.id,
      title: pick(lang, r.title_pt, r.title_en),
      content: pick(lang, r.content_pt, r.content_en),
      createdAt: r.created_at,
    })),
    totalPages: totalPages(n, page.pageSize),
  };
}

const SORT_SQL: Record<DownlineSort, string> = {
  createdAt: 'm.created_at',
  balance: 'balance',
  totalDeposit: 'dep',
  totalBet: 'bet',
  lastLoginAt: "COALESCE(m.last_login_at, '')",
  username: 'm.username',
};
/** One page of downline members with balance, bets, deposits and child count. */
async function downlineOf(
  db: Db,
  ids: number[],
  team: Map<number, number>,
  limit: number,
  offset: number,
  sort: DownlineSort = 'createdAt',
  order: 'asc' | 'desc' = 'desc',
): Promise<Downline[]> {
  await rollPlay(db); // MEMBER_PLAY_COLUMNS reads member_day
  const rows = await db.all<{
    id: number;
    username: string;
    nickname: string | null;
    type: number;
    created_at: string;
    last_login_at: string | null;
    parent: string;
    balance: number;
    bet: number;
    pending: number;
    dep: number;
    children: number;
    excluded: number;
  }>(
    `SELECT m.id, m.username, m.nickname, m.type, m.created_at, m.last_login_at, p.username AS parent,
         COALESCE((SELECT balance FROM wallet_account w WHERE w.member_id = m.id AND w.account = 'MAIN'), 0) AS balance,
         ${MEMBER_PLAY_COLUMNS},
         COALESCE((SELECT SUM(amount) FROM ledger l WHERE l.member_id = m.id AND l.type = 'DEPOSIT'), 0) AS dep,
         (SELECT COUNT(*) FROM member c WHERE c.parent_id = m.id) AS children,
         EXISTS (SELECT 1 FROM protection_state x WHERE x.member_id = m.id AND x.exclusion_since IS NOT NULL
           AND (x.exclusion_indefinite = 1 OR x.exclusion_until > ?)) AS excluded
       FROM member m JOIN member p ON p.id = m.parent_id WHERE m.id IN (${idList(ids)})
       ORDER BY ${SORT_SQL[sort]} ${order === 'asc' ? 'ASC' : 'DESC'}, m.id LIMIT ? OFFSET ?`,
    new Date(nowOf(db)).toISOString(),
    limit,
    offset,
  );
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    nickname: r.nickname,
    type: r.type,
    isAgent: isAgentType(r.type),
    level: team.get(r.id) ?? 1,
    parentUsername: r.parent,
    balance: toMajor(r.balance),
    totalBet: toMajor(r.bet),
    pendingBet: toMajor(r.pending),
    totalDeposit: toMajor(r.dep),
    childCount: r.children,
    lastLoginAt: r.excluded ? null : r.last_login_at,
    createdAt: r.created_at,
    // self-excluded: the agent sees the state, not the member's personal details
    ...(r.excluded ? { excluded: true, nickname: null } : {}),
  }));
}

export interface DownlineFilters extends Page {
  username?: string;
  level?: number;
  /** the direct downline of this node (myself or a team member): the tree drill-down */
  parent?: string;
  sort?: DownlineSort;
  order?: 'asc' | 'desc';
}

/** `GET /wps/agent/downline`: the team (or one node's direct downline), sorted and paged. */
export async function downlineList(
  db: Db,
  me: SessionMember,
  q: DownlineFilters,
): Promise<DownlineListValue> {
  db = db.forReads(); // tolerates a replica's lag (Db.forReads)
  const { team, ids } = await scope(db, me.id, q);
  let filtered = ids;
  let parent: DownlineListValue['parent'] = null;
  if (q.parent) {
    const isMe = q.parent === me.username;
    const pid = isMe ? me.id : await teamMember(db, me.id, team, q.parent);
    const children = new Set(
      (await db.all<{ id: number }>('SELECT id FROM member WHERE parent_id = ?', pid)).map((r) => r.id),
    );
    filtered = ids.filter((id) => children.has(id));
    const up = (await db.get<{ username: string | null }>(
      'SELECT p.username FROM member m LEFT JOIN member p ON p.id = m.parent_id WHERE m.id = ?',
      pid,
    ))!;
    parent = {
      username: q.parent,
      level: isMe ? 0 : (team.get(pid) ?? 0),
      parentUsername: isMe ? null : up.username,
    };
  }
  return {
    parent,
    content: await downlineOf(db, filtered, team, q.pageSize, (q.pageNo - 1) * q.pageSize, q.sort, q.order),
    totalPages: totalPages(filtered.length, q.pageSize),
    totalCount: filtered.length,
  };
}

/**
 * Registers a direct downline account: a member (type 0) or an agent one level down (1 → 2 → 41 → 42); a new
 * agent gets an affiliate code of its own. (No rebate rate: a member's rebate is its VIP level's, README.)
 * @throws 400 `agent.password_weak`, `agent.depth_limit`; 409 `agent.username_taken`
 */
export async function registerDownline(
  db: Db,
  me: SessionMember,
  lang: Lang,
  b: RegisterDownlineBody,
): Promise<Downline> {
  if (!/[A-Za-z]/.test(b.password) || !/\d/.test(b.password)) throw badRequest('agent.password_weak');
  // a market that asks a bettor for identity, limits and the barred-player check at sign-up (BR):
  // the bettor signs up in person, through the agent's affiliate link; an agent opens sub-agent accounts only
  if (b.accountType !== 'AGENT' && (await marketProfile(db, me.merchantCode)).registration.cpf)
    throw new DomainError(403, 'market.downline_member_unavailable');
  const type = b.accountType === 'AGENT' ? CHILD_AGENT_TYPE[me.type] : 0;
  if (type === undefined) throw badRequest('agent.depth_limit');
  const hash = await hashPassword(b.password);
  const id = await db.transaction(async () => {
    if (
      await db.get(
        'SELECT 1 FROM member WHERE merchant_code = ? AND username = ?',
        me.merchantCode,
        b.username,
      )
    )
      throw conflict('agent.username_taken');
    const now = new Date(nowOf(db)).toISOString();
    const r = await db.insert(
      `INSERT INTO member (merchant_code, username, password_hash, nickname, type, parent_id, language, first_time_login, password_changed_at, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      me.merchantCode,
      b.username,
      hash,
      b.nickname?.trim() || null,
      type,
      me.id,
      lang,
      now,
      now,
    );
    const newId = Number(r);
    if (type !== 0)
      // a sub-agent gets an affiliate code of its own, so its links put new members in its team
      await db.run(
        "INSERT INTO invite_code (code, merchant_code, member_id, kind, domain, created_at) VALUES (?, ?, ?, 'affiliate', NULL, ?)",
        `${b.username.toUpperCase()}${newId}`,
        me.merchantCode,
        newId,
        now,
      );
    return newId;
  });
  return (await downlineOf(db, [id], new Map([[id, 1]]), 1, 0))[0]!;
}
