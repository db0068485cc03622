import type { DefaultNamespace, SharedTexts } from '@jogo/shared/i18n';
import type OwnTexts from './locales/en';

// mf-agent-centre's `t` keys are checked against its own EN texts and @jogo/shared's (`common`, the shell's).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: DefaultNamespace;
    resources: SharedTexts & typeof OwnTexts;
  }
}
