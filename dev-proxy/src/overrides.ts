import type { Request, Response } from 'express';
import { REMOTES, cookieKeyFor } from './registry';

/**
 * Per-browser remote overrides (`?remote.mf_lobby=<url>` on any page), for a feature team testing its
 * local remote against the integrated site. A remote entry is script that runs on this origin with the
 * player's session, so an override is a way to run someone's code here: it works only
 *  - when dev-proxy runs with overrides enabled (`PROXY_REMOTE_OVERRIDES=1`; `npm run dev` sets it),
 *  - to an origin on the allowlist (`PROXY_OVERRIDE_ORIGINS`, comma-separated origins; default loopback
 *    only: http(s) on localhost, 127.0.0.1 and [::1], any port),
 *  - never silently: every page of a browser with an override shows a bar naming each overridden remote
 *    with a one-click reset (`/__proxy/overrides/reset`),
 * and the cookie is HttpOnly, so page script can neither read nor plant it. A cookie that does not pass
 * these rules is ignored wherever it is read.
 */
export interface OverridePolicy {
  enabled: boolean;
  /** allowed origins (`scheme://host:port`), or null for the loopback default */
  origins: string[] | null;
}

export function overridePolicyFromEnv(env: NodeJS.ProcessEnv): OverridePolicy {
  const origins = (env.PROXY_OVERRIDE_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return { enabled: env.PROXY_REMOTE_OVERRIDES === '1', origins: origins.length ? origins : null };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `url` may replace a remote's entry under this policy. */
export function isAllowedOverride(url: string, policy: OverridePolicy): boolean {
  if (!policy.enabled) return false;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (u.username || u.password || !/\.(json|js)$/.test(u.pathname)) return false;
  if (policy.origins) return policy.origins.includes(u.origin);
  return LOOPBACK_HOSTS.has(u.hostname);
}

/** @returns the valid overrides this browser's cookies ask for, by remote name */
export function overridesFrom(
  cookies: Record<string, string>,
  policy: OverridePolicy,
): Record<string, string> {
  const out: Record<string, string> = {};
  if (!policy.enabled) return out;
  for (const r of REMOTES) {
    const v = cookies[cookieKeyFor(r.name)];
    if (v && isAllowedOverride(v, policy)) out[r.name] = v;
  }
  return out;
}

const COOKIE = { sameSite: 'lax', httpOnly: true, path: '/' } as const;

/**
 * Reads `?remote.<name>=` on a page load: a valid URL sets the cookie, an empty value clears it, anything
 * else is refused (nothing set, the registry and the CSP unchanged). When something changed, the browser
 * is sent to the same page without the parameters, so the page, its CSP and the bar agree.
 * @returns whether the answer was sent (a redirect)
 */
export function applyOverrideQuery(req: Request, res: Response, policy: OverridePolicy): boolean {
  let changed = false;
  const refused: string[] = [];
  const url = new URL(req.originalUrl, 'http://x');
  for (const remote of REMOTES) {
    const key = `remote.${remote.name}`;
    const value = url.searchParams.get(key);
    if (value === null) continue;
    url.searchParams.delete(key);
    if (value === '') {
      res.clearCookie(cookieKeyFor(remote.name), COOKIE);
      changed = true;
    } else if (isAllowedOverride(value, policy)) {
      res.cookie(cookieKeyFor(remote.name), value, COOKIE);
      changed = true;
    } else refused.push(remote.name);
  }
  if (refused.length) res.setHeader('X-Jogo-Override-Refused', refused.join(','));
  if (!changed || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(302, url.pathname + url.search);
  return true;
}

/** `GET /__proxy/overrides/reset`: clears every override of this browser and goes home. */
export function resetOverrides(_req: Request, res: Response): void {
  for (const r of REMOTES) res.clearCookie(cookieKeyFor(r.name), COOKIE);
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(302, '/');
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The bar shown on every page of a browser with overrides: plain HTML with inline styles (the CSP allows
 * inline styles, not inline script) and a reset link, placed outside the shell's root element.
 */
export function overrideBarHtml(overrides: Record<string, string>): string {
  const items = Object.entries(overrides)
    .map(
      ([name, url]) =>
        `<li style="display:inline;margin-right:12px"><strong>${esc(name)}</strong> → <code>${esc(url)}</code></li>`,
    )
    .join('');
  return (
    `<div id="jogo-override-bar" role="status" aria-label="Remote overrides" style="position:fixed;left:0;right:0;bottom:0;z-index:2147483647;` +
    `background:#7a1f00;color:#fff;font:13px/1.4 system-ui,sans-serif;padding:6px 12px;display:flex;gap:12px;align-items:center;flex-wrap:wrap">` +
    `<span>Remote overrides in this browser:</span><ul style="margin:0;padding:0;list-style:none;flex:1 1 220px;min-width:0;word-break:break-all">${items}</ul>` +
    `<a href="/__proxy/overrides/reset" style="color:#fff;font-weight:700;text-decoration:underline">Reset overrides</a></div>`
  );
}

/** @returns the shell's index.html with the bar before `</body>` */
export function injectOverrideBar(html: string, overrides: Record<string, string>): string {
  const bar = overrideBarHtml(overrides);
  return html.includes('</body>') ? html.replace('</body>', `${bar}</body>`) : html + bar;
}
