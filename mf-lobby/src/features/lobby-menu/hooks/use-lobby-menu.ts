import { useCallback, useState } from 'react';
import { useNavigate } from '@jogo/shared/router';
import { paths } from '../../../paths';
import {
  chooseMenu,
  chooseType,
  DEFAULT_LOBBY_STATE,
  type LobbyState,
  type MenuEntry,
} from '../model/lobby-menu';

/** The DOM id of the home section a list entry jumps to (the sections use the same scheme). */
export const menuTargetId = (key: string) => `home-section-${key}`;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The lobby menu's state (default game type HOME, menu HOT). A list entry (HOT, FAV, RECENT) selects it and
 * scrolls its section into view; a game type entry sets the type with the menu back to HOT, scrolls to the
 * top and opens that type's lobby (spec 2).
 */
export function useLobbyMenu() {
  const navigate = useNavigate();
  const [state, setState] = useState<LobbyState>(DEFAULT_LOBBY_STATE);

  const choose = useCallback(
    (entry: MenuEntry) => {
      const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
      if (entry.kind === 'list') {
        setState((s) => chooseMenu(s, entry.key));
        document.getElementById(menuTargetId(entry.key))?.scrollIntoView?.({ behavior, block: 'start' });
        return;
      }
      setState((s) => chooseType(s, entry.key));
      window.scrollTo({ top: 0, behavior: 'auto' });
      navigate(paths.lobby(entry.key));
    },
    [navigate],
  );

  return { state, choose };
}
