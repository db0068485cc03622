/**
 * The path the router shows, for the vitals reporter (loaded later, `./start-vitals.ts`): `RouteEffects` calls
 * `routeSeen` on every navigation; the reporter subscribes when it starts and gets the current path at once.
 */
let current: string | null = null;
let listener: ((pathname: string) => void) | null = null;

export function routeSeen(pathname: string): void {
  current = pathname;
  listener?.(pathname);
}

/** @returns a function that stops listening */
export function onRouteSeen(fn: (pathname: string) => void): () => void {
  listener = fn;
  if (current !== null) fn(current);
  return () => {
    if (listener === fn) listener = null;
  };
}
