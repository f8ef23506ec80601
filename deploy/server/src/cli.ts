#!/usr/bin/env node
/** `tessera`: the ops CLI (`tessera --help` lists its commands; they are defined in cli/commands.ts). */
import { main } from './cli/run.js';

// Exit codes (cli/run.ts#main): 0 done, 2 a mistake in the command line, 1 a refused or failed operation.
process.exitCode = await main(process.argv.slice(2));
