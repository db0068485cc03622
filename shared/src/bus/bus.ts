import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import {
  DELIVERY,
  INITIAL_STATE,
  type BusEvents,
  type CommandAnswers,
  type CommandName,
  type EventName,
} from './events';

interface Pending<C extends CommandName> {
  payload: BusEvents[C];
  resolve: (answer: CommandAnswers[C]) => void;
  reject: (error: unknown) => void;
}
type Owner<C extends CommandName> = (payload: BusEvents[C]) => CommandAnswers[C] | Promise<CommandAnswers[C]>;

type Channel<K extends EventName> = Subject<BusEvents[K]>;

/**
 * The typed RxJS bus. One instance per page: `@jogo/shared` is a federation singleton, so the shell
 * and every remote import this same object.
 */
export class EventBus {
  private readonly channels = new Map<EventName, Subject<unknown>>();
  private readonly owners = new Map<CommandName, Owner<CommandName>>();
  private readonly queues = new Map<CommandName, Pending<CommandName>[]>();
  private readonly unowned = new Subject<{ name: CommandName; payload: unknown }>();

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
    if (DELIVERY[name] === 'command') {
      // nobody waits for this answer; a refused command is the owner's to report
      this.request(name as K & CommandName, payload as BusEvents[K & CommandName]).catch(() => undefined);
      return;
    }
    this.channel(name).next(payload);
  }

  /**
   * Subscribes to a channel. On a command this only observes the requests (devtools, tests); it does not
   * answer them: the one owner does, with `bus.handle`. @returns an unsubscribe function
   */
  on<K extends EventName>(name: K, handler: (payload: BusEvents[K]) => void): () => void {
    const sub = this.channel(name).subscribe(handler);
    return () => sub.unsubscribe();
  }

  /**
   * Asks the owner of a command; resolves with its answer. Made before the owner subscribes, the request
   * waits in a queue (and `onUnowned` listeners hear of it, so the shell can route to a page that owns it).
   */
  request<C extends CommandName>(name: C, payload: BusEvents[C]): Promise<CommandAnswers[C]> {
    this.channel(name).next(payload);
    return new Promise<CommandAnswers[C]>((resolve, reject) => {
      const owner = this.owners.get(name) as Owner<C> | undefined;
      if (owner) {
        // the owner hears of it at once (as a stream subscriber would), the answer may come later
        try {
          Promise.resolve(owner(payload)).then(resolve, reject);
        } catch (e) {
          reject(e);
        }
        return;
      }
      const queue = this.queues.get(name) ?? [];
      queue.push({ payload, resolve, reject } as unknown as Pending<CommandName>);
      this.queues.set(name, queue);
      this.unowned.next({ name, payload });
    });
  }

  /**
   * Becomes the one owner of a command and takes the requests queued so far, in order.
   * @returns a function that gives the ownership up (later requests queue again)
   */
  handle<C extends CommandName>(name: C, owner: Owner<C>): () => void {
    if (this.owners.has(name)) throw new Error(`${name} already has an owner`);
    this.owners.set(name, owner as unknown as Owner<CommandName>);
    const queued = (this.queues.get(name) ?? []) as unknown as Pending<C>[];
    this.queues.delete(name);
    for (const p of queued) {
      try {
        Promise.resolve(owner(p.payload)).then(p.resolve, p.reject);
      } catch (e) {
        p.reject(e);
      }
    }
    return () => {
      if (this.owners.get(name) === (owner as unknown as Owner<CommandName>)) this.owners.delete(name);
    };
  }

  /** @returns whether a command has an owner right now */
  hasOwner(name: CommandName): boolean {
    return this.owners.has(name);
  }

  /** Hears of each request made while its command has no owner (the shell routes to a page that owns it). */
  onUnowned(handler: (e: { name: CommandName; payload: unknown }) => void): () => void {
    const sub = this.unowned.subscribe(handler);
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
    this.owners.clear();
    this.queues.clear();
  }
}

const GLOBAL_KEY = '__JOGO_BUS__';
type WithBus = typeof globalThis & { [GLOBAL_KEY]?: EventBus };

/**
 * The page's bus. Federation sharing already makes it one instance; the global is a guard so a remote
 * that was (mis)built without sharing still talks to the same bus instead of failing silently.
 */
export const bus: EventBus = ((globalThis as WithBus)[GLOBAL_KEY] ??= new EventBus());
