import { mountStandalone } from '@jogo/shared/federation';
import Remote from './remote';

// Standalone mount for `npm start -w @jogo/mf-wallet`: the same providers the shell gives.
void mountStandalone(Remote);
