import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML (announcements, help) sanitized with DOMPurify before it reaches the DOM. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], ADD_ATTR: ['target'] });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The only dangerouslySetInnerHTML of the site: its input went through DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
