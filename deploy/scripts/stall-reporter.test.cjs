// The stall reporter on a clock of its own, and on a real jest run whose worker spins forever.
const { spawnSync } = require('node:child_process');
const { mkdtempSync, writeFileSync, readFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const StallReporter = require('./stall-reporter.cjs');

const file = (name) => ({ path: `/repo/${name}` });

describe('StallReporter', () => {
  function make() {
    let now = 0;
    const ended = [];
    const reporter = new StallReporter({ testTimeout: 1_000, rootDir: '/repo' }, { now: () => now, end: (m) => ended.push(m) });
    return { reporter, ended, tick: (ms) => (now += ms) };
  }

  test('a file whose cases keep finishing is left alone; one silent for ten test timeouts ends the run', () => {
    const { reporter, ended, tick } = make();
    reporter.onTestFileStart(file('busy.test.ts'));
    reporter.onTestFileStart(file('stuck.test.ts'));
    reporter.onTestCaseResult(file('stuck.test.ts'), { fullName: 'stuck reads its input' });
    for (let i = 0; i < 9; i += 1) {
      tick(1_000);
      reporter.onTestCaseResult(file('busy.test.ts'), { fullName: `busy case ${i}` });
      reporter.check();
    }
    expect(ended).toEqual([]);
    tick(1_000);
    reporter.onTestCaseResult(file('busy.test.ts'), { fullName: 'busy case 9' });
    reporter.check();
    expect(ended).toHaveLength(1);
    expect(ended[0]).toContain('stuck.test.ts: nothing since "stuck reads its input"');
    expect(ended[0]).not.toContain('busy.test.ts');
    reporter.onRunComplete();
  });

  test('a finished file no longer counts, however long ago it started', () => {
    const { reporter, ended, tick } = make();
    reporter.onTestFileStart(file('slow.test.ts'));
    tick(9_000);
    reporter.onTestFileResult(file('slow.test.ts'));
    reporter.onTestFileStart(file('next.test.ts'));
    tick(9_000);
    reporter.check();
    expect(ended).toEqual([]);
    reporter.onRunComplete();
  });

  test('a run whose files have all finished but which never completes ends too, naming the last file', () => {
    const { reporter, ended, tick } = make();
    reporter.onTestFileStart(file('a.test.ts'));
    reporter.onTestFileResult(file('a.test.ts'));
    reporter.onTestFileStart(file('b.test.ts'));
    tick(9_000);
    reporter.onTestFileResult(file('b.test.ts'));
    tick(9_000);
    reporter.check();
    expect(ended).toEqual([]);
    tick(1_000);
    reporter.check();
    expect(ended).toHaveLength(1);
    expect(ended[0]).toContain('every file finished, the last (b.test.ts)');
    reporter.onRunComplete();
  });

  test('a file that never finished a case says so', () => {
    const { reporter, ended, tick } = make();
    reporter.onTestFileStart(file('hung-import.test.ts'));
    tick(10_000);
    reporter.check();
    expect(ended[0]).toContain('hung-import.test.ts: no case finished');
    reporter.onRunComplete();
  });
});

test('a real jest run with a worker spinning forever ends, naming the file, and the worker is gone', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stall-'));
  const pidFile = path.join(dir, 'pid');
  writeFileSync(
    path.join(dir, 'spin.test.js'),
    `test('passes first', () => {});\ntest('spins', () => { require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); for (;;) {} });\n`,
  );
  // Two files, so jest runs them in workers (one file runs in band, where nothing could watch).
  writeFileSync(path.join(dir, 'ok.test.js'), "test('ok', () => {});\n");
  const jest = require.resolve('jest/bin/jest');
  // 500 ms: the stall is called after 5 s, time enough for a fresh worker's first case on a loaded machine, and the
  // spinning worker holds a core for that long only.
  const config = JSON.stringify({ rootDir: dir, transform: {}, testTimeout: 500 });
  const res = spawnSync(
    process.execPath,
    [jest, '--config', config, '--maxWorkers', '2', '--cacheDirectory', path.join(dir, 'cache'), '--reporters', 'default', '--reporters', require.resolve('./stall-reporter.cjs')],
    { encoding: 'utf8', timeout: 60_000 },
  );
  expect(res.signal).toBeNull();
  expect(res.status).toBe(1);
  expect(res.stderr).toContain('✖ stalled');
  expect(res.stderr).toContain('spin.test.js: nothing since "passes first"');
  const pid = Number(readFileSync(pidFile, 'utf8'));
  const alive = () => {
    try {
      process.kill(pid, 0);
      return !readFileSync(`/proc/${pid}/stat`, 'utf8').match(/\) Z /);
    } catch {
      return false;
    }
  };
  const until = Date.now() + 5_000;
  while (alive() && Date.now() < until) spawnSync('sleep', ['0.1']);
  expect(alive()).toBe(false);
}, 70_000);
