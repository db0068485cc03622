import { useEffect, useMemo, useState } from 'react';
import type DOMPurifyType from 'dompurify';

type Purify = typeof DOMPurifyType;
let purify: Promise<Purify> | null = null;
/** DOMPurify once it has loaded: HTML then renders sanitized in the first render, with no empty frame before */
let loaded: Purify | null = null;

/** DOMPurify is loaded on first use: pages that show no server HTML never download it (DESIGN.md 8). */
function loadPurify(): Promise<Purify> {
  purify ??= import('dompurify').then(
    (m) => (loaded = m.default),
    (err: unknown) => {
      purify = null; // a failed load is tried again by the next SafeHtml
      throw err;
    },
  );
  return purify;
}

/**
 * The text of server HTML, as plain text: what SafeHtml shows when the sanitizer cannot load or throws,
 * so the words stay readable and no unsanitized markup ever reaches the DOM. DOMParser runs no script.
 */
export function plainTextOf(html: string): string {
  try {
    return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  } catch {
    return html.replace(/<[^>]*>/g, ' ');
  }
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
  const now = useMemo(() => {
    if (!loaded) return null;
    try {
      return { html: sanitizeWith(loaded, html) };
    } catch {
      return { text: plainTextOf(html) };
    }
  }, [html]);
  const [clean, setClean] = useState<{ source: string; html?: string; text?: string } | null>(null);
  useEffect(() => {
    if (now !== null) return;
    let alive = true;
    sanitizeHtml(html).then(
      (out) => alive && setClean({ source: html, html: out }),
      // the sanitizer did not load (or threw): the text, never the markup
      () => alive && setClean({ source: html, text: plainTextOf(html) }),
    );
    return () => {
      alive = false;
    };
  }, [html, now]);
  const result = now ?? (clean !== null && clean.source === html ? clean : null);
  const ready = result !== null;
  useEffect(() => {
    if (ready) onRendered?.();
  }, [ready, onRendered]);
  if (result?.text !== undefined) return <div className={className}>{result.text}</div>;
  const out = result?.html;
  return out !== undefined ? (
    // The only dangerouslySetInnerHTML of the site: its input went through DOMPurify just above.
    <div className={className} dangerouslySetInnerHTML={{ __html: out }} />
  ) : (
    <div className={className} aria-busy="true" />
  );
}
