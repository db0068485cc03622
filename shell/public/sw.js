/* Jogo service worker: makes the site installable and keeps its static files at hand.
 *
 * - Content-hashed files (shell and remotes: `name.0123456789.js`, `assets/name.0123456789.svg`): cache first;
 *   a hashed name never changes content, so a cached copy is always right.
 * - Entry points that change on every deploy (index.html and every client route, remotes.json, remoteEntry.js,
 *   mf-manifest.json, the web app manifest): network first, the cached copy only when offline.
 * - Gateway answers (/wps, /lgw, /lotto), operator controls (/__dev, /__proxy), event streams and anything not
 *   a GET are never touched: no respondWith, so the browser fetches them as if no worker existed.
 */
const VERSION = 'jogo-v1';
const STATIC_CACHE = `${VERSION}-static`;
const PAGES_CACHE = `${VERSION}-pages`;
const NEVER = /^\/(wps|lgw|lotto|__dev|__proxy)(\/|$)/;
const HASHED = /\.[0-9a-f]{10}\.(js|css|png|svg|jpg|webp|woff2?)$/;
const ENTRY = /(\/remotes\.json|\/remoteEntry\.js|\/mf-manifest\.json|\/manifest\.json)$/;
/** every client route answers the shell's index.html: one cached copy serves them all offline */
const SHELL_PAGE = '/index.html';

self.addEventListener('install', () => {
  self.skipWaiting();
});

// No clients.claim(): the first visit's page stays uncontrolled and the next navigation is the worker's. A
// claim lands during a slow phone's first render, and Chromium then takes nothing the page fetched before from its
// memory cache: every tile picture the first view had was fetched and parsed again, holding the content back.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => !k.startsWith(`${VERSION}-`)).map((k) => caches.delete(k))),
      ),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok && res.type === 'basic') await cache.put(request, res.clone());
  return res;
}

async function networkFirst(request, key) {
  const cache = await caches.open(PAGES_CACHE);
  try {
    const res = await fetch(request);
    if (res.ok && res.type === 'basic') await cache.put(key, res.clone());
    return res;
  } catch (err) {
    const hit = await cache.match(key);
    if (hit) return hit;
    throw err;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER.test(url.pathname)) return;
  if ((request.headers.get('accept') || '').includes('text/event-stream')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SHELL_PAGE));
    return;
  }
  if (HASHED.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (ENTRY.test(url.pathname)) event.respondWith(networkFirst(request, url.pathname));
});
