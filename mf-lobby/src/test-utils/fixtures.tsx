import { useState } from 'react';
import { useLocation } from '@jogo/shared/router';
import type { ModalRequest } from '@jogo/shared/bus';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- test utilities, imported by tests only
import { recordModals } from '@jogo/shared/testing';
import type { Game, GameType, GameVendor, VendorLane } from '@jogo/shared/api';

/** Test data builders and a probe showing the current URL (tests only). */
export const makeGame = (over: Partial<Game> = {}): Game => ({
  nodeId: 1001,
  gameCode: 'PG_RNG_001',
  gameType: 'RNG',
  vassalage: 'PG',
  isGame: '',
  isHot: 0,
  isNew: 0,
  displayName: 'PG Soft',
  gameName: 'Fortune Tiger',
  nodeName: 'Fortune Tiger',
  iconUrl: '/wps/assets/games/PG_RNG_001.svg',
  showIcon: '/wps/assets/games/PG_RNG_001.svg',
  gameClassify: 'SLOT',
  ...over,
});

export const makeGames = (n: number, type: GameType = 'RNG', from = 0): Game[] =>
  Array.from({ length: n }, (_, i) =>
    makeGame({
      nodeId: 2000 + from + i,
      gameCode: `G_${from + i}`,
      gameName: `Game ${from + i + 1}`,
      nodeName: `Game ${from + i + 1}`,
      gameType: type,
    }),
  );

/** A hot game numbered `nodeId` (code `G<nodeId>`, name `Game <nodeId>`), as home's lists carry them. */
export const numberedGame = (nodeId: number, over: Partial<Game> = {}): Game =>
  makeGame({
    nodeId,
    gameCode: `G${nodeId}`,
    isHot: 1,
    gameName: `Game ${nodeId}`,
    nodeName: `Game ${nodeId}`,
    iconUrl: `/wps/assets/games/G${nodeId}.svg`,
    showIcon: '',
    ...over,
  });

/** A vendor card of a lane (home's vendor sections, the lobby menu). */
export const makeVendor = (
  vassalage: string,
  gameType: GameType = 'RNG',
  displayName = vassalage,
): GameVendor => ({
  vassalage,
  gameType,
  displayName,
  lagerIcon: `/wps/assets/vendors/${vassalage}-color.svg`,
  images: { white: '', color: '', purple: '', default: '', active: '' },
  gameCount: 3,
  category: null,
});

export const rngLane: VendorLane = {
  gameCategory: 'RNG',
  title: 'Slots',
  cards: {
    PG: {
      vassalage: 'PG',
      gameType: 'RNG',
      displayName: 'PG Soft',
      lagerIcon: '',
      images: { white: '', color: '', purple: '', default: '', active: '' },
      gameCount: 36,
      category: null,
    },
  },
  gameClassify: [
    { classify: 'SLOT', title: 'Slots', vendors: ['PG'] },
    { classify: 'SC', title: 'Scratch', vendors: ['PG'] },
  ],
};

export function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{l.pathname + l.search}</output>;
}

/**
 * Records modal requests from the first render on (it subscribes while rendering, before any effect of a
 * sibling runs; `renderWithProviders` resets the bus, so a subscription made before it would be lost).
 */
export function ModalSpy({ seen }: { seen: ModalRequest[] }) {
  useState(() => recordModals((m) => seen.push(m)));
  return null;
}
