import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** React view of a shell-local BehaviorSubject store. */
export function useObservable<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const sub = subject.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => subject.getValue(),
    () => subject.getValue(),
  );
}
