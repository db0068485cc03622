import { BehaviorSubject } from 'rxjs';

/**
 * The page loader (full-screen spinner) of long shell actions such as logout. A counter, so two overlapping
 * actions do not hide each other's loader; a navigation that changes the route name hides it (spec 2).
 */
const count$ = new BehaviorSubject(0);

export const loaderVisible$ = count$;

export function showLoader(): void {
  count$.next(count$.getValue() + 1);
}

export function hideLoader(): void {
  count$.next(Math.max(0, count$.getValue() - 1));
}

export function resetLoader(): void {
  count$.next(0);
}
