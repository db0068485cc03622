import { useEffect, useMemo, useState } from 'react';
import type DOMPurifyType from 'dompurify';

type Purify = typeof DOMPurifyType;
let purify: Promise<Purify> | null = null;
/** DOMPurify once it has loaded: HTML then renders sanitized in the first render, with no empty frame before */
let loaded: Purify | null = null;

/** DOMPurify is loaded on first use: pages that show no server HTML never download it (DESIGN.md 8). */
function loadPurify(): Promise<Purify> {
  purify ??= import('dompurify').then((m) => (loaded = m.default));
  return purify;
}

/**
 * Loads the sanitizer ahead of showing server HTML, so a dialog that opens with it has its final size at once (a
 * panel that grew when its HTML arrived moved on screen: a layout shift).
 */
export function preloadSanitizer(): Promise<void> {
  return loadPurify().then(() => undefined);
}

const sanitizeWith = (DOMPurify: Purify, html: string) =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    ADD_ATTR: ['target'],
  });

/** Server HTML (announcements, help) sanitized with DOMPurify before it reaches the DOM. */
export async function sanitizeHtml(html: string): Promise<string> {
  return sanitizeWith(await loadPurify(), html);
}

/**
 * Renders sanitized server HTML. Nothing unsanitized is ever rendered: until the sanitizer has run, the
 * element is empty and marked busy.
 */
export function SafeHtml({
  html,
  className,
  onRendered,
}: {
  html: string;
  className?: string;
  onRendered?: () => void;
}) {
  // sanitized right here when DOMPurify is already loaded, else once it has loaded
  const now = useMemo(() => (loaded ? sanitizeWith(loaded, html) : null), [html]);
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (now !== null) return;
    let alive = true;
    void sanitizeHtml(html).then((out) => alive && setClean({ source: html, html: out }));
    return () => {
      alive = false;
    };
  }, [html, now]);
  const out = now ?? (clean !== null && clean.source === html ? clean.html : null);
  const ready = out !== null;
  useEffect(() => {
    if (ready) onRendered?.();
  }, [ready, onRendered]);
  return ready ? (
    // The only dangerouslySetInnerHTML of the site: its input went through DOMPurify just above.
    <div className={className} dangerouslySetInnerHTML={{ __html: out }} />
  ) : (
    <div className={className} aria-busy="true" />
  );
}
