import { useCallback, useState } from 'react';
import { useAbsoluteNavigation } from '@jogo/shared/router';
import { ApiError } from '@jogo/shared/api';
import { bus, useLanguage, useSession } from '@jogo/shared/bus';
import { launchGame } from '../api/launch-game';
import { launchStep, vendorRoute, type LaunchGame, type LaunchVendor } from '../model/launch-route';
import { popupStore } from '../model/popup-store';
import { paths } from '../../../paths';

/** `/seamless` frames a vendor page; in-house games answer their own front-end route (paths.launched). */
export const seamlessTarget = paths.launched;

/**
 * Play clicks and vendor cards (spec 2 "Launching a game"). The routing table is the pure `launchStep`;
 * this hook performs its outcome: dialogs through the bus, navigation, or `launchGame` (which reloads the
 * recent lists) then `/seamless`.
 */
export function useLaunch() {
  const session = useSession();
  const language = useLanguage();
  // not useNavigate: it renders its component again on every location change, and every tile of a lobby holds
  // this hook (a lobby's next page rendered every tile of the old page once more). Every launch target
  // is an absolute path (`launch-route.ts`, `paths.ts`).
  const { go: navigate } = useAbsoluteNavigation();
  const [busyCode, setBusyCode] = useState<string | null>(null);

  const start = useCallback(
    async (game: Pick<LaunchGame, 'gameCode'> & Partial<LaunchGame>) => {
      setBusyCode(game.gameCode);
      try {
        const value = await launchGame({
          gameCode: game.gameCode,
          gameType: game.gameType,
          vassalage: game.vassalage,
          device: 'web',
          language,
          backUrl: window.location.pathname + window.location.search,
        });
        popupStore.close();
        navigate(seamlessTarget(value));
      } catch (e) {
        bus.emit('ui:toast-requested', {
          kind: 'error',
          message: e instanceof ApiError ? e.message : 'common:errors.unknown',
        });
      } finally {
        setBusyCode(null);
      }
    },
    [language, navigate],
  );

  const launch = useCallback(
    (game: LaunchGame, options: { direct?: boolean } = {}) => {
      const step = launchStep(game, {
        loggedIn: session.status === 'member' && !!session.token,
        isTrial: session.isTrial,
      });
      switch (step.kind) {
        case 'login':
          bus.emit('ui:modal-requested', { name: 'login' });
          return;
        case 'trialRefused':
          bus.emit('ui:modal-requested', { name: 'trialRefused' });
          return;
        case 'navigate':
          navigate(step.to);
          return;
        case 'popup':
          // inside the popup the same tile starts the game itself
          if (options.direct) void start(game);
          else popupStore.open({ vassalage: step.vassalage, gameType: step.gameType });
          return;
        case 'start':
          void start(game);
      }
    },
    [session.status, session.token, session.isTrial, navigate, start],
  );

  /**
   * A game known only by its code (a banner whose linkage is GAME): login first, trial accounts refused, then
   * started like a tile's (the gateway knows its type).
   */
  const launchCode = useCallback(
    (gameCode: string) => {
      if (session.status !== 'member' || !session.token) bus.emit('ui:modal-requested', { name: 'login' });
      else if (session.isTrial) bus.emit('ui:modal-requested', { name: 'trialRefused' });
      else void start({ gameCode });
    },
    [session.status, session.token, session.isTrial, start],
  );

  const launchVendor = useCallback((vendor: LaunchVendor) => navigate(vendorRoute(vendor)), [navigate]);

  return { launch, launchCode, launchVendor, busyCode };
}
