import { api, ENDPOINTS, type FavoriteToggleBody, type FavoriteToggleValue } from '@jogo/shared/api';
import type { FavouriteAction } from '../model/toggle';

/** `MCSFE_addFavoriteGameV2` / `MCSFE_removeFavoriteGameV2`: answers the favourite ids after the change. */
export function toggleFavourite(
  action: FavouriteAction,
  body: FavoriteToggleBody,
): Promise<FavoriteToggleValue> {
  return api().call<FavoriteToggleValue>(
    action === 'add' ? ENDPOINTS.addFavoriteGame : ENDPOINTS.removeFavoriteGame,
    { body },
  );
}
