import { mountStandalone } from '@jogo/shared/federation';
import { TEXTS } from './i18n';
import Remote from './remote';

// Standalone mount for `npm start -w @jogo/mf-agent-centre`: the same providers the shell gives.
void mountStandalone(Remote, { name: 'mf_agent_centre', texts: TEXTS });
