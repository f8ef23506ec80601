import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { COMMANDS, MissingArgument, type CliOptions, type Command } from './commands.js';
import { didYouMean } from './format.js';
import { CliError, UsageError, findToken } from './ops-api.js';

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
  account: { type: 'string' },
  password: { type: 'string' },
} as const;

/** The server when --server is not given: TESSERA_SERVER, else this machine on $PORT or 8080. */
export const defaultServer = () => (process.env.TESSERA_SERVER || `http://localhost:${process.env.PORT || 8080}`).replace(/\/+$/, '');

/**
 * How a person typed this CLI, for the commands it prints to run as printed: through `pnpm exec` (the
 * workspace's bin, bin/tessera.mjs) it is `corepack pnpm exec tessera`; otherwise `tessera`, a bin on the PATH.
 */
export function invokedAs(env: NodeJS.ProcessEnv): string {
  return env.npm_command === 'exec' ? 'corepack pnpm exec tessera' : 'tessera';
}

/** `tessera …` in a text the table wrote (an example) as this CLI was typed. */
const as = (name: string, text: string) => text.replace(/^tessera(?= |$)/, name);

/** One command's help: usage, what it does, examples. */
export function commandHelp(c: Command, name = 'tessera'): string {
  const own = (c.options ?? []).map((o) => `--${o}`).join('  ');
  return [
    `usage: ${name} ${c.name}${c.usage ? ` ${c.usage}` : ''}`,
    `  ${c.summary}`,
    'examples:',
    ...c.examples.map((e) => `  ${as(name, e)}`),
    `options: ${own ? `${own}  ` : ''}${COMMON_OPTIONS}`,
  ].join('\n');
}

/** The commands of a group (`release`, `override`, `credentials`), for `tessera <group> --help`. */
export function groupCommands(group: string): Command[] {
  return COMMANDS.filter((c) => c.name.startsWith(`${group} `));
}

/** The help text, generated from the command table. */
export function usage(commands: readonly Command[] = COMMANDS, name = 'tessera'): string {
  const lines = commands.map((c) => `  ${name} ${c.name}${c.usage ? ` ${c.usage}` : ''}\n      ${c.summary}`);
  return `usage:\n${lines.join('\n')}\noptions: ${COMMON_OPTIONS}`;
}

/**
 * The command named by the first one or two positionals, and the positionals after its name. An unknown
 * one is a one-line usage error with the nearest command when it looks like a typo.
 */
function findCommand(positionals: string[], name: string): { command: Command; args: string[] } {
  const [first = '', second] = positionals;
  const exact = COMMANDS.find((c) => c.name === first) ?? COMMANDS.find((c) => c.name === `${first} ${second}`);
  if (exact) return { command: exact, args: positionals.slice(exact.name.split(' ').length) };
  const help = `see ${name} --help`;
  const group = COMMANDS.filter((c) => c.name.startsWith(`${first} `));
  if (group.length) {
    const words = group.map((c) => c.name.split(' ')[1] ?? '');
    const near = second === undefined ? undefined : didYouMean(second, words);
    const which = second === undefined ? `a ${first} command` : `unknown ${first} command ${second}`;
    throw new UsageError(`${which}${near ? `; did you mean ${name} ${first} ${near}?` : `: one of ${words.join(', ')}`}\n${help}`);
  }
  const firstWords = [...new Set(COMMANDS.map((c) => c.name.split(' ')[0] ?? ''))];
  const near = didYouMean(first, firstWords);
  const full = near && (COMMANDS.find((c) => c.name === near) ?? COMMANDS.find((c) => c.name === `${near} ${second}`));
  throw new UsageError(`unknown command ${first}${near ? `; did you mean ${name} ${full ? full.name : near}?` : ''}\n${help}`);
}

/** An option this command does not take is a usage error, with the nearest one it does take. */
function checkOptions(command: Command, given: Record<string, unknown>, name: string): void {
  const allowed: string[] = [...COMMON, ...(command.options ?? [])];
  for (const option of Object.keys(given)) {
    if (allowed.includes(option)) continue;
    const near = didYouMean(option, allowed);
    throw new UsageError(`${name} ${command.name} does not take --${option}${near ? `; did you mean --${near}?` : ''}\nsee ${name} ${command.name} --help`);
  }
}

