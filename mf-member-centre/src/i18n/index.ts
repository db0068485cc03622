import type { StandaloneTexts } from '@jogo/shared/federation';

/**
 * mf-member-centre's own texts per language, for its standalone mount. Hosted, the shell loads the same files through the
 * remote's `./i18n-<lang>` exposes (shared/build/texts.cjs), from the release it loads the remote from.
 */
export const TEXTS: StandaloneTexts = {
  PT: () => import('./locales/pt'),
  EN: () => import('./locales/en'),
};
