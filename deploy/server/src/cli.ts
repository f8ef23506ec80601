#!/usr/bin/env node
/** `tessera`: the ops CLI (`tessera --help` lists its commands; they are defined in cli/commands.ts). */
import { run } from './cli/run.js';
import { CliError, UsageError } from './cli/ops-api.js';

// Exit codes: 2 for a mistake in the command line, 1 for a refused or failed operation; a stack trace only
// for a bug in the CLI itself.
run(process.argv.slice(2)).catch((e: unknown) => {
  process.stderr.write(`tessera: ${e instanceof CliError ? e.message : ((e as Error).stack ?? String(e))}\n`);
  process.exit(e instanceof UsageError ? 2 : 1);
});
