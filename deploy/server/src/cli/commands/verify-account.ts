/** `merchant verify-account`: the test account `release verify` signs in with (a secret of the registry). */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { shortTime } from '../format.js';
import { UsageError } from '../ops-api.js';
import { type Command, type CommandContext, merchantPath, need, show } from './kit.js';

export interface VerifyAccountAnswer {
  merchant: string;
  account: string | null;
  updatedAt: string | null;
  actor: string | null;
}

/** The environment variable the password may come from (else stdin): never the command line, where ps and shell history keep it. */
export const PASSWORD_ENV = 'TESSERA_VERIFY_PASSWORD';

/** A test account for people: who the check signs in as, or what it does without one. */
export function verifyAccountSummary(ctx: Pick<CommandContext, 'followUp'>, a: VerifyAccountAnswer): string {
  if (!a.account) {
    return `${a.merchant}: no test account; release verify checks only the signed-out pages and fails the signed-in ones\nset one: ${ctx.followUp('merchant verify-account --help')}`;
  }
  return `${a.merchant}: release verify signs in as ${a.account} (set by ${a.actor ?? 'unknown'}, ${shortTime(a.updatedAt) ?? 'unknown time'}); the password is kept sealed and is never shown`;
}

/** The password from the environment, else the first line of stdin (a terminal does not echo it). */
export async function readPassword(env: NodeJS.ProcessEnv, stdin: NodeJS.ReadStream & { isTTY?: boolean }, prompt: (text: string) => void): Promise<string> {
  const fromEnv = env[PASSWORD_ENV];
  if (fromEnv) return fromEnv;
  if (stdin.isTTY) prompt('password (not shown): ');
  const rl = createInterface({ input: stdin, output: new Writable({ write: (_c, _e, done) => done() }), terminal: Boolean(stdin.isTTY) });
  // Ctrl-C at the prompt (a terminal in raw mode sends it to readline): no password, nothing sent.
  rl.once('SIGINT', () => rl.close());
  try {
    for await (const line of rl) return line;
  } finally {
    rl.close();
    if (stdin.isTTY) prompt('\n');
  }
  return '';
}

export const VERIFY_ACCOUNT_COMMANDS: readonly Command[] = [
  {
    name: 'merchant verify-account',
    usage: '<merchant> [--account <login> | off]',
    summary: `Shows the test account release verify signs in with on the merchant's site; with --account, sets it, the password read from ${PASSWORD_ENV} or else from stdin, never from the command line (kept sealed in the registry, never printed or answered; audited); \`off\` removes it. Pick an account that is an agent so the agent centre is checked too.`,
    options: ['account'],
    examples: [
      'tessera merchant verify-account demo',
      `printf '%s\\n' "$PASSWORD" | tessera merchant verify-account demo --account agent01`,
      `${PASSWORD_ENV}=… tessera merchant verify-account demo2 --account agent01`,
      'tessera merchant verify-account demo off',
    ],
    async run(ctx) {
      const path = `${merchantPath(ctx)}/verify-account`;
      const summary = (a: VerifyAccountAnswer) => verifyAccountSummary(ctx, a);
      const arg = ctx.args[1];
      if (arg !== undefined && (arg !== 'off' || ctx.options.account !== undefined)) {
        throw new UsageError(`${arg} is not off (the login goes in --account, the password on stdin or in ${PASSWORD_ENV})\nsee tessera merchant verify-account --help`);
      }
      if (arg === 'off') return show<VerifyAccountAnswer>(ctx, { method: 'DELETE', path }, summary);
      if (ctx.options.account === undefined) return show<VerifyAccountAnswer>(ctx, { path }, summary);
      const account = need(ctx.options.account.trim(), '--account <login>');
      const password = await readPassword(process.env, process.stdin, (text) => process.stderr.write(text));
      if (!password) throw new UsageError(`no password: pipe it on stdin or set ${PASSWORD_ENV}\nsee tessera merchant verify-account --help`);
      return show<VerifyAccountAnswer>(ctx, { method: 'PUT', path, body: { account, password } }, summary);
    },
  },
];
