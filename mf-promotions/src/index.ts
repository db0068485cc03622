// Async boundary: shared singletons are negotiated before React runs (DESIGN.md section 2).
import('./bootstrap');
