// A jest reporter: the security cases ("security: <category>" describe blocks beside the code, in every
// package; "security: <category> — <what>" names the category before the dash) counted as "tried / held"
// per category. `npm test` runs the unit tests with it; so does
// `pnpm --filter @tessera/deploy run test:security` (or add
// `--reporters default --reporters "$PWD/deploy/security/tally-reporter.cjs"` to any jest run from the root:
// jest resolves a relative reporter path from the config's projects, not from the working directory).
class SecurityTally {
  constructor() {
    this.byCategory = new Map();
    this.retried = [];
  }

  onTestResult(_test, result) {
    for (const t of result.testResults) {
      // A case CI ran twice (deploy/e2e/close-after-each.ts): named, so a flaky case is mended, not hidden.
      if ((t.invocations ?? 1) > 1) this.retried.push(`${t.fullName} (${t.status} on run ${t.invocations})`);
      const title = t.ancestorTitles.find((a) => /^security: /.test(a));
      if (!title || t.status === 'pending' || t.status === 'skipped' || t.status === 'todo') continue;
      const category = title.slice('security: '.length).split(' — ')[0].trim();
      const c = this.byCategory.get(category) ?? { tried: 0, held: 0, broke: [] };
      c.tried += 1;
      if (t.status === 'passed') c.held += 1;
      else c.broke.push(t.fullName);
      this.byCategory.set(category, c);
    }
  }

  onRunComplete() {
    if (this.retried.length > 0) process.stdout.write(`\nRun twice (flaky: mend these)\n${this.retried.map((n) => `  ${n}`).join('\n')}\n`);
    if (this.byCategory.size === 0) return;
    const rows = [...this.byCategory.entries()].sort(([a], [b]) => a.localeCompare(b));
    const width = Math.max(...rows.map(([k]) => k.length), 'category'.length);
    const lines = ['', 'Security tally (tried / held)', `${'category'.padEnd(width)}  tried  held`];
    let tried = 0;
    let held = 0;
    for (const [k, c] of rows) {
      lines.push(`${k.padEnd(width)}  ${String(c.tried).padStart(5)}  ${String(c.held).padStart(4)}`);
      tried += c.tried;
      held += c.held;
    }
    lines.push(`${'all'.padEnd(width)}  ${String(tried).padStart(5)}  ${String(held).padStart(4)}`);
    for (const [, c] of rows) for (const name of c.broke) lines.push(`  did not hold: ${name}`);
    process.stdout.write(`${lines.join('\n')}\n\n`);
  }
}

module.exports = SecurityTally;
