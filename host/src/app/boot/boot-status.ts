/**
 * The start-up state, on `<html data-boot>`, for the static start-up error of index.html (pure CSS: the CSP
 * allows no inline script). Without this script the error shows after a generous bound (the scripts never
 * ran). Once it runs: `started` holds the timed error back; `failed` shows it at once, and only when loading
 * has really failed (a start-up chunk or the bootstrap threw) or nothing has arrived for NO_PROGRESS_MS while
 * the app has not mounted. The error is never shown over a mounted app (index.html hides it then).
 */

/** No resource finished for this long, and still nothing mounted: the start counts as failed. */
export const NO_PROGRESS_MS = 30_000;
const CHECK_EVERY_MS = 5_000;

export function bootFailed(): void {
  document.documentElement.dataset.boot = 'failed';
}

function mounted(): boolean {
  return (document.getElementById('root')?.childElementCount ?? 0) > 0;
}

/** Marks the start and watches for progress until the app mounts. */
export function bootStarted(now: () => number = () => performance.now()): void {
  const html = document.documentElement;
  if (html.dataset.boot !== 'failed') html.dataset.boot = 'started';
  let seen = 0;
  let lastProgress = now();
  const timer = setInterval(() => {
    if (mounted() || html.dataset.boot === 'failed') {
      clearInterval(timer);
      return;
    }
    const count = performance.getEntriesByType?.('resource').length ?? 0;
    if (count !== seen) {
      seen = count;
      lastProgress = now();
    } else if (now() - lastProgress >= NO_PROGRESS_MS) {
      clearInterval(timer);
      bootFailed();
    }
  }, CHECK_EVERY_MS);
}
