import { takeUrlToken } from '@jogo/shared/api';
import { bus, GUEST_SESSION } from '@jogo/shared/bus';
import { mountStandalone } from '@jogo/shared/federation';
import { TEXTS } from './i18n';
import Remote from './remote';
import { WALLET_BASE } from './paths';

// Standalone mount for `npm start -w @jogo/mf-wallet` (http://localhost:3003/wallet): the same providers the
// shell gives. Without the shell nobody logs in, so a session token can be handed over once in the URL
// (`?token=`, as the shell's restore does) and is kept in this tab's sessionStorage.
const KEY = 'jogo.wallet.standalone.token';
const token = takeUrlToken() ?? sessionStorage.getItem(KEY);
if (token) {
  sessionStorage.setItem(KEY, token);
  bus.emit('session:changed', { ...GUEST_SESSION, status: 'member', token, loginType: 'restored' });
}
void mountStandalone(Remote, { basePath: WALLET_BASE, name: 'mf_wallet', texts: TEXTS });
