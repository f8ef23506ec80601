/**
 * The commands of `tessera`, one module per group in commands/; dispatch and help are generated from this table
 * (help lists them in HELP_ORDER).
 */
import { CONFORMANCE_COMMANDS } from './commands/conformance.js';
import { CREDENTIALS_COMMANDS } from './commands/credentials.js';
import type { Command } from './commands/kit.js';
import { MERCHANT_COMMANDS } from './commands/merchant.js';
import { OBSERVE_COMMANDS } from './commands/observe.js';
import { OVERRIDE_COMMANDS } from './commands/override.js';
import { PUBLISH_COMMANDS } from './commands/publish.js';
import { RELEASE_COMMANDS } from './commands/release.js';
import { VERIFY_COMMANDS } from './commands/verify.js';
import { VERIFY_ACCOUNT_COMMANDS } from './commands/verify-account.js';
import { vitalsCommand } from './vitals.js';

export { MissingArgument, need, releaseSummary, LINK_TTL, CREDENTIAL_TTL, type CliOptions, type Command, type CommandContext } from './commands/kit.js';

/** The order `tessera --help` lists the commands in: the release loop first, then looking around. */
const HELP_ORDER = [
  'release build',
  'publish',
  'artifacts',
  'release show',
  'release set',
  'release pin',
  'release rollback',
  'release canary',
  'release promote',
  'override link',
  'override dev',
  'override list',
  'override revoke',
  'release history',
  'merchants',
  'audit',
  'telemetry',
  'vitals',
  'whoami',
  'credentials create',
  'credentials list',
  'credentials revoke',
  'crashes',
  'release verify',
  'merchant verify-account',
  'release policy',
  'conformance',
];

const ALL = [...PUBLISH_COMMANDS, ...RELEASE_COMMANDS, ...VERIFY_COMMANDS, ...VERIFY_ACCOUNT_COMMANDS, ...OVERRIDE_COMMANDS, ...OBSERVE_COMMANDS, vitalsCommand, ...CREDENTIALS_COMMANDS, ...CONFORMANCE_COMMANDS, ...MERCHANT_COMMANDS];

/** A command missing from HELP_ORDER comes last. */
const rank = (c: Command) => (HELP_ORDER.includes(c.name) ? HELP_ORDER.indexOf(c.name) : HELP_ORDER.length);
export const COMMANDS: readonly Command[] = [...ALL].sort((a, b) => rank(a) - rank(b));
