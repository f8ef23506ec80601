/**
 * The salary schedule (docs/product.md#agent-centre): real-time salary settles at every 5-minute boundary,
 * hourly salary at every hour and the daily wage at every day boundary (UTC), and once at start to catch up.
 * What a window pays, and when, is the contract's rule (repo/contracts.ts; the contract calls are
 * routes/contracts.ts); settling twice pays nothing more.
 */
import type { Repo } from '../repo/index.js';
import { SETTLE_MS, type SalaryKind } from '../repo/contracts.js';

/** The salary kinds due at the boundary `at`: real-time at every 5 minutes, hourly on the hour, daily at midnight (UTC). */
export function dueKinds(at: number): SalaryKind[] {
  return (Object.keys(SETTLE_MS) as SalaryKind[]).filter((kind) => at % SETTLE_MS[kind] === 0);
}

/**
 * Settles salary on its schedule (see the top of this file): at once, then at every 5-minute boundary. The
 * timer does not keep the process alive; `stop()` clears it (the plugin's onClose). A failed run (e.g. the
 * database busy) is reported and the next boundary catches up, since settling pays every due window.
 */
export function startSalarySchedule(repo: Pick<Repo, 'contracts'>, onError: (err: unknown) => void): { stop(): void } {
  const step = SETTLE_MS.realtime;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const run = (kinds: readonly SalaryKind[], now: number) => {
    for (const kind of kinds) {
      try {
        repo.contracts.settle(kind, now);
      } catch (err) {
        onError(err);
      }
    }
  };
  const schedule = () => {
    if (stopped) return;
    const now = Date.now();
    const next = (Math.floor(now / step) + 1) * step;
    timer = setTimeout(() => {
      run(dueKinds(next), Date.now());
      schedule();
    }, next - now);
    timer.unref?.();
  };
  run(Object.keys(SETTLE_MS) as SalaryKind[], Date.now());
  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
