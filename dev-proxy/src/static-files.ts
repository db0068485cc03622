import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/**
 * Static files as a CDN serves them. The build writes `x.br` and `x.gz` beside each text file
 * (shared/build/delivery-plugins.cjs); this serves the copy the browser accepts, else the file itself, with no
 * compression work per request. `Vary: Accept-Encoding`; the ETag is the content hash (the file's sha256, with
 * `.br` / `.gzip` appended for a compressed copy, so each representation has its own strong tag), and a
 * matching If-None-Match answers 304.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz', identity: '' };

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

export const contentTypeOf = (file: string) =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The encodings a request accepts, best first (`br` before `gzip`), from its Accept-Encoding: a coding with
 * `q=0` is refused, `*` accepts both.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const ok = (name: string) => (q.get(name) ?? (q.has('*') ? (q.get('*') ?? 0) : 0)) > 0;
  return (['br', 'gzip'] as const).filter(ok);
}

/** Strong ETags by file and representation, computed once per file version (mtime and size). */
const tags = new Map<string, { mtimeMs: number; size: number; tag: string }>();

/** `"<sha256 base64url>"` of a file's bytes, cached while the file does not change. */
export function etagOf(file: string, stat: fs.Stats): string {
  const known = tags.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.tag;
  const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64url');
  const tag = `"${hash}"`;
  tags.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, tag });
  return tag;
}

/** True when If-None-Match names this tag (or `*`); weak prefixes compare equal (RFC 9110 13.1.2). */
export function notModified(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === tag);
}

const statOf = (file: string): fs.Stats | null => {
  try {
    const s = fs.statSync(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
};

export interface Representation {
  file: string;
  encoding: Encoding;
  stat: fs.Stats;
  /** the uncompressed file's stat */
  source: fs.Stats;
}

/** The best precompressed copy of `file` the request accepts, else the file. */
export function pickRepresentation(file: string, acceptEncoding: string | undefined): Representation | null {
  const stat = statOf(file);
  if (!stat) return null;
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const copy = statOf(file + SUFFIX[encoding]);
    if (copy) return { file: file + SUFFIX[encoding], encoding, stat: copy, source: stat };
  }
  return { file, encoding: 'identity', stat, source: stat };
}

/**
 * Sends one file (GET or HEAD) with its precompressed copy, content type, ETag, Vary and the given
 * Cache-Control; 304 when the browser already has it.
 */
export function sendFile(req: Request, res: Response, file: string, cacheControl: string): boolean {
  const rep = pickRepresentation(file, req.headers['accept-encoding']);
  if (!rep) return false;
  const hash = etagOf(file, rep.source);
  const tag = rep.encoding === 'identity' ? hash : `${hash.slice(0, -1)}.${rep.encoding}"`;
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', tag);
  if (notModified(req.headers['if-none-match'], tag)) {
    res.status(304).end();
    return true;
  }
  res.setHeader('Content-Type', contentTypeOf(file));
  if (rep.encoding !== 'identity') res.setHeader('Content-Encoding', rep.encoding);
  res.setHeader('Content-Length', String(rep.stat.size));
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  fs.createReadStream(rep.file)
    .on('error', () => res.destroy())
    .pipe(res);
  return true;
}

/**
 * Middleware serving the files under `dir`. `fallthrough`: a missing file goes to the next handler (the
 * shell's client routes), else 404. Paths are resolved inside `dir` only; dotfiles are never served.
 */
export function staticFiles(
  dir: string,
  options: { fallthrough: boolean; cacheControlFor: (file: string) => string },
) {
  const rootDir = path.resolve(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (options.fallthrough) return next();
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).end();
      return;
    }
    let rel: string;
    try {
      rel = decodeURIComponent(req.path);
    } catch {
      res.status(400).type('text').send('Bad request.');
      return;
    }
    const file = path.resolve(rootDir, `.${path.posix.normalize(`/${rel}`)}`);
    const inside = file.startsWith(rootDir + path.sep);
    const hidden = rel.split('/').some((seg) => seg.startsWith('.'));
    if (inside && !hidden && sendFile(req, res, file, options.cacheControlFor(file))) return;
    if (options.fallthrough) return next();
    res.status(404).setHeader('Cache-Control', 'no-store');
    res.type('text').send('Not found.');
  };
}
