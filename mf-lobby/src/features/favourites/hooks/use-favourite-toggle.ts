import { useMemo, useRef } from 'react';
import { ApiError, type Game } from '@jogo/shared/api';
import { bus, useFavourites, useSession } from '@jogo/shared/bus';
import { toggleFavourite } from '../api/toggle-favourite';
import { applyFavourite, favouriteAction, favouriteId } from '../model/toggle';
import { FAVOURITE_THROTTLE_MS, throttleLeading } from '../model/throttle';

export type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

/**
 * The favourite toggle of one tile (spec 4): a guest gets the login dialog, a trial account the 'Register an
 * account first' dialog; otherwise add or remove with an
 * optimistic update of the shared `favourites:changed` store, throttled to one action per second (leading
 * call only). The server's answer (the ids after the change) replaces the optimistic list; a failure
 * puts the previous list back and shows the server's message.
 */
export function useFavouriteToggle(game: FavouriteGame): { isFavourite: boolean; toggle: () => void } {
  const ids = useFavourites();
  const session = useSession();
  const gameRef = useRef(game);
  gameRef.current = game;

  const throttled = useMemo(
    () =>
      throttleLeading(() => {
        const g = gameRef.current;
        const before = bus.current('favourites:changed');
        const action = favouriteAction(before, g.nodeId);
        bus.emit('favourites:changed', applyFavourite(before, g.nodeId, action));
        toggleFavourite(action, {
          nodeId: favouriteId(g.nodeId),
          vendor: g.vassalage,
          gameType: g.gameType,
        }).then(
          (after) => bus.emit('favourites:changed', after),
          (e: unknown) => {
            bus.emit('favourites:changed', before);
            bus.emit('ui:toast-requested', {
              kind: 'error',
              message: e instanceof ApiError ? e.message : 'common:errors.unknown',
            });
          },
        );
      }, FAVOURITE_THROTTLE_MS),
    [],
  );

  return {
    isFavourite: ids.includes(favouriteId(game.nodeId)),
    toggle: () => {
      if (session.status !== 'member' || !session.token) {
        bus.emit('ui:modal-requested', { name: 'login' });
        return;
      }
      // a trial account has no favourites (the gateway refuses): say so, with the way to register
      if (session.isTrial) {
        bus.emit('ui:modal-requested', { name: 'trialRefused', props: { reason: 'favourite' } });
        return;
      }
      throttled();
    },
  };
}
