// Async boundary, as in Tessera's host: shared singletons are negotiated before they run.
import('./bootstrap.jsx');
