// Proves the import rules of docs/architecture.md#import-rules are enforced by lint, not just written down.
// ESLint runs in a child process: it loads its flat config with a dynamic import jest's VM cannot do.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

function restricted(filePath, code) {
  const res = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(res.stdout);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('fails a remote that imports the host or another remote, by name or by path', () => {
    expect(restricted('remote-games/src/x.ts', "import { a } from '@tessera/host';\nexport default a;\n")).not.toEqual([]);
    expect(restricted('remote-games/src/x.ts', "import { a } from '../../remote-member/src/y';\nexport default a;\n")).not.toEqual([]);
    expect(restricted('host/src/x.ts', "import { a } from '@tessera/remote-member';\nexport default a;\n")).not.toEqual([]);
  });

  it('fails a deep import into shared and an import of an app from shared', () => {
    expect(restricted('remote-agent/src/x.ts', "import { a } from '@tessera/shared/src/bus/bus';\nexport default a;\n")).not.toEqual([]);
    expect(restricted('shared/src/x.ts', "import { a } from '@tessera/host';\nexport default a;\n")).not.toEqual([]);
  });

  it('lets a remote import shared, npm packages and itself', () => {
    const code = "import { bus } from '@tessera/shared';\nimport { useState } from 'react';\nimport { b } from './local';\nexport default [bus, useState, b];\n";
    expect(restricted('remote-lottery/src/features/x/y.ts', code)).toEqual([]);
  });
});
