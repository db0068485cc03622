/**
 * Takes a login handed over in the URL (`?token=`, e.g. from the agent domain or an app) and removes it from
 * the address bar at once, so it is not bookmarked, shared or sent as a Referer. The one reader of the hand-over:
 * the shell's session restore and a remote's standalone page (mf-wallet's bootstrap) both use it.
 * @returns the token from the URL, or null
 */
export function takeUrlToken(loc: Location = window.location, hist: History = window.history): string | null {
  const params = new URLSearchParams(loc.search);
  const token = params.get('token');
  if (!token) return null;
  params.delete('token');
  const qs = params.toString();
  hist.replaceState(hist.state, '', `${loc.pathname}${qs ? `?${qs}` : ''}${loc.hash}`);
  return token;
}
