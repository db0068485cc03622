// Async boundary: shared singletons are negotiated before React runs (DESIGN.md section 2).
// https://webpack.js.org/concepts/module-federation/#troubleshooting
import { listenForInstallPrompt } from './pwa/install-prompt';
import { registerServiceWorker } from './pwa/register-service-worker';

listenForInstallPrompt();
// In a task of its own (issue 14): asking for the bootstrap chunk negotiates its shared modules with the federation
// runtime (about 25 ms on a slow phone), which otherwise lengthened the entry script's one long task.
setTimeout(() => void import('./bootstrap'), 0);
void registerServiceWorker();
