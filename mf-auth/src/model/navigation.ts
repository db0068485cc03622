import { useCallback, useContext } from 'react';
import { UNSAFE_NavigationContext } from '@jogo/shared/router';
import { bus } from '@jogo/shared/bus';

/**
 * Navigates with the router when this component sits inside one (the `/agent` route, a dialog the shell mounts
 * in its router), otherwise asks the shell over the bus. Dialogs cannot assume where the shell mounts them.
 */
export function useGo(): (to: string) => void {
  const ctx = useContext(UNSAFE_NavigationContext) as { navigator?: { push: (to: string) => void } } | null;
  const navigator = ctx?.navigator;
  return useCallback(
    (to: string) => {
      if (navigator) navigator.push(to);
      else bus.emit('ui:navigate-requested', { to });
    },
    [navigator],
  );
}
