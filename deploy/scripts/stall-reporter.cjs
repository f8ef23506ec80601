// A jest reporter that ends a run stuck on one test file. jest's testTimeout bounds a case that waits, but a
// worker blocked outright (a busy loop, or a synchronous child process that never exits) never reports again,
// and the run waits for it forever: a CI run once sat 90 minutes after its last result. A file counts as
// stalled when none of its cases has finished for ten test timeouts; the reporter then names it and the last
// case it finished, ends the run's processes (jest's workers and what they started) and exits with 1. A run whose
// every file has finished but which does not complete (its summary never comes) is ended the same way.
// `npm test` runs both jest stages with it (deploy/scripts/tessera.mjs).
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** Every process below `root`, read from /proc (Linux; elsewhere none, and only jest itself ends). */
function descendants(root) {
  let stats;
  try {
    stats = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return [];
  }
  const children = new Map();
  for (const pid of stats) {
    try {
      // The command name (field 2) is in parentheses and may hold spaces: the parent pid follows the last ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {
      // ended while we read
    }
  }
  const out = [];
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

class StallReporter {
  /**
   * @param {{ testTimeout?: number, rootDir?: string }} globalConfig jest's
   * @param {{ now?: () => number, end?: (message: string) => void }} [options] for its tests
   */
  constructor(globalConfig, options = {}) {
    this.limitMs = 10 * (globalConfig.testTimeout || 5_000);
    this.limitText = this.limitMs >= 60_000 ? `${(this.limitMs / 60_000).toFixed(1)} min` : `${(this.limitMs / 1000).toFixed(1)} s`;
    this.rootDir = globalConfig.rootDir ?? process.cwd();
    this.now = options.now ?? Date.now;
    this.end = options.end ?? StallReporter.endRun;
    /** @type {Map<string, { since: number, last?: string }>} */
    this.running = new Map();
    /** The last file to finish, and when: with no file running, the run should complete within moments. */
    this.lastDone = undefined;
    this.timer = undefined;
  }

  onTestFileStart(test) {
    this.running.set(test.path, { since: this.now() });
    if (!this.timer) {
      this.timer = setInterval(() => this.check(), Math.min(15_000, Math.max(250, this.limitMs / 8)));
      this.timer.unref();
    }
  }

  onTestCaseResult(test, testCaseResult) {
    this.running.set(test.path, { since: this.now(), last: testCaseResult.fullName });
  }

  onTestFileResult(test) {
    this.running.delete(test.path);
    this.lastDone = { file: test.path, at: this.now() };
  }

  onRunComplete() {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Ends the run if a file has made no progress for the limit. */
  check() {
    const now = this.now();
    const limit = this.limitText;
    if (this.running.size === 0 && this.lastDone && now - this.lastDone.at >= this.limitMs) {
      clearInterval(this.timer);
      const last = path.relative(this.rootDir, this.lastDone.file);
      this.end(`\n✖ stalled: every file finished, the last (${last}) ${limit} ago, and the run has not completed\n`);
      return;
    }
    const stalled = [...this.running].filter(([, s]) => now - s.since >= this.limitMs);
    if (stalled.length === 0) return;
    const lines = stalled.map(
      ([file, s]) => `  ${path.relative(this.rootDir, file)}: ${s.last ? `nothing since "${s.last}"` : 'no case finished'}`,
    );
    clearInterval(this.timer);
    this.end(`\n✖ stalled: no test case finished for ${limit} (ten test timeouts) in\n${lines.join('\n')}\n`);
  }

  static endRun(message) {
    process.stderr.write(message);
    for (const pid of descendants(process.pid)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(1);
  }
}

module.exports = StallReporter;
