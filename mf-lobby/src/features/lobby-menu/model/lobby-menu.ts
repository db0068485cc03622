import type { GameType } from '@jogo/shared/api';

/** spec 9: the default game type and menu of the lobby */
export const DEFAULT_GAME_TYPE = 'HOME';
export const DEFAULT_MENU = 'HOT';

/** A menu entry either jumps to a list on the page (HOT, FAV, RECENT) or chooses a game type (its lobby). */
export type MenuEntry = { key: 'HOT' | 'FAV' | 'RECENT'; kind: 'list' } | { key: GameType; kind: 'type' };

export interface LobbyState {
  gameType: GameType | typeof DEFAULT_GAME_TYPE;
  menu: string;
}
export const DEFAULT_LOBBY_STATE: LobbyState = { gameType: DEFAULT_GAME_TYPE, menu: DEFAULT_MENU };

export interface MenuInput {
  /** the vendor categories (lane game types) in the gateway's navigation order */
  categories: readonly GameType[];
  loggedIn: boolean;
  hasRecent: boolean;
}

/**
 * The lobby side menu (spec 2, "Home"): HOT, FAV (logged in only), one entry per vendor category,
 * INHOUSE, RECENT (only when logged in and recent games exist).
 */
export function lobbyMenuEntries({ categories, loggedIn, hasRecent }: MenuInput): MenuEntry[] {
  const entries: MenuEntry[] = [{ key: 'HOT', kind: 'list' }];
  if (loggedIn) entries.push({ key: 'FAV', kind: 'list' });
  const seen = new Set<GameType>();
  for (const type of categories) {
    if (type === 'INHOUSE' || seen.has(type)) continue;
    seen.add(type);
    entries.push({ key: type, kind: 'type' });
  }
  entries.push({ key: 'INHOUSE', kind: 'type' });
  if (loggedIn && hasRecent) entries.push({ key: 'RECENT', kind: 'list' });
  return entries;
}

/** Choosing a game type resets the menu to HOT (spec 2); the caller also scrolls to the top. */
export function chooseType(_state: LobbyState, gameType: LobbyState['gameType']): LobbyState {
  return { gameType, menu: DEFAULT_MENU };
}

/** Choosing a list entry keeps the game type. */
export function chooseMenu(state: LobbyState, menu: string): LobbyState {
  return { ...state, menu };
}
