import { useEffect, useState } from 'react';
import type DOMPurifyType from 'dompurify';

type Purify = typeof DOMPurifyType;
let purify: Promise<Purify> | null = null;

/** DOMPurify is loaded on first use: pages that show no server HTML never download it (DESIGN.md 8). */
function loadPurify(): Promise<Purify> {
  purify ??= import('dompurify').then((m) => m.default);
  return purify;
}

/** Server HTML (announcements, help) sanitized with DOMPurify before it reaches the DOM. */
export async function sanitizeHtml(html: string): Promise<string> {
  const DOMPurify = await loadPurify();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    ADD_ATTR: ['target'],
  });
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
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let alive = true;
    void sanitizeHtml(html).then((out) => alive && setClean({ source: html, html: out }));
    return () => {
      alive = false;
    };
  }, [html]);
  const ready = clean !== null && clean.source === html;
  useEffect(() => {
    if (ready) onRendered?.();
  }, [ready, onRendered]);
  return ready ? (
    // The only dangerouslySetInnerHTML of the site: its input went through DOMPurify just above.
    <div className={className} dangerouslySetInnerHTML={{ __html: clean.html }} />
  ) : (
    <div className={className} aria-busy="true" />
  );
}
