// Async boundary: shared singletons (React, router, redux…) are negotiated before any of them runs.
// The start-up error of index.html is held back from here on, and shown at once if the start really fails.
import { bootFailed, bootStarted } from './app/boot/boot-status';
import { nextTask } from './app/boot/next-task';

bootStarted();
// The negotiation (each singleton's version check) and the start-up chunks' evaluation run in a task of their own,
// not in the one that evaluates this entry's runtime: on a phone that was one long task.
nextTask()
  .then(() => import('./bootstrap'))
  .catch(bootFailed);
