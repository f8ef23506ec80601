import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { COMMANDS, MissingArgument, type Command } from './commands.js';
import { UsageError, resolveToken } from './ops-api.js';

const COMMON_OPTIONS = '--server <url>  --token <token>  --actor <name>  --json';

/** One command's help: usage, what it does, examples. */
export function commandHelp(c: Command): string {
  return [`usage: tessera ${c.name}${c.usage ? ` ${c.usage}` : ''}`, `  ${c.summary}`, 'examples:', ...c.examples.map((e) => `  ${e}`), `options: ${COMMON_OPTIONS}`].join('\n');
}

/** The help text, generated from the command table. */
export function usage(commands: readonly Command[] = COMMANDS): string {
  const lines = commands.map((c) => `  tessera ${c.name}${c.usage ? ` ${c.usage}` : ''}\n      ${c.summary}`);
  return `usage:\n${lines.join('\n')}\noptions: ${COMMON_OPTIONS}`;
}

/** The command named by the first one or two positionals, and the positionals after its name. */
function findCommand(positionals: string[]): { command: Command; args: string[] } {
  const [first, second] = positionals;
  const exact = COMMANDS.find((c) => c.name === first) ?? COMMANDS.find((c) => c.name === `${first} ${second}`);
  if (exact) return { command: exact, args: positionals.slice(exact.name.split(' ').length) };
  if (COMMANDS.some((c) => c.name.startsWith(`${first} `))) throw new UsageError(`unknown ${first} command ${String(second)}\n${usage()}`);
  throw new UsageError(`unknown command ${first}\n${usage()}`);
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
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        server: { type: 'string' },
        token: { type: 'string' },
        actor: { type: 'string' },
        app: { type: 'string' },
        host: { type: 'string' },
        remote: { type: 'string', multiple: true },
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
      },
    });
  } catch (e) {
    // Unknown flag, or a flag without its value: say which, in one line (exit code 2).
    throw new UsageError(`${(e as Error).message.split('\n')[0]}\nsee tessera --help`);
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
  const { server, token, actor, help: _help, ...options } = values;
  const target = { server: server ?? `http://localhost:${process.env.PORT || 8080}`, token: resolveToken(token), actor };
  try {
    await command.run({ args, options, target, out });
  } catch (e) {
    if (e instanceof MissingArgument) throw new UsageError(`${e.message}\n${commandHelp(command)}`);
    throw e;
  }
}
