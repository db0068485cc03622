// Async boundary: shared singletons are negotiated before React runs (DESIGN.md section 2).
// https://webpack.js.org/concepts/module-federation/#troubleshooting
import { listenForInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';

listenForInstallPrompt();
import('./bootstrap');
void registerServiceWorker();
