/* No React here: the shell's entry imports this before its async boundary (index.ts). */

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unavailable' | 'available' | 'installed';

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/**
 * Keeps the browser's install offer for later: Chromium fires `beforeinstallprompt` once, early, whatever page is
 * showing, so the shell listens from boot and /down's button shows it when the user asks.
 */
export function listenForInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    deferred = e as InstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    notify();
  });
}

function current(): InstallState {
  const standalone =
    typeof window !== 'undefined' && !!window.matchMedia?.('(display-mode: standalone)').matches;
  if (installed || standalone) return 'installed';
  return deferred ? 'available' : 'unavailable';
}

/** Shows the browser's install dialog; @returns whether the user accepted (false when no offer is kept). */
export async function promptInstall(): Promise<boolean> {
  const e = deferred;
  if (!e) return false;
  deferred = null;
  notify();
  await e.prompt();
  const { outcome } = await e.userChoice;
  if (outcome === 'accepted') installed = true;
  notify();
  return outcome === 'accepted';
}

/** Subscribe to changes of the install state. @returns the unsubscribe */
export function onInstallStateChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export { current as installState };