/**
 * Runs `tessera <argv>` against the ops API of a running server. Options common to all commands:
 * --server <url> (else TESSERA_SERVER, else http://localhost:$PORT or 8080), --token <t> (else
 * TESSERA_OPS_TOKEN, else <TESSERA_DATA_DIR>/ops-token), --actor <name> (recorded in the audit log), --json.
 * `name` is how the CLI was typed (invokedAs): the commands it prints start with it.
 */
export async function run(argv: string[], out: (text: string) => void = (text) => process.stdout.write(`${text}\n`), name = 'tessera'): Promise<void> {
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
    throw new UsageError(`${first}${near ? `; did you mean --${near}?` : ''}\nsee ${name} --help`);
  }
  const { values, positionals } = parsed;
  if (positionals.length === 0) {
    out(usage(COMMANDS, name));
    return;
  }
  // `tessera release --help`: the group's commands, as the full help lists them (exit 0).
  if (values.help && positionals.length === 1 && !COMMANDS.some((c) => c.name === positionals[0]) && groupCommands(positionals[0] ?? '').length) {
    out(`${usage(groupCommands(positionals[0] ?? ''), name)}\nmore: ${name} ${positionals[0]} <command> --help`);
    return;
  }
  const { command, args } = findCommand(positionals, name);
  if (values.help) {
    out(commandHelp(command, name));
    return;
  }
  checkOptions(command, values, name);
  const { server, token, actor, help: _help, ...options } = values;
  const fallbackServer = defaultServer();
  // The token is looked up when a command talks to the ops API: `conformance` runs without one.
  const target = {
    server: server ?? fallbackServer,
    get token() {
      return findToken(token).token;
    },
    get tokenSource() {
      return findToken(token).source;
    },
    actor,
  };
  // A printed follow-up must run as printed: it names the server unless that is the default one.
  const serverFlag = server && server.replace(/\/+$/, '') !== fallbackServer ? ` --server ${server}` : '';
  const followUp = (cmd: string) => `${name} ${cmd}${serverFlag}`;
  try {
    await command.run({ args, options: options as CliOptions, target, out, followUp });
  } catch (e) {
    if (e instanceof MissingArgument) throw new UsageError(`${e.message}\n${commandHelp(command, name)}`);
    if (e instanceof UsageError) throw new UsageError(e.message.replace(/\nsee tessera /g, `\nsee ${name} `));
    // A server's refusal may end in a command to run (`…; run: tessera release verify …`): as this CLI was typed.
    if (e instanceof CliError && !(e instanceof UsageError)) throw new CliError(e.message.replace(/run: tessera ([^\n;]+)$/, (_, cmd: string) => `run: ${followUp(cmd)}`), e.code);
    throw e;
  }
}

/**
 * `tessera <argv>` as a process would run it: the exit code, 0 when done, 2 for a mistake in the command
 * line, 1 for a refused or failed operation. Errors go to `err` (stderr) as `tessera: <message>` (a stack
 * trace only for a bug in the CLI itself), or with --json as one line of JSON `{ code, message }` (code
 * `usage` for exit code 2, the server's error code or the CLI's own for 1, `internal` for a bug).
 */
export async function main(
  argv: string[],
  out?: (text: string) => void,
  err: (text: string) => void = (t) => process.stderr.write(`${t}\n`),
  name = 'tessera',
): Promise<number> {
  try {
    await run(argv, out, name);
    return 0;
  } catch (e) {
    const known = e instanceof CliError;
    if (argv.includes('--json')) err(JSON.stringify({ code: known ? e.code : 'internal', message: (e as Error).message ?? String(e) }));
    else err(`tessera: ${known ? e.message : ((e as Error).stack ?? String(e))}`);
    return e instanceof UsageError ? 2 : 1;
  }
}
