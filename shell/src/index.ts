// Async boundary: shared singletons are negotiated before React runs (DESIGN.md section 2).
// https://webpack.js.org/concepts/module-federation/#troubleshooting
import { listenForInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';
import { listenForEarlyErrors } from './vitals/early-errors';

listenForEarlyErrors();
listenForInstallPrompt();
// In a task of its own: asking for the bootstrap chunk negotiates its shared modules with the federation
// runtime; asked here, that made the entry script one task of about 170 ms at 4x CPU (now under 50 ms).
setTimeout(() => void import('./bootstrap'), 0);
void registerServiceWorker();
