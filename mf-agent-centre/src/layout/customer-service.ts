import type { CustomerServiceEntry } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';

/**
 * Customer service from the agent centre, the way the shell's header opens it (spec 2: a 440x750 popup,
 * the entry by csType or the first one). The shell keeps its own copy in shell/src/customer-service; a
 * remote may not import the shell, and the bus has no command for it yet.
 */
export function openCustomerService(csType?: string): void {
  const list = bus.current('settings:changed').info?.customerService;
  const entries = Array.isArray(list) ? (list as CustomerServiceEntry[]) : [];
  const wanted = csType?.toUpperCase();
  const entry = entries.find((e) => wanted && e.csType.toUpperCase() === wanted) ?? entries[0];
  if (!entry) {
    bus.emit('ui:toast-requested', { kind: 'error', message: 'agent:layout.csUnavailable' });
    return;
  }
  const win = window.open(
    entry.path,
    'jogo-customer-service',
    'popup=yes,width=440,height=750,scrollbars=yes',
  );
  if (win) win.opener = null;
}
