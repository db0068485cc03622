// The answers the front-end reads, field by field. Each shape lists EVERY field of its contract type
// (`Shape<T>` is a mapped type over `keyof T`): a field added to or renamed in shared/src/contract/types/ fails the
// typecheck here until the kit checks it too, so the kit cannot drift from what the front-end reads.
import type { Game, GameListValue, SystemStatus, SystemStatusInfo } from '@jogo/shared/api';

/** A JSON type as the kit checks it; `?` suffix: may be absent; `|null`: may be null. */
export type FieldType =
  | 'string'
  | 'number'
  | 'boolean'
  | 'object'
  | 'array'
  | 'string|null'
  | 'number|null'
  | 'string?'
  | 'object?';

/** Every field of `T` with the JSON type the front-end expects. */
export type Shape<T> = { [K in keyof Required<T>]: FieldType };

export const STATUS: Shape<SystemStatus> = {
  status: 'number',
  endTime: 'string|null',
  maintenanceInfo: 'string|null',
  ip: 'string',
  info: 'object',
};

export const STATUS_INFO: Shape<SystemStatusInfo> = {
  maintenance: 'boolean',
  regionRestriction: 'boolean',
  location: 'object',
  customerService: 'array',
  domainRoute: 'array',
  resources: 'object',
  whitelabel: 'array',
  register: 'object',
  mainDomain: 'string',
  analytics: 'object',
  imageCdns: 'array',
  launchCdns: 'array',
  social: 'object',
  currencySymbol: 'string',
  currency: 'string',
  merchantCode: 'string',
  companyName: 'string',
  legalEmail: 'string',
  languages: 'array',
  defaultLanguage: 'string',
  timeZone: 'string',
  market: 'object',
};

export const GAME_LIST: Shape<GameListValue> = {
  games: 'array',
  totalPages: 'number',
  totalCount: 'number',
  pageNo: 'number',
};

/** the fields of a game tile the lobby reads (game-tile.tsx); the others are optional in the contract */
export const GAME: Partial<Shape<Game>> = {
  nodeId: 'number',
  gameCode: 'string',
  gameType: 'string',
  vassalage: 'string',
  gameName: 'string',
  iconUrl: 'string',
};

const typeOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** @returns one line per field of `shape` that `value` lacks or has with another JSON type */
export function shapeProblems(
  where: string,
  value: unknown,
  shape: Record<string, FieldType | undefined>,
): string[] {
  if (typeOf(value) !== 'object') return [`${where}: expected an object, got ${typeOf(value)}`];
  const obj = value as Record<string, unknown>;
  const out: string[] = [];
  for (const [field, expected] of Object.entries(shape)) {
    if (!expected) continue;
    const optional = expected.endsWith('?');
    const allowed = expected.replace('?', '').split('|');
    if (!(field in obj) || obj[field] === undefined) {
      if (!optional) out.push(`${where}.${field}: missing (expected ${expected})`);
      continue;
    }
    const actual = typeOf(obj[field]);
    if (!allowed.includes(actual)) out.push(`${where}.${field}: expected ${expected}, got ${actual}`);
  }
  return out;
}
