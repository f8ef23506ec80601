// Async boundary: shared singletons (React, router, redux…) are negotiated before any of them runs.
import('./bootstrap');
