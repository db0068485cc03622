import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { createProxyApp } from '../src/app';
import { earlyScript, type EarlyCall } from '../src/hints';
import { acceptedEncodings } from '../src/static-files';

const sha = (buf: Buffer | string) => `"${crypto.createHash('sha256').update(buf).digest('base64url')}"`;

/** A gateway answer as the early script sees it: it reads every body to its end from a copy (`clone().text()`). */
const answerOf = (value: unknown) => ({
  clone: () => ({ text: () => Promise.resolve(JSON.stringify(value)) }),
});

const CHUNK = `console.log(${JSON.stringify('x'.repeat(4000))})`;

/** Writes a file with the build's brotli and gzip copies beside it (shared/build/delivery-plugins.cjs). */
function writeCompressed(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(Buffer.from(text)));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(Buffer.from(text)));
}

/** A deployment like the build's: shell with its chunk map, the lobby with manifest and chunk map. */
function fakeRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'jogo-delivery-'));
  const shell = path.join(root, 'shell', 'dist');
  writeCompressed(
    path.join(shell, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>Jogo</title><script defer src="/main.0123456789.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeCompressed(path.join(shell, 'main.0123456789.js'), CHUNK);
  writeCompressed(path.join(shell, 'no-copies.txt'), 'plain');
  fs.rmSync(path.join(shell, 'no-copies.txt.br'));
  fs.rmSync(path.join(shell, 'no-copies.txt.gz'));
  fs.writeFileSync(
    path.join(shell, 'jogo-chunks.json'),
    JSON.stringify({
      initial: ['main.0123456789.js', '11.aaaaaaaaaa.js', '12.bbbbbbbbbb.js'],
      lazy: { './locales/pt': ['477.pppppppppp.js'], './locales/en': ['924.eeeeeeeeee.js'] },
    }),
  );
  const lobby = path.join(root, 'mf-lobby', 'dist');
  writeCompressed(path.join(lobby, 'remoteEntry.js'), '/* entry */');
  writeCompressed(
    path.join(lobby, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { path: './routes', assets: { js: { sync: ['67.cccccccccc.js', 'expose.dddddddddd.js'] } } },
        // the lobby's own texts, one chunk per language (shared/build/texts.cjs)
        { path: './i18n-pt', assets: { js: { sync: ['i18n_pt.1111111111.js'] } } },
        { path: './i18n-en', assets: { js: { sync: ['i18n_en.2222222222.js'] } } },
      ],
    }),
  );
  fs.writeFileSync(
    path.join(lobby, 'jogo-chunks.json'),
    JSON.stringify({
      initial: [],
      lazy: { './routes/home': ['480.eeeeeeeeee.js'], './routes/lobby': ['752.ffffffffff.js'] },
    }),
  );
  return root;
}

