import type { GameType } from '@jogo/shared/api';

/** The popup game list that is open (spec 2: a tile whose isGame equals its vassalage). One per page. */
export interface PopupState {
  vassalage: string;
  gameType: GameType;
}

let current: PopupState | null = null;
const listeners = new Set<() => void>();

export const popupStore = {
  get: () => current,
  open(state: PopupState) {
    current = state;
    for (const l of listeners) l();
  },
  close() {
    current = null;
    for (const l of listeners) l();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
};
