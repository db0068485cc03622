import { mountStandalone } from '@jogo/shared/federation';
import { TEXTS } from './i18n';
import Standalone from './standalone';

// Standalone mount for `npm start -w @jogo/mf-promotions`: the same providers the shell gives, both routes
// of the remote and its lent pages (see standalone.tsx).
void mountStandalone(Standalone, { name: 'mf_promotions', texts: TEXTS });
