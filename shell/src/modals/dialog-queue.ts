import { BehaviorSubject } from 'rxjs';
import type { ModalName, ModalRequest, ModalResult } from '@jogo/shared/bus';
import type { RouteDecl } from '@jogo/shared/federation';

/**
 * One dialog at a time: every request waits in this queue and only the first by priority shows.
 * 0. the mandatory password change (nothing may cover it);
 * 1. what the user asked for (login, register, a notice, help...); among these the latest asked shows first;
 * 2. the after-registration prompt;
 * 3. what the site shows by itself: the automatic announcements popup, the after-login popup.
 */
export type Priority = 0 | 1 | 2 | 3;

export function priorityOf(req: ModalRequest): Priority {
  const props = req.props ?? {};
  if (req.name === 'changePassword' && props.forced === true) return 0;
  if (req.name === 'afterRegister') return 2;
  if (req.name === 'afterLogin' || (req.name === 'announcement' && props.auto === true)) return 3;
  return 1;
}

export interface QueuedDialog {
  key: number;
  name: ModalName;
  props: Record<string, unknown>;
  priority: Priority;
  resolve: (result: ModalResult) => void;
}

let nextKey = 1;

/** The queue as a store: the modal host renders `current()` of it. */
export class DialogQueue {
  readonly entries$ = new BehaviorSubject<QueuedDialog[]>([]);

  /** Queues a request; the same dialog asked again replaces the waiting or showing one. */
  add(req: ModalRequest): Promise<ModalResult> {
    return new Promise((resolve) => {
      const list = this.entries$.getValue();
      const same = list.find((d) => d.name === req.name);
      // a forced change asked again while showing stays the same dialog (no remount, no lost input)
      if (same && same.priority === 0 && priorityOf(req) === 0) {
        const prev = same.resolve;
        same.resolve = (r) => {
          prev(r);
          resolve(r);
        };
        return;
      }
      same?.resolve({ name: same.name, outcome: 'replaced' });
      const entry: QueuedDialog = {
        key: nextKey++,
        name: req.name,
        props: req.props ?? {},
        priority: priorityOf(req),
        resolve,
      };
      this.entries$.next([...list.filter((d) => d !== same), entry]);
    });
  }

  /** Closes a dialog by key (only itself: a late close of an older dialog never closes a newer one). */
  close(key: number): void {
    const list = this.entries$.getValue();
    const entry = list.find((d) => d.key === key);
    if (!entry) return;
    this.entries$.next(list.filter((d) => d !== entry));
    entry.resolve({ name: entry.name, outcome: 'closed' });
  }

  /** Drops queued dialogs that match (member-only dialogs when the session ends). */
  drop(match: (d: QueuedDialog) => boolean): void {
    const list = this.entries$.getValue();
    for (const d of list.filter(match)) d.resolve({ name: d.name, outcome: 'closed' });
    this.entries$.next(list.filter((d) => !match(d)));
  }

  /**
   * The dialog that shows: lowest priority number; among equals the latest asked. With `holdAutomatic`
   * (`holdsAutomatic` of the page's route) what the site shows by itself waits for another page.
   */
  static current(list: readonly QueuedDialog[], { holdAutomatic = false } = {}): QueuedDialog | null {
    let best: QueuedDialog | null = null;
    for (const d of list) {
      if (holdAutomatic && d.priority === 3) continue;
      if (!best || d.priority < best.priority || (d.priority === best.priority && d.key > best.key)) best = d;
    }
    return best;
  }
}

/**
 * Pages where what the site shows by itself (priority 3: the automatic announcements popup, the after-login
 * popup) waits for another page of the session: the agent pages, which have their own layout, and
 * the pages of a player's own account (routes for a real account: the member centre and the wallet). A player
 * who opens the betting record or the deposit page from a link, a bookmark or the app icon came to do that
 * task, and an announcement over it stands between them and it; it shows, once per session per state as
 * spec 4 says, on the first page they browse next. What the player asked for and the player-protection
 * dialogs (priority 1) are never held.
 */
export function holdsAutomatic(route: Pick<RouteDecl, 'layout' | 'access'> | undefined): boolean {
  return route?.layout === 'agent' || route?.access === 'real';
}

/** The page's queue (the modal host is the one owner of `ui:modal-requested`). */
export const dialogQueue = new DialogQueue();
