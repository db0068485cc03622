import type { Lang } from './messages';

/** @returns the Portuguese or the English one of two values, by the request language. */
export const pick = <T>(lang: Lang, pt: T, en: T): T => (lang === 'EN' ? en : pt);
