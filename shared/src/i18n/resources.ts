import { PT } from './locales/pt';
import { EN } from './locales/en';

/** One namespace per owning package (STYLE.md section 3). */
export const NAMESPACES = [
  'common',
  'shell',
  'auth',
  'lobby',
  'wallet',
  'member',
  'agent',
  'promotions',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Both languages at once: for tests and tooling only. The page loads one language at a time
 * (see `ensureLanguage` in index.ts), so importing this from shipped code would double the text bytes.
 */
export const RESOURCES = { pt: PT, en: EN } as const;