describe('dev-proxy delivery', () => {
  let base: string;
  let root: string;
  let server: http.Server;
  let faults: ReturnType<typeof createProxyApp>['faults'];

  beforeAll(async () => {
    root = fakeRoot();
    const created = createProxyApp({ gatewayUrl: 'http://127.0.0.1:9', root, env: {} });
    faults = created.faults;
    await new Promise<void>((r) => {
      server = created.app.listen(0, '127.0.0.1', () => r());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());
  afterEach(() => {
    faults.remotesOff = new Set();
  });

  /** node's fetch decompresses by itself; a raw request shows the bytes on the wire */
  function raw(
    url: string,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(base + url, { headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
          );
        })
        .on('error', reject);
    });
  }

  describe('static files as a CDN serves them', () => {
    it('serves the brotli copy when the browser accepts br', async () => {
      const res = await raw('/main.0123456789.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.body).toEqual(fs.readFileSync(path.join(root, 'shell', 'dist', 'main.0123456789.js.br')));
      expect(zlib.brotliDecompressSync(res.body).toString()).toBe(CHUNK);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('serves the gzip copy when br is not accepted (or refused with q=0)', async () => {
      for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
        const res = await raw('/remotes/mf_lobby/remoteEntry.js', { 'accept-encoding': accept });
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(zlib.gunzipSync(res.body).toString()).toBe('/* entry */');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });

    it('serves the file itself without an accepted encoding, or when no copy exists', async () => {
      const res = await raw('/main.0123456789.js', {});
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(CHUNK);
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(CHUNK)));
      const plain = await raw('/no-copies.txt', { 'accept-encoding': 'br, gzip' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe('plain');
    });

    it('tags each file with its content hash and answers 304 to a matching If-None-Match', async () => {
      const identity = await raw('/main.0123456789.js');
      expect(identity.headers.etag).toBe(sha(CHUNK));
      const br = await raw('/main.0123456789.js', { 'accept-encoding': 'br' });
      expect(br.headers.etag).toBe(`${sha(CHUNK).slice(0, -1)}.br"`);
      const again = await raw('/main.0123456789.js', {
        'accept-encoding': 'br',
        'if-none-match': br.headers.etag!,
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      // another representation's tag does not match
      const other = await raw('/main.0123456789.js', {
        'accept-encoding': 'br',
        'if-none-match': sha(CHUNK),
      });
      expect(other.status).toBe(200);
    });

    it('keeps the manifest uncached and answers 404 for a missing remote file', async () => {
      const manifest = await raw('/remotes/mf_lobby/mf-manifest.json', { 'accept-encoding': 'br' });
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
      expect((await raw('/remotes/mf_lobby/nope.js')).status).toBe(404);
      // never a file outside the remote's folder
      const escape = await raw('/remotes/mf_lobby/..%2f..%2fshell%2fdist%2fmain.0123456789.js');
      expect(escape.status).toBe(404);
      expect(escape.body.toString()).not.toContain('xxxx');
    });

    it('reads Accept-Encoding with q-values and wildcards', () => {
      expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
      expect(acceptedEncodings('br;q=0, gzip;q=0.5')).toEqual(['gzip']);
      expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
      expect(acceptedEncodings('identity')).toEqual([]);
      expect(acceptedEncodings(undefined)).toEqual([]);
    });
  });

  describe('a short critical chain', () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map((m) => `${m[2]} ${m[1]}`);
    /** the route files the page's early script preloads once its calls are out (its `routeHints`) */
    const routeHints = (html: string) =>
      [...html.matchAll(/\{"href":"([^"]+)","as":"(\w+)"\}/g)].map((m) => `${m[2]} ${m[1]}`);

    it('hints home: shell chunks and registry in the page, the lobby manifest, entry and chunks from its script', async () => {
      const res = await fetch(`${base}/`);
      const html = await res.text();
      // not the registry: the early script fetches it first thing (a hint made WebKit fetch it twice)
      expect(preloads(html)).toEqual(['script /11.aaaaaaaaaa.js', 'script /12.bbbbbbbbbb.js']);
      expect(routeHints(html)).toEqual([
        'fetch /remotes/mf_lobby/mf-manifest.json',
        'script /remotes/mf_lobby/remoteEntry.js',
        'script /remotes/mf_lobby/67.cccccccccc.js',
        'script /remotes/mf_lobby/expose.dddddddddd.js',
        'script /remotes/mf_lobby/480.eeeeeeeeee.js',
      ]);
      // the page's own hints as Link headers (and 103 Early Hints); not the route's, which would take HTTP/1.1's
      // connections before the calls the largest paint waits for
      const link = res.headers.get('link')!;
      expect(link).not.toContain('/remotes.json');
      expect(link).toContain('</11.aaaaaaaaaa.js>; rel=preload; as=script');
      expect(link).not.toContain('/remotes/mf_lobby/');
      expect(html).not.toContain('752.ffffffffff.js');
    });

    it("starts home's first data and the status call with the client's headers, allowed by the CSP hash", async () => {
      const res = await fetch(`${base}/`);
      const html = await res.text();
      const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
      const hash = crypto.createHash('sha256').update(script).digest('base64');
      expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
      // run it with a recording fetch: the keys are what the shell's api client will look up
      const calls: { url: string; headers?: Record<string, string> }[] = [];
      const win: { __jogoEarly?: Record<string, Promise<unknown>> } = {};
      const storage = new Map([['lang', 'en']]);
      const preloaded: { rel?: string; as?: string; href?: string; fetchPriority?: string }[] = [];
      const banners = { success: true, value: { list: [{ url: '/wps/assets/banners/1.svg?lang=en' }] } };
      const document = {
        createElement: () => ({}),
        head: { appendChild: (link: (typeof preloaded)[number]) => preloaded.push(link) },
      };
      new Function('window', 'fetch', 'localStorage', 'document', script)(
        win,
        (url: string, init?: { headers?: Record<string, string> }) => {
          calls.push({ url, headers: init?.headers });
          return Promise.resolve(answerOf(banners));
        },
        { getItem: (k: string) => storage.get(k) ?? null },
        document,
      );
      // nothing competes with the calls for a connection before home's largest image is asked for
      expect(preloaded).toEqual([]);
      await new Promise((r) => setTimeout(r, 0));
      // that image, named by the banners call's `image` path, once its answer arrives; then the texts of the
      // stored language (EN, not PT), the shell's and the lobby's own (shipped with its release), and the lobby's
      // files (the manifest fetched as the runtime fetches it)
      expect(preloaded).toEqual([
        { rel: 'preload', as: 'image', href: '/wps/assets/banners/1.svg?lang=en', fetchPriority: 'high' },
        { rel: 'preload', as: 'script', href: '/924.eeeeeeeeee.js' },
        { rel: 'preload', as: 'script', href: '/remotes/mf_lobby/i18n_en.2222222222.js' },
        {
          rel: 'preload',
          as: 'fetch',
          href: '/remotes/mf_lobby/mf-manifest.json',
          crossOrigin: 'anonymous',
        },
        { rel: 'preload', as: 'script', href: '/remotes/mf_lobby/remoteEntry.js' },
        { rel: 'preload', as: 'script', href: '/remotes/mf_lobby/67.cccccccccc.js' },
        { rel: 'preload', as: 'script', href: '/remotes/mf_lobby/expose.dddddddddd.js' },
        { rel: 'preload', as: 'script', href: '/remotes/mf_lobby/480.eeeeeeeeee.js' },
      ]);
      expect(Object.keys(win.__jogoEarly!)).toEqual([
        'GET /remotes.json',
        'GET /wps/system/status EN COMM3',
        'GET /wps/content/banners?groupName=w_home EN COMM3',
        'GET /wps/relay/GCSGAME_hotGamesV2?merchantCode=jogo&isPlatform=2&platform=WEB&language=EN EN GAMELOHOT3',
        'GET /wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=EN EN GAMELO3',
      ]);
      expect(calls[2]).toEqual({
        url: '/wps/content/banners?groupName=w_home',
        headers: { Merchant: 'jogo', Device: 'web', Language: 'EN', ModuleId: 'COMM3' },
      });
    });

    it('preloads only a same-origin path as the early image (never another host or scheme)', async () => {
      const run = async (url: unknown) => {
        const links: { href?: string }[] = [];
        new Function(
          'window',
          'fetch',
          'localStorage',
          'document',
          earlyScript([{ path: '/a', moduleId: 'X', image: 'value.u' }], 'jogo'),
        )(
          {},
          () => Promise.resolve(answerOf({ value: { u: url } })),
          { getItem: () => null },
          { createElement: () => ({}), head: { appendChild: (l: { href?: string }) => links.push(l) } },
        );
        await new Promise((r) => setTimeout(r, 0));
        return links.map((l) => l.href);
      };
      expect(await run('/wps/assets/banners/1.svg')).toEqual(['/wps/assets/banners/1.svg']);
      expect(await run('//evil.example/x.png')).toEqual([]);
      expect(await run('https://evil.example/x.png')).toEqual([]);
      expect(await run('javascript:alert(1)')).toEqual([]);
      expect(await run(42)).toEqual([]);
    });

    it("preloads a lobby's first tile pictures from its games answer: the first `count`, same-origin only", async () => {
      const links: { as?: string; href?: string; fetchPriority?: string }[] = [];
      const games = [
        { iconUrl: '/wps/assets/games/A.svg' },
        { iconUrl: '', showIcon: '/wps/assets/games/B.svg' },
        { iconUrl: 'https://evil.example/C.svg' },
        { iconUrl: '/wps/assets/games/D.svg' },
        { iconUrl: '/wps/assets/games/E.svg' },
      ];
      new Function(
        'window',
        'fetch',
        'localStorage',
        'document',
        earlyScript(
          [
            {
              path: '/wps/relay/GCSGAME_gameList',
              moduleId: 'GAMELO3',
              images: { list: 'value.games', fields: ['iconUrl', 'showIcon'], count: 4 },
            },
          ],
          'jogo',
        ),
      )(
        {},
        () => Promise.resolve(answerOf({ value: { games } })),
        { getItem: () => null },
        { createElement: () => ({}), head: { appendChild: (l: (typeof links)[number]) => links.push(l) } },
      );
      await new Promise((r) => setTimeout(r, 0));
      expect(links).toEqual([
        { rel: 'preload', as: 'image', href: '/wps/assets/games/A.svg', fetchPriority: 'high' },
        { rel: 'preload', as: 'image', href: '/wps/assets/games/B.svg', fetchPriority: 'high' },
        { rel: 'preload', as: 'image', href: '/wps/assets/games/D.svg', fetchPriority: 'high' },
      ]);
      // E is past `count`
      expect(links.some((l) => l.href === '/wps/assets/games/E.svg')).toBe(false);
    });

    describe("the route's files, after the calls", () => {
      const HINTS = [{ href: '/remotes/mf_x/remoteEntry.js', as: 'script' as const }];
      /** runs an early script; `answer` is every call's answer. What it asked for, in order. */
      const run = (calls: EarlyCall[], answer: Promise<unknown>) => {
        const asked: string[] = [];
        new Function('window', 'fetch', 'localStorage', 'document', earlyScript(calls, 'jogo', {}, HINTS))(
          {},
          (url: string) => {
            asked.push(`fetch ${url}`);
            return answer.then((value) => answerOf(value));
          },
          { getItem: () => null },
          {
            createElement: () => ({}),
            head: { appendChild: (l: { as: string; href: string }) => asked.push(`${l.as} ${l.href}`) },
          },
        );
        return asked;
      };

      it('a route without a first-view image preloads them at once, after its calls', () => {
        const asked = run([{ path: '/a', moduleId: 'X' }], new Promise(() => {}));
        expect(asked).toEqual(['fetch /remotes.json', 'fetch /a', 'script /remotes/mf_x/remoteEntry.js']);
      });

      it('a route whose first view shows an image waits for it at most 800 ms', () => {
        jest.useFakeTimers();
        try {
          const asked = run([{ path: '/a', moduleId: 'X', image: 'value.u' }], new Promise(() => {}));
          expect(asked).toEqual(['fetch /remotes.json', 'fetch /a']);
          jest.advanceTimersByTime(799);
          expect(asked).toHaveLength(2);
          jest.advanceTimersByTime(1);
          expect(asked).toEqual(['fetch /remotes.json', 'fetch /a', 'script /remotes/mf_x/remoteEntry.js']);
        } finally {
          jest.useRealTimers();
        }
      });

      it("preloads a lent page's texts in the page's language only", () => {
        const asked: string[] = [];
        const texts = [
          { href: '/remotes/mf_w/i18n_pt.js', as: 'script' as const, lang: 'PT' as const },
          { href: '/remotes/mf_w/i18n_en.js', as: 'script' as const, lang: 'EN' as const },
        ];
        new Function('window', 'fetch', 'localStorage', 'document', earlyScript([], 'jogo', {}, texts))(
          {},
          (url: string) => {
            asked.push(`fetch ${url}`);
            return new Promise(() => {});
          },
          { getItem: (k: string) => (k === 'lang' ? 'EN' : null) },
          {
            createElement: () => ({}),
            head: { appendChild: (l: { as: string; href: string }) => asked.push(`${l.as} ${l.href}`) },
          },
        );
        expect(asked).toEqual(['fetch /remotes.json', 'script /remotes/mf_w/i18n_en.js']);
      });

      it('a failed image call does not hold them back', async () => {
        const failed = Promise.reject(new Error('offline'));
        const asked = run([{ path: '/a', moduleId: 'X', image: 'value.u' }], failed);
        await new Promise((r) => setTimeout(r, 0));
        expect(asked).toEqual(['fetch /remotes.json', 'fetch /a', 'script /remotes/mf_x/remoteEntry.js']);
      });

      it("in a page still parsing, the remote's files wait for the shell's entry script; the texts do not", async () => {
        const asked: string[] = [];
        const listeners: Record<string, () => void> = {};
        new Function(
          'window',
          'fetch',
          'localStorage',
          'document',
          earlyScript([{ path: '/a', moduleId: 'X' }], 'jogo', { PT: ['/pt.0123456789.js'] }, HINTS),
        )(
          {},
          (url: string) => {
            asked.push(`fetch ${url}`);
            return new Promise(() => {});
          },
          { getItem: () => null },
          {
            readyState: 'loading',
            addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
            createElement: () => ({}),
            head: { appendChild: (l: { as: string; href: string }) => asked.push(`${l.as} ${l.href}`) },
          },
        );
        expect(asked).toEqual(['fetch /remotes.json', 'fetch /a', 'script /pt.0123456789.js']);
        // deferred scripts run before DOMContentLoaded
        listeners.DOMContentLoaded!();
        await new Promise((r) => setTimeout(r, 0));
        expect(asked).toEqual([
          'fetch /remotes.json',
          'fetch /a',
          'script /pt.0123456789.js',
          'script /remotes/mf_x/remoteEntry.js',
        ]);
      });
    });

    it('reads every answer to its end from a copy, whether the app takes it or not', async () => {
      // an answer nobody reads stays open in Chromium for the life of the page (home → /rng: the vendors call
      // the lobby takes from sessionStorage instead); the original is left for the shell's api client
      const read: string[] = [];
      const win: { __jogoEarly?: Record<string, Promise<unknown>> } = {};
      new Function(
        'window',
        'fetch',
        'localStorage',
        'document',
        earlyScript([{ path: '/wps/relay/GCSGAME_newGameVendor', moduleId: 'GAMELO3' }], 'jogo'),
      )(
        win,
        (url: string) =>
          Promise.resolve({
            clone: () => ({
              text: () => {
                read.push(url);
                return Promise.resolve('{}');
              },
            }),
          }),
        { getItem: () => null },
        { createElement: () => ({}), head: { appendChild: () => undefined } },
      );
      await new Promise((r) => setTimeout(r, 0));
      expect(read).toEqual(['/remotes.json', '/wps/relay/GCSGAME_newGameVendor']);
      expect(Object.keys(win.__jogoEarly!)).toHaveLength(2);
    });

    it("takes a route's early calls and first screen from the deployed remote, and its files wait for that view", async () => {
      const file = path.join(root, 'mf-lobby', 'dist', 'jogo-early.json');
      fs.writeFileSync(
        file,
        JSON.stringify({
          routes: {
            '/pvp': {
              chunks: ['./routes/lobby'],
              data: [
                { path: '/wps/relay/GCSGAME_gameList', moduleId: 'GAMELO3', as: 'games', query: { x: 1 } },
              ],
              view: { PT: '<section data-fv-until="img">Cartas</section>', EN: '<section>Cards</section>' },
            },
          },
        }),
      );
      try {
        const html = await (await fetch(`${base}/pvp`)).text();
        const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
        // the shipped declaration, not the registry's (which asks for another query)
        expect(script).toContain('"as":"games","query":{"x":1}');
        expect(script).toContain(
          '"view":{"PT":"\\u003csection data-fv-until=\\"img\\">Cartas\\u003c/section>"',
        );
        expect(script).toContain('"layout":"full","access":"guest"');
        // a view paints the route before any script: the lobby's files wait for it (in the script, not the page)
        expect(preloads(html)).not.toContain('script /remotes/mf_lobby/752.ffffffffff.js');
        expect(routeHints(html)).toContain('script /remotes/mf_lobby/752.ffffffffff.js');
        expect(routeHints(html)).toContain('script /remotes/mf_lobby/remoteEntry.js');
      } finally {
        fs.rmSync(file);
      }
    });

    it("gives a route's query variants their own calls, files and view, the route itself with its `when`", async () => {
      const dist = path.join(root, 'mf-member-centre', 'dist');
      fs.mkdirSync(dist, { recursive: true });
      fs.writeFileSync(
        path.join(dist, 'mf-manifest.json'),
        JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
      );
      fs.writeFileSync(
        path.join(dist, 'jogo-chunks.json'),
        JSON.stringify({
          initial: [],
          lazy: { './pages/a': ['1.aaaaaaaaaa.js'], './pages/b': ['2.bbbbbbbbbb.js'] },
        }),
      );
      const view = (t: string) => ({ PT: `<h1>${t}</h1>`, EN: `<h1>${t}</h1>` });
      fs.writeFileSync(
        path.join(dist, 'jogo-early.json'),
        JSON.stringify({
          routes: {
            '/member': {
              when: { page: ['', 'a'] },
              chunks: ['./pages/a'],
              data: [{ path: '/wps/member/profile', moduleId: 'COMM3', auth: true }],
              view: view('A'),
            },
            '/member?page=b': { chunks: ['./pages/b'], view: view('B') },
          },
        }),
      );
      try {
        const html = await (await fetch(`${base}/member`)).text();
        const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
        const config = JSON.parse(/earlyScript\((\{[\s\S]*\})\);\}\)\(\);$/.exec(script)![1]) as {
          calls: { path: string; auth?: boolean }[];
          access: string;
          view: unknown;
          variants: {
            when: Record<string, string[]>;
            calls: { path: string }[];
            hints: { href: string }[];
          }[];
        };
        expect(config.access).toBe('real');
        expect(config.view).toBeNull();
        // the session's first reads, started when the page knows a session
        expect(config.calls.filter((c) => c.auth).map((c) => c.path)).toEqual([
          '/wps/member/info',
          '/wps/member/password/status',
        ]);
        expect(
          config.variants.map((v) => [v.when, v.calls.map((c) => c.path), v.hints.map((h) => h.href)]),
        ).toEqual([
          [{ page: ['b'] }, [], ['/remotes/mf_member_centre/2.bbbbbbbbbb.js']],
          [{ page: ['', 'a'] }, ['/wps/member/profile'], ['/remotes/mf_member_centre/1.aaaaaaaaaa.js']],
        ]);
      } finally {
        fs.rmSync(path.join(root, 'mf-member-centre'), { recursive: true });
      }
    });

    it('preloads with a variant the shared modules it names and the pages other remotes lend it', async () => {
      const dist = path.join(root, 'mf-member-centre', 'dist');
      const wallet = path.join(root, 'mf-wallet', 'dist');
      fs.mkdirSync(dist, { recursive: true });
      fs.mkdirSync(wallet, { recursive: true });
      fs.writeFileSync(
        path.join(dist, 'mf-manifest.json'),
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [],
          // one chunk webpack writes under both its ids: preloaded once
          shared: [
            {
              name: '@jogo/shared/validation',
              assets: { js: { sync: ['3.cccccccccc.js', '4.cccccccccc.js'] } },
            },
          ],
        }),
      );
      fs.writeFileSync(
        path.join(dist, 'jogo-chunks.json'),
        JSON.stringify({ initial: [], lazy: { './pages/a': ['1.aaaaaaaaaa.js'] } }),
      );
      fs.writeFileSync(
        path.join(wallet, 'mf-manifest.json'),
        JSON.stringify({
          metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
          exposes: [
            { path: './paymentPassword', assets: { js: { sync: ['expose_pp.dddddddddd.js'] } } },
            { path: './i18n-pt', assets: { js: { sync: ['i18n_pt.3333333333.js'] } } },
            { path: './i18n-en', assets: { js: { sync: ['i18n_en.4444444444.js'] } } },
          ],
        }),
      );
      fs.writeFileSync(
        path.join(dist, 'jogo-early.json'),
        JSON.stringify({
          routes: {
            '/member': {
              when: { page: [''] },
              chunks: ['./pages/a', '@jogo/shared/validation'],
              pages: ['paymentPassword'],
              view: { PT: '<h1>A</h1>', EN: '<h1>A</h1>' },
            },
          },
        }),
      );
      try {
        const html = await (await fetch(`${base}/member`)).text();
        const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
        const config = JSON.parse(/earlyScript\((\{[\s\S]*\})\);\}\)\(\);$/.exec(script)![1]) as {
          variants: { hints: { href: string; as: string; lang?: string }[] }[];
        };
        expect(config.variants[0]!.hints).toEqual([
          { href: '/remotes/mf_member_centre/1.aaaaaaaaaa.js', as: 'script' },
          { href: '/remotes/mf_member_centre/3.cccccccccc.js', as: 'script' },
          { href: '/remotes/mf_wallet/mf-manifest.json', as: 'fetch' },
          { href: '/remotes/mf_wallet/remoteEntry.js', as: 'script' },
          { href: '/remotes/mf_wallet/expose_pp.dddddddddd.js', as: 'script' },
          { href: '/remotes/mf_wallet/i18n_pt.3333333333.js', as: 'script', lang: 'PT' },
          { href: '/remotes/mf_wallet/i18n_en.4444444444.js', as: 'script', lang: 'EN' },
        ]);
      } finally {
        fs.rmSync(path.join(root, 'mf-member-centre'), { recursive: true });
        fs.rmSync(path.join(root, 'mf-wallet'), { recursive: true });
      }
    });

    it("hints a lobby route with the lobby's chunk and its first page of games", async () => {
      const html = await (await fetch(`${base}/sports`)).text();
      // no first-view image here: the app paints the lobby, so its files are hinted with the page's
      expect(preloads(html)).toContain('script /remotes/mf_lobby/752.ffffffffff.js');
      expect(preloads(html)).toContain('script /remotes/mf_lobby/remoteEntry.js');
      expect(routeHints(html)).toEqual([]);
      expect(preloads(html)).not.toContain('script /remotes/mf_lobby/480.eeeeeeeeee.js');
      expect(html).toContain('"/wps/relay/GCSGAME_gameList"');
      expect(html).toContain('"gameType":"SPORTS"');
      // its first tiles' pictures are preloaded from that answer (mf-lobby federation.config.cjs)
      expect(html).toContain('"images":{"list":"value.games","fields":["iconUrl","showIcon"],"count":6}');
      expect(html).not.toContain('banners');
    });

    it("gives a page below a route the remote's files but none of the route's own calls or first screen", async () => {
      // /promotions/12 is a promotion's detail and /favorite/RNG one type of the favourites: the route's first
      // screen there would show another page until the app replaced it
      const html = await (await fetch(`${base}/sports/more`)).text();
      expect(preloads(html)).toContain('script /remotes/mf_lobby/remoteEntry.js');
      expect(html).not.toContain('"/wps/relay/GCSGAME_gameList"');
      expect(html).not.toContain('"gameType":"SPORTS"');
      expect(preloads(html)).not.toContain('script /remotes/mf_lobby/752.ffffffffff.js');
    });

    it('follows the deployed remote: a redeployed manifest changes the hints without a restart', async () => {
      const manifestFile = path.join(root, 'mf-lobby', 'dist', 'mf-manifest.json');
      const before = fs.readFileSync(manifestFile);
      try {
        fs.writeFileSync(
          manifestFile,
          JSON.stringify({
            metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
            exposes: [{ path: './routes', assets: { js: { sync: ['99.9999999999.js'] } } }],
          }),
        );
        fs.utimesSync(manifestFile, new Date(), new Date(Date.now() + 5000));
        const html = await (await fetch(`${base}/`)).text();
        expect(routeHints(html)).toContain('script /remotes/mf_lobby/99.9999999999.js');
        expect(routeHints(html)).not.toContain('script /remotes/mf_lobby/67.cccccccccc.js');
      } finally {
        fs.writeFileSync(manifestFile, before);
        fs.utimesSync(manifestFile, new Date(), new Date(Date.now() + 10000));
      }
    });

    it('hints nothing of a remote that is switched off', async () => {
      faults.remotesOff = new Set(['mf_lobby']);
      const html = await (await fetch(`${base}/`)).text();
      expect(html).not.toContain('/remotes/mf_lobby/');
      expect(preloads(html)).toContain('script /11.aaaaaaaaaa.js');
    });

    it('serves the page compressed from its cache, with an ETag and 304', async () => {
      const first = await raw('/', { 'accept-encoding': 'br' });
      expect(first.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(first.body).toString()).toContain('id="root"');
      const again = await raw('/', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
      expect(again.status).toBe(304);
    });
  });
});
