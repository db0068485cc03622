import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { DELIVERY, INITIAL_STATE, type BusEvents, type EventName } from './events';

type Channel<K extends EventName> = Subject<BusEvents[K]>;

/**
 * The typed RxJS bus. One instance per page: `@jogo/shared` is a federation singleton, so the shell
 * and every remote import this same object.
 */
export class EventBus {
  private readonly channels = new Map<EventName, Subject<unknown>>();

  private channel<K extends EventName>(name: K): Channel<K> {
    let ch = this.channels.get(name) as Channel<K> | undefined;
    if (!ch) {
      ch =
        DELIVERY[name] === 'replay-last'
          ? (new BehaviorSubject<BusEvents[K]>(INITIAL_STATE[name] as BusEvents[K]) as Channel<K>)
          : new Subject<BusEvents[K]>();
      this.channels.set(name, ch as Subject<unknown>);
    }
    return ch;
  }

  emit<K extends EventName>(name: K, payload: BusEvents[K]): void {
    this.channel(name).next(payload);
  }

  /** @returns an unsubscribe function */
  on<K extends EventName>(name: K, handler: (payload: BusEvents[K]) => void): () => void {
    const sub = this.channel(name).subscribe(handler);
    return () => sub.unsubscribe();
  }

  observe<K extends EventName>(name: K): Observable<BusEvents[K]> {
    return this.channel(name).asObservable();
  }

  /** Current value of a replay-last channel. */
  current<K extends EventName>(name: K): BusEvents[K] {
    const ch = this.channel(name);
    if (!(ch instanceof BehaviorSubject)) throw new Error(`${name} is a stream; it has no current value`);
    return ch.getValue() as BusEvents[K];
  }

  /** Tests only: back to initial values and no subscribers. */
  reset(): void {
    for (const ch of this.channels.values()) ch.complete();
    this.channels.clear();
  }
}

const GLOBAL_KEY = '__JOGO_BUS__';
type WithBus = typeof globalThis & { [GLOBAL_KEY]?: EventBus };

/**
 * The page's bus. Federation sharing already makes it one instance; the global is a guard so a remote
 * that was (mis)built without sharing still talks to the same bus instead of failing silently.
 */
export const bus: EventBus = ((globalThis as WithBus)[GLOBAL_KEY] ??= new EventBus());
