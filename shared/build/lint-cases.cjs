// What the lint-rule tests share: ESLint in a child process (its flat config needs a dynamic import jest's VM
// cannot do), one process for every case since loading the config is the slow part, and only the rules under
// test run (the lint stage runs the others).
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/**
 * Every message ESLint reports for each [file, code] case, in order, as { ruleId, message } (ruleId null for a
 * parse error), with only `ruleIds` run. Each case lints new text as the file at that path. Unless `typed`, no
 * TypeScript program is built: the rules under test read syntax only, and the programs of eslint.config.mjs's
 * type-aware block take half a minute to build.
 */
function lintMessages(ruleIds, cases, { typed = false } = {}) {
  const script = `
    const { ESLint } = require('eslint');
    const [ruleIds, cases, typed] = JSON.parse(process.argv[1]);
    (async () => {
      const overrideConfig = typed ? undefined : { languageOptions: { parserOptions: { project: null, projectService: false } } };
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)}, overrideConfig, ruleFilter: (rule) => ruleIds.includes(rule.ruleId) });
      const out = [];
      for (const [filePath, code] of cases) {
        const [result] = await eslint.lintText(code, { filePath });
        out.push(result.messages.map((m) => ({ ruleId: m.ruleId ?? null, message: m.message })));
      }
      process.stdout.write(JSON.stringify(out));
    })();
  `;
  // CI=true makes typescript-eslint assume a one-off CLI run: it then parses and types the files of a typed
  // program as they are on disk, not the text handed to lintText, and every case would read as the real file.
  const env = { ...process.env, TSESTREE_SINGLE_RUN: 'false' };
  const res = spawnSync(process.execPath, ['-e', script, JSON.stringify([ruleIds, cases, typed])], { cwd: root, env, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(res.stderr);
  return JSON.parse(res.stdout);
}

/** The messages of `ruleId` ESLint reports for each [file, code] case, in order. */
function ruleMessages(ruleId, cases) {
  return lintMessages([ruleId], cases).map((messages) => messages.filter((m) => m.ruleId === ruleId).map((m) => m.message));
}

module.exports = { lintMessages, ruleMessages };
