import type { DefaultNamespace, SharedTexts } from '@jogo/shared/i18n';

// The shell's `t` keys are checked against @jogo/shared's EN texts, which hold the shell's namespaces.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: DefaultNamespace;
    resources: SharedTexts;
  }
}
