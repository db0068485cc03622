import { mountStandalone } from '@jogo/shared/federation';
import { TEXTS } from './i18n';
import Remote from './remote';

// Standalone mount for `npm start -w @jogo/mf-lobby`: the same providers the shell gives.
void mountStandalone(Remote, { name: 'mf_lobby', texts: TEXTS });
