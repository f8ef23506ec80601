// Which end-to-end suites (deploy/e2e/*.e2e.ts) a change can affect, for `pnpm test:changed`. Every browser
// suite runs the host, the shared package, the platform server and the sandbox, so a change to any of those
// runs them all; a remote's change runs the suites that load that remote. Keep it in step when a suite is added.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const E2E = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e');
const ALL = () => readdirSync(E2E).filter((f) => f.endsWith('.e2e.ts'));
/** Suites that never open the site in a browser. */
const NOT_BROWSER = ['instances.e2e.ts', 'restart.e2e.ts', 'reproducible-build.e2e.ts', 'open-pages.e2e.ts', 'proxy-mode.e2e.ts'];
const BROWSER = () => ALL().filter((f) => !NOT_BROWSER.includes(f));
/** Suites that load every remote or check every screen (languages, the fault matrix, the XSS sweep). */
const EVERY_REMOTE = ['platform.e2e.ts', 'languages.e2e.ts', 'faults.e2e.ts', 'xss.e2e.ts'];

/** First matching rule wins: [path prefix or test, suites (a list or a function of the file)]. */
const RULES = [
  [/^(docs\/|[^/]+\.md$|\.gitignore$)/, []],
  [/^deploy\/(bench|k8s)\//, []],
  [/^deploy\/nginx\//, ['nginx.e2e.ts']],
  [/^deploy\/e2e\/[^/]+\.e2e\.ts$/, (f) => [path.basename(f)]],
  [/^deploy\/e2e\/fixtures\//, ALL],
  [/^remote-games\//, [...EVERY_REMOTE, 'games.e2e.ts', 'games-player.e2e.ts', 'faults-shell.e2e.ts', 'host-shell.e2e.ts', 'host-account.e2e.ts', 'nginx.e2e.ts', 'reproducible-build.e2e.ts']],
  [/^remote-member\//, [...EVERY_REMOTE, 'member.e2e.ts', 'member-account.e2e.ts', 'points-mall.e2e.ts', 'canary.e2e.ts', 'ops.e2e.ts', 'dev-loop.e2e.ts']],
  [/^remote-agent\//, [...EVERY_REMOTE, 'agent.e2e.ts', 'agent-salary.e2e.ts']],
  [/^remote-lottery\//, [...EVERY_REMOTE, 'lottery.e2e.ts', 'host-shell.e2e.ts']],
  [/^shared\/build\//, ALL],
  // The host, shared code, the server, the sandbox, the e2e support and the scripts: every browser suite.
  [/^(host|shared)\//, BROWSER],
  [/^deploy\//, ALL],
  // Root files (lockfile, configs): everything.
  [/./, ALL],
];

/** The e2e suite file names a list of changed files (relative to the repository root) maps to, sorted. */
export function e2eSuitesFor(files) {
  const suites = new Set();
  for (const file of files) {
    const [, to] = RULES.find(([test]) => test.test(file));
    for (const s of typeof to === 'function' ? to(file) : to) suites.add(s);
  }
  const existing = new Set(ALL());
  return [...suites].filter((s) => existing.has(s)).sort();
}
