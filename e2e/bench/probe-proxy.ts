/**
 * A loopback proxy in front of the bench's site, for engines the bench cannot give an init script (WebKitGTK's
 * classic WebDriver): it inlines the probe scripts at the top of each page (after `<meta charset>`, before the
 * page's early script), adds their hash to the page's Content-Security-Policy, passes 103 Early Hints on, and
 * counts the requests it forwards per path, and pictures (`/wps/assets/…`) also per whole URL (how often
 * /remotes.json or one banner picture was fetched).
 */
import crypto from 'node:crypto';
import http from 'node:http';

export interface ProbeProxy {
  origin: string;
  /** requests forwarded since the last reset, by path (no query); pictures also by path and query */
  counts(): Map<string, number>;
  reset(): void;
  close(): Promise<void>;
}

export async function startProbeProxy(port: number, target: string, probe: string): Promise<ProbeProxy> {
  const tag = `<script>${probe}</script>`;
  const hash = `'sha256-${crypto.createHash('sha256').update(probe).digest('base64')}'`;
  const to = new URL(target);
  let counts = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
    // pictures by their whole URL too (a banner per language): the same picture fetched again shows here
    if (url.pathname.startsWith('/wps/assets/') && url.search) {
      const whole = url.pathname + url.search;
      counts.set(whole, (counts.get(whole) ?? 0) + 1);
    }
    const page = (req.headers.accept ?? '').includes('text/html');
    const headers = { ...req.headers };
    // the page is rewritten here: ask for it uncompressed
    if (page) delete headers['accept-encoding'];
    const up = http.request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!page || !type.includes('text/html')) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<meta charset[^>]*>/i, (m) => m + tag);
          const out = { ...answer.headers };
          const csp = out['content-security-policy'];
          if (typeof csp === 'string')
            out['content-security-policy'] = csp.replace(/script-src/, `script-src ${hash}`);
          delete out['content-length'];
          delete out.etag;
          res.writeHead(answer.statusCode ?? 502, out);
          res.end(html);
        });
      },
    );
    up.on('information', (info) => {
      if (info.statusCode !== 103 || !info.headers.link) return;
      const link = info.headers.link;
      const links = (Array.isArray(link) ? link : [link]).flatMap((l) => l.split(/,\s*(?=<)/));
      try {
        res.writeEarlyHints({ link: links });
      } catch {
        // a hint Node will not write (its format check): the page's own Link header still has it
      }
    });
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    counts: () => counts,
    reset: () => {
      counts = new Map();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
