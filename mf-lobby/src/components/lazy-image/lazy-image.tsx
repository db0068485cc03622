import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './lazy-image.module.css';

/** spec 9: lazy load at 10 % visibility, one retry, then the default icon */
export const LAZY_THRESHOLD = 0.1;
export const LAZY_RETRIES = 1;
/** The default icon, inline so it shows even when the asset host is down. */
export const DEFAULT_GAME_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" rx="24" fill="#1c2130"/>' +
      '<rect x="55" y="55" width="90" height="90" rx="18" fill="none" stroke="#c9a227" stroke-width="8"/>' +
      '<g fill="#c9a227"><circle cx="80" cy="80" r="8"/><circle cx="120" cy="120" r="8"/><circle cx="100" cy="100" r="8"/>' +
      '<circle cx="120" cy="80" r="8"/><circle cx="80" cy="120" r="8"/></g></svg>',
  );

/**
 * Whether this page has fetched the picture already (a lobby's first view shows the first page's tiles, their
 * pictures preloaded, before the app runs): the memory cache has it, and the app's tile shows it at its first
 * render, so the view hands over to it in one frame (shell/src/routing/first-view.tsx) instead of an empty box and a
 * second paint of the same picture after the visibility check.
 */
function fetchedAlready(src: string | null | undefined): boolean {
  if (!src || typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function')
    return false;
  try {
    return performance.getEntriesByName(new URL(src, document.baseURI).href, 'resource').length > 0;
  } catch {
    return false;
  }
}

/**
 * A tile image loaded when it scrolls into view (or at once when the page already has it). A failed load is retried once (with a cache-busting
 * query, so a transient CDN error does not stick), then the default icon shows (spec 8: missing image).
 */
export function LazyImage({
  src,
  alt,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(() => fetchedAlready(src));
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(!src);

  useEffect(() => {
    setAttempt(0);
    setFailed(!src);
  }, [src]);

  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          io.disconnect();
        }
      },
      { threshold: LAZY_THRESHOLD },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);

  // An image already here (preloaded by the page for a lobby's first tiles, or cached) shows at once: the fade is
  // for pictures that arrive while the player looks, and on the first screen it only held the largest paint back
  // by its 250 ms. Before paint, so the fade never starts.
  useLayoutEffect(() => {
    const el = ref.current;
    if (visible && el?.complete) el.style.transition = 'none';
  }, [visible]);

  const url =
    failed || !src
      ? DEFAULT_GAME_ICON
      : attempt === 0
        ? src
        : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
  return (
    <img
      ref={ref}
      className={`${styles.image} ${visible ? styles.shown : ''} ${className ?? ''}`}
      alt={alt}
      src={visible ? url : undefined}
      data-state={failed ? 'fallback' : visible ? 'loaded' : 'pending'}
      decoding="async"
      onError={() => {
        if (failed) return;
        if (attempt < LAZY_RETRIES) setAttempt((a) => a + 1);
        else setFailed(true);
      }}
    />
  );
}
