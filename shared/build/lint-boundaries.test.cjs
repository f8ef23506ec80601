// Proves the import rules of docs/architecture.md#import-rules are enforced by lint, not just written down.
// ESLint runs in a child process: it loads its flat config with a dynamic import jest's VM cannot do.
const { ruleMessages } = require('./lint-cases.cjs');

/** The no-restricted-imports messages for each [file, code] case. */
const restrictedAll = (cases) => ruleMessages('no-restricted-imports', cases);

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
