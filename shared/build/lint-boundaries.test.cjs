// Proves the import rules of docs/architecture.md#import-rules are enforced by lint, not just written down.
// ESLint runs in a child process: it loads its flat config with a dynamic import jest's VM cannot do.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
/**
 * The no-restricted-imports messages for each [file, code] case, from one ESLint in one child process (only that
 * rule runs: the lint stage runs the others).
 */
function restrictedAll(cases) {
  const script = `
    const { ESLint } = require('eslint');
    const cases = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(root)}, ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-imports' });
      const out = [];
      for (const [filePath, code] of cases) {
        const [result] = await eslint.lintText(code, { filePath });
        out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })();
  `;
  const res = spawnSync(process.execPath, ['-e', script, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(res.stderr);
  return JSON.parse(res.stdout);
}

const CASES = {
  gamesImportsHost: ['remote-games/src/x.ts', "import { a } from '@tessera/host';\nexport default a;\n"],
  gamesImportsMemberByPath: ['remote-games/src/x.ts', "import { a } from '../../remote-member/src/y';\nexport default a;\n"],
  hostImportsMember: ['host/src/x.ts', "import { a } from '@tessera/remote-member';\nexport default a;\n"],
  deepIntoShared: ['remote-agent/src/x.ts', "import { a } from '@tessera/shared/src/bus/bus';\nexport default a;\n"],
  sharedImportsHost: ['shared/src/x.ts', "import { a } from '@tessera/host';\nexport default a;\n"],
  remoteImportsAllowed: [
    'remote-lottery/src/features/x/y.ts',
    "import { bus } from '@tessera/shared';\nimport { useState } from 'react';\nimport { b } from './local';\nexport default [bus, useState, b];\n",
  ],
};
let messages;
beforeAll(() => {
  const keys = Object.keys(CASES);
  const out = restrictedAll(keys.map((k) => CASES[k]));
  messages = Object.fromEntries(keys.map((k, i) => [k, out[i]]));
});

describe('import boundaries', () => {
  it('fails a remote that imports the host or another remote, by name or by path', () => {
    expect(messages.gamesImportsHost).not.toEqual([]);
    expect(messages.gamesImportsMemberByPath).not.toEqual([]);
    expect(messages.hostImportsMember).not.toEqual([]);
  });

  it('fails a deep import into shared and an import of an app from shared', () => {
    expect(messages.deepIntoShared).not.toEqual([]);
    expect(messages.sharedImportsHost).not.toEqual([]);
  });

  it('lets a remote import shared, npm packages and itself', () => {
    expect(messages.remoteImportsAllowed).toEqual([]);
  });
});
