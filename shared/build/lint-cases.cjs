// What the lint-rule tests share: ESLint in a child process (its flat config needs a dynamic import jest's VM
// cannot do), one process for every case since loading the config is the slow part, and only the rule under
// test run (the lint stage runs the others).
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** The messages of `ruleId` ESLint reports for each [file, code] case, in order. */
function ruleMessages(ruleId, cases) {
  const script = `
    const { ESLint } = require('eslint');
    const [ruleId, cases] = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)}, ruleFilter: (rule) => rule.ruleId === ruleId });
      const out = [];
      for (const [filePath, code] of cases) {
        const [result] = await eslint.lintText(code, { filePath });
        out.push(result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })();
  `;
  const res = spawnSync(process.execPath, ['-e', script, JSON.stringify([ruleId, cases])], { cwd: root, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(res.stderr);
  return JSON.parse(res.stdout);
}

module.exports = { ruleMessages };
