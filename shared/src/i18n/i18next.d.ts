import type { DefaultNamespace, SharedTexts } from './texts';

// The keys of @jogo/shared's own `t` calls are checked against its EN texts (a remote's own file adds its namespaces).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: DefaultNamespace;
    resources: SharedTexts;
  }
}
