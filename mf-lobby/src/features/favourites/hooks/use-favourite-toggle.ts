import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { ApiError, type Game } from '@jogo/shared/api';
import { bus, useSession } from '@jogo/shared/bus';
import { afterNextFrame } from '@jogo/shared/ui';
import { toggleFavourite } from '../api/toggle-favourite';
import { applyFavourite, favouriteAction, favouriteId } from '../model/toggle';
import { FAVOURITE_THROTTLE_MS, throttleLeading } from '../model/throttle';

export type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

const onFavourites = (onChange: () => void) => bus.on('favourites:changed', onChange);

/**
 * Whether one game is a favourite: a boolean of the shared `favourites:changed` store, so a toggle renders the
 * tile whose heart changed, not every tile of the page (no slow tap: all fifteen tiles of a lobby page
 * rendered again, twice, for one heart).
 */
export function useIsFavourite(nodeId: number | string): boolean {
  const id = favouriteId(nodeId);
  const get = useCallback(() => bus.current('favourites:changed').includes(id), [id]);
  return useSyncExternalStore(onFavourites, get, get);
}

/**
 * The favourite toggle of one tile (spec 4): a guest gets the login dialog, a trial account the 'Register an
 * account first' dialog; otherwise add or remove with an
 * optimistic update of the shared `favourites:changed` store, throttled to one action per second (leading
 * call only). The server's answer (the ids after the change) replaces the optimistic list; a failure
 * puts the previous list back and shows the server's message. The request starts after the frame that shows
 * the new heart.
 */
export function useFavouriteToggle(game: FavouriteGame): { isFavourite: boolean; toggle: () => void } {
  const isFavourite = useIsFavourite(game.nodeId);
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
        afterNextFrame(() =>
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
          ),
        );
      }, FAVOURITE_THROTTLE_MS),
    [],
  );

  return {
    isFavourite,
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
