import { bus } from '@jogo/shared/bus';
import { openCustomerService } from '../customer-service/customer-service';
import { refreshBalance } from './balance';
import { logout, openSession } from './session-lifecycle';

/**
 * Wires the shell's session transitions, and the intents the shell owns for every app (customer service), to
 * the bus (DESIGN.md section 4: the shell owns them, remotes publish intents). @returns an unsubscribe for all
 * of them
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
    bus.on('ui:customer-service-requested', ({ csType }) => void openCustomerService(csType)),
    // Favourite ids have no reload request: the session lifecycle loads them on login and clears them on
    // logout, and whoever changes them on the gateway (a tile's toggle, the favourites page's answer) emits
    // the new list on `favourites:changed` itself. One writer per change, and no refetch of what it knows.
  ];
  return () => offs.forEach((off) => off());
}
