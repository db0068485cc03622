import { BehaviorSubject } from 'rxjs';

/**
 * The dialog helper of spec 9: a message dialog that can close itself after a timeout and close by a click on
 * the cover when asked (the generic modal never does). `title` and `message` are i18n keys
 * ('shell:core.guard.registerFirst') or already translated text.
 */
export interface HelperDialogOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  /** close by itself after this many ms */
  autoCloseMs?: number;
  /** close on a click outside the panel */
  closeOnCover?: boolean;
  onClose?: () => void;
}
export interface HelperDialog extends HelperDialogOptions {
  id: number;
}

export const helperDialogs$ = new BehaviorSubject<HelperDialog[]>([]);
let nextId = 1;

/** @returns a function that closes this dialog */
export function openDialog(options: HelperDialogOptions): () => void {
  const id = nextId++;
  helperDialogs$.next([...helperDialogs$.getValue(), { ...options, id }]);
  return () => closeDialog(id);
}

export function closeDialog(id: number): void {
  const list = helperDialogs$.getValue();
  const d = list.find((x) => x.id === id);
  if (!d) return;
  helperDialogs$.next(list.filter((x) => x.id !== id));
  d.onClose?.();
}
