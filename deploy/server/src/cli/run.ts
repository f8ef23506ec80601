import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { COMMANDS, MissingArgument, type CliOptions, type Command } from './commands.js';
import { didYouMean } from './format.js';
import { CliError, UsageError, resolveToken } from './ops-api.js';

const COMMON_OPTIONS = '--server <url>  --token <token>  --actor <name>  --json';
const COMMON = ['server', 'token', 'actor', 'json', 'help'] as const;

/** Every option any command takes (parseArgs is strict: anything else is a usage error). */
const OPTIONS = {
  server: { type: 'string' },
  token: { type: 'string' },
  actor: { type: 'string' },
  app: { type: 'string' },
  host: { type: 'string' },
  remote: { type: 'string', multiple: true },
  scope: { type: 'string', multiple: true },
  shots: { type: 'string' },
  'require-verify': { type: 'boolean' },
  'no-require-verify': { type: 'boolean' },
  expect: { type: 'string' },
  fallback: { type: 'string' },
  'no-fallback': { type: 'boolean' },
  'allow-overrides': { type: 'boolean' },
  percent: { type: 'string' },
  ttl: { type: 'string' },
  site: { type: 'string' },
  since: { type: 'string' },
  version: { type: 'string' },
  merchant: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  force: { type: 'boolean' },
  limit: { type: 'string' },
  action: { type: 'string' },
  login: { type: 'string' },
  password: { type: 'string' },
} as const;

/** The server when --server is not given: this machine, on $PORT or 8080. */
export const defaultServer = () => `http://localhost:${process.env.PORT || 8080}`;

/** One command's help: usage, what it does, examples. */
export function commandHelp(c: Command): string {
  const own = (c.options ?? []).map((o) => `--${o}`).join('  ');
  return [
    `usage: tessera ${c.name}${c.usage ? ` ${c.usage}` : ''}`,
    `  ${c.summary}`,
    'examples:',
    ...c.examples.map((e) => `  ${e}`),
    `options: ${own ? `${own}  ` : ''}${COMMON_OPTIONS}`,
  ].join('\n');
}

/** The help text, generated from the command table. */
export function usage(commands: readonly Command[] = COMMANDS): string {
  const lines = commands.map((c) => `  tessera ${c.name}${c.usage ? ` ${c.usage}` : ''}\n      ${c.summary}`);
  return `usage:\n${lines.join('\n')}\noptions: ${COMMON_OPTIONS}`;
}

/**
 * The command named by the first one or two positionals, and the positionals after its name. An unknown
 * one is a one-line usage error with the nearest command when it looks like a typo.
 */
function findCommand(positionals: string[]): { command: Command; args: string[] } {
  const [first = '', second] = positionals;
  const exact = COMMANDS.find((c) => c.name === first) ?? COMMANDS.find((c) => c.name === `${first} ${second}`);
  if (exact) return { command: exact, args: positionals.slice(exact.name.split(' ').length) };
  const help = 'see tessera --help';
  const group = COMMANDS.filter((c) => c.name.startsWith(`${first} `));
  if (group.length) {
    const words = group.map((c) => c.name.split(' ')[1] ?? '');
    const near = second === undefined ? undefined : didYouMean(second, words);
    const which = second === undefined ? `a ${first} command` : `unknown ${first} command ${second}`;
    throw new UsageError(`${which}${near ? `; did you mean tessera ${first} ${near}?` : `: one of ${words.join(', ')}`}\n${help}`);
  }
  const firstWords = [...new Set(COMMANDS.map((c) => c.name.split(' ')[0] ?? ''))];
  const near = didYouMean(first, firstWords);
  const full = near && (COMMANDS.find((c) => c.name === near) ?? COMMANDS.find((c) => c.name === `${near} ${second}`));
  throw new UsageError(`unknown command ${first}${near ? `; did you mean tessera ${full ? full.name : near}?` : ''}\n${help}`);
}

/** An option this command does not take is a usage error, with the nearest one it does take. */
function checkOptions(command: Command, given: Record<string, unknown>): void {
  const allowed: string[] = [...COMMON, ...(command.options ?? [])];
  for (const name of Object.keys(given)) {
    if (allowed.includes(name)) continue;
    const near = didYouMean(name, allowed);
    throw new UsageError(`tessera ${command.name} does not take --${name}${near ? `; did you mean --${near}?` : ''}\nsee tessera ${command.name} --help`);
  }
}

/**
 * Runs `tessera <argv>` against the ops API of a running server. Options common to all commands:
 * --server <url> (default http://localhost:$PORT or 8080), --token <t> (else TESSERA_OPS_TOKEN, else
 * <TESSERA_DATA_DIR>/ops-token), --actor <name> (recorded in the audit log), --json.
 */
export async function run(argv: string[], out: (text: string) => void = (text) => process.stdout.write(`${text}\n`)): Promise<void> {
  // `--version` alone is the CLI's own version; after a command it is an option (release build).
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    out(`tessera ${pkg.version}`);
    return;
  }
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (e) {
    // Unknown flag, or a flag without its value: say which, in one line, with the nearest flag (exit code 2).
    const first = ((e as Error).message.split('\n')[0] ?? '').replace(/\. To specify a positional.*$/, '');
    const unknown = /^Unknown option '--?([^']+)'/.exec(first)?.[1];
    const near = unknown ? didYouMean(unknown, Object.keys(OPTIONS)) : undefined;
    throw new UsageError(`${first}${near ? `; did you mean --${near}?` : ''}\nsee tessera --help`);
  }
  const { values, positionals } = parsed;
  if (positionals.length === 0) {
    out(usage());
    return;
  }
  const { command, args } = findCommand(positionals);
  if (values.help) {
    out(commandHelp(command));
    return;
  }
  checkOptions(command, values);
  const { server, token, actor, help: _help, ...options } = values;
  const fallbackServer = defaultServer();
  // The token is looked up when a command talks to the ops API: `conformance` runs without one.
  const target = {
    server: server ?? fallbackServer,
    get token() {
      return resolveToken(token);
    },
    actor,
  };
  // A printed follow-up must run as printed: it names the server unless that is the default one.
  const serverFlag = server && server.replace(/\/+$/, '') !== fallbackServer ? ` --server ${server}` : '';
  const followUp = (cmd: string) => `tessera ${cmd}${serverFlag}`;
  try {
    await command.run({ args, options: options as CliOptions, target, out, followUp });
  } catch (e) {
    if (e instanceof MissingArgument) throw new UsageError(`${e.message}\n${commandHelp(command)}`);
    throw e;
  }
}

/**
 * `tessera <argv>` as a process would run it: the exit code, 0 when done, 2 for a mistake in the command
 * line, 1 for a refused or failed operation; errors go to `err` as `tessera: <message>` (a stack trace only
 * for a bug in the CLI itself).
 */
export async function main(argv: string[], out?: (text: string) => void, err: (text: string) => void = (t) => process.stderr.write(`${t}\n`)): Promise<number> {
  try {
    await run(argv, out);
    return 0;
  } catch (e) {
    err(`tessera: ${e instanceof CliError ? e.message : ((e as Error).stack ?? String(e))}`);
    return e instanceof UsageError ? 2 : 1;
  }
}
