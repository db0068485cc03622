import { api, ENDPOINTS, type FavoriteIdsValue } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';
import { refreshBalance } from './balance';
import { logout, openSession } from './session-lifecycle';

/**
 * Wires the shell's session transitions to the bus (DESIGN.md section 4: the shell owns them, remotes publish
 * intents). @returns an unsubscribe for all of them
 */
export function startSessionRuntime(): () => void {
  const offs = [
    bus.handle('session:open', openSession),
    bus.on('auth:logout-requested', ({ confirm }) => {
      if (bus.current('session:changed').status === 'guest') return;
      if (confirm) bus.emit('ui:modal-requested', { name: 'logoutConfirm' });
      else void logout();
    }),
    bus.on('wallet:balance-refresh-requested', () => void refreshBalance()),
    bus.on('data:reload-requested', ({ targets }) => {
      if (!bus.current('session:changed').token) return;
      if (targets.includes('balance')) void refreshBalance();
      if (targets.includes('favourites')) {
        api()
          .call<FavoriteIdsValue>(ENDPOINTS.favoriteGameIds)
          .then((ids) => bus.emit('favourites:changed', ids.map(String)))
          .catch(() => undefined);
      }
    }),
  ];
  return () => offs.forEach((off) => off());
}
