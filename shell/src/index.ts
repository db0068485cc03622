// Async boundary: shared singletons are negotiated before React runs (DESIGN.md section 2).
// https://webpack.js.org/concepts/module-federation/#troubleshooting
import('./bootstrap');
