/**
 * Uncaught errors (and areas that failed on screen) before the vitals reporter has loaded (it loads after the first paint): kept with the path they
 * happened on, at most 10, and handed over by `takeEarlyErrors`, which stops listening. A few hundred bytes in the
 * entry instead of the reporter and web-vitals.
 */
const seen: { pathname: string }[] = [];
const keep = () => {
  if (seen.length < 10) seen.push({ pathname: window.location.pathname });
};

/** The shared federation's AREA_ERROR_EVENT (a remote that failed to load, a render error a boundary caught). */
export const AREA_ERROR = 'jogo:area-error';

export function listenForEarlyErrors(target: Window = window): void {
  target.addEventListener('error', keep);
  target.addEventListener('unhandledrejection', keep);
  target.addEventListener(AREA_ERROR, keep);
}

/** @returns the errors seen so far (their paths); later ones are the reporter's */
export function takeEarlyErrors(target: Window = window): { pathname: string }[] {
  target.removeEventListener('error', keep);
  target.removeEventListener('unhandledrejection', keep);
  target.removeEventListener(AREA_ERROR, keep);
  return seen.splice(0);
}
