// Async boundary: shared singletons (React, router, redux…) are negotiated before any of them runs.
// The start-up error of index.html is held back from here on, and shown at once if the start really fails.
import { bootFailed, bootStarted } from './app/boot/boot-status';

bootStarted();
import('./bootstrap').catch(bootFailed);
