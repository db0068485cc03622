/**
 * Customer service (spec 2 "Header and side menu"; spec 9 "Service popup 440x750").
 * The header, footer, side menu and status pages call `openCustomerService(csType?)` from here.
 */
import type { CustomerServiceEntry } from '@jogo/shared/api';
import { bus } from '@jogo/shared/bus';

export const CS_POPUP_WIDTH = 440;
export const CS_POPUP_HEIGHT = 750;
export const CS_WINDOW_NAME = 'jogo-customer-service';

/** The customer-service entries of the status info (settings store). */
export function customerServiceEntries(): CustomerServiceEntry[] {
  const list = bus.current('settings:changed').info?.customerService;
  return Array.isArray(list) ? (list as CustomerServiceEntry[]) : [];
}

/** @returns the entry whose csType matches, or the first entry when none does (spec 2). */
export function chooseCustomerService(
  entries: readonly CustomerServiceEntry[],
  csType?: string,
): CustomerServiceEntry | undefined {
  if (csType) {
    const wanted = csType.toUpperCase();
    const match = entries.find((e) => e.csType.toUpperCase() === wanted);
    if (match) return match;
  }
  return entries[0];
}

/**
 * The address to open: a page of the site's own origin (the gateway's chat page, `/wps/cs/chat`) is told the
 * site's language; other addresses (mailto:, a vendor's desk) open as configured.
 */
export function customerServiceUrl(path: string, language: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  if (/[?&]lang=/.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}

/** Centres the popup on the current window, where the screen allows it. */
function features(): string {
  const left = Math.max(
    0,
    Math.round((window.screenX ?? 0) + ((window.outerWidth || CS_POPUP_WIDTH) - CS_POPUP_WIDTH) / 2),
  );
  const top = Math.max(
    0,
    Math.round((window.screenY ?? 0) + ((window.outerHeight || CS_POPUP_HEIGHT) - CS_POPUP_HEIGHT) / 2),
  );
  return `popup=yes,width=${CS_POPUP_WIDTH},height=${CS_POPUP_HEIGHT},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}

/**
 * Opens customer service in a 440x750 popup window, choosing the entry by csType or the first one.
 * @returns the popup window, or null when there is no entry or the browser blocked the popup
 */
export function openCustomerService(csType?: string): Window | null {
  const entry = chooseCustomerService(customerServiceEntries(), csType);
  if (!entry) {
    bus.emit('ui:toast-requested', { kind: 'error', message: 'shell:core.customerService.unavailable' });
    return null;
  }
  const win = window.open(
    customerServiceUrl(entry.path, bus.current('language:changed')),
    CS_WINDOW_NAME,
    features(),
  );
  if (win) {
    // the service page must not be able to navigate the site (reverse tabnabbing)
    try {
      win.opener = null;
    } catch {
      /* cross-origin already: nothing to cut */
    }
  }
  return win;
}
