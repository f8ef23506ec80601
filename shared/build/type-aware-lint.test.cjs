// Proves the type-aware rules run where eslint.config.mjs says (the platform server, the sandbox, every saga): a
// promise left floating or handed to a callback that ignores it is an error there. Each case lints new text as an
// existing file of the tree, so the file's own TypeScript program types it. ESLint runs in a child process, as in
// the other rule tests here (its flat config needs a dynamic import jest's VM cannot do).
const { lintMessages } = require('./lint-cases.cjs');

const RULES = ['@typescript-eslint/no-floating-promises', '@typescript-eslint/no-misused-promises'];
const lint = (cases) => lintMessages(RULES, cases, { typed: true }).map((messages) => messages.map((m) => m.ruleId ?? m.message));

const floating = 'export async function later(): Promise<void> {}\nexport function now(): void {\n  later();\n}\n';
const awaited = 'export async function later(): Promise<void> {}\nexport async function now(): Promise<void> {\n  await later();\n}\n';
const misused = "import { EventEmitter } from 'node:events';\nexport function on(e: EventEmitter): void {\n  e.on('x', () => undefined);\n  [1].forEach(async () => undefined);\n  if (Promise.resolve(1)) e.emit('x');\n}\n";

describe('type-aware lint', () => {
  let results;
  beforeAll(() => {
    results = lint([
      ['deploy/server/src/server.ts', floating],
      ['deploy/server/src/server.ts', awaited],
      ['deploy/sandbox/src/plugin.ts', floating],
      ['deploy/sandbox/src/plugin.ts', misused],
      ['remote-member/src/features/deposit/deposit-saga.ts', floating],
      ['remote-member/src/features/deposit/deposit.tsx', floating],
    ]);
  }, 120_000);

  it('finds a floating promise in the server, the sandbox and a saga', () => {
    expect(results[0]).toEqual(['@typescript-eslint/no-floating-promises']);
    expect(results[2]).toEqual(['@typescript-eslint/no-floating-promises']);
    expect(results[4]).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  it('accepts the awaited promise', () => {
    expect(results[1]).toEqual([]);
  });

  it('finds a promise used as a condition', () => {
    expect(results[3]).toContain('@typescript-eslint/no-misused-promises');
  });

  it('leaves a view alone (the rules cover the servers and the sagas)', () => {
    expect(results[5]).toEqual([]);
  });
});
