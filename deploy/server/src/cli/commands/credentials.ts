/** Who is calling, and named ops credentials. */
import type { WhoAmI } from '../../registry/api-types.js';
import { parseDuration, shortTime } from '../format.js';
import { type Command, CREDENTIAL_TTL, MissingArgument, need, revoke, show, tableOf } from './kit.js';

export const CREDENTIALS_COMMANDS: readonly Command[] = [
  {
    name: 'whoami',
    usage: '',
    summary: 'Says which credential this token is and what it may do.',
    examples: ['tessera whoami', 'tessera whoami --json'],
    run: (ctx) => show<WhoAmI>(ctx, { path: '/ops/whoami' }, (d) => `${d.name}: ${d.scopes.join(', ')}`),
  },
  {
    name: 'credentials create',
    usage: '<name> --scope <scope> [--scope <scope> ...] [--ttl 90d (1m..365d)]',
    summary: 'Creates a named credential (admin only) and prints its token once. Scopes: admin, release:<merchant>, release:*, remote:<app>, sandbox.',
    options: ['scope', 'ttl'],
    examples: ['tessera credentials create games-team --scope remote:games', 'tessera credentials create demo-ops --scope release:demo --ttl 90d'],
    async run(ctx) {
      const name = need(ctx.args[0], '<name>');
      const scopes = ctx.options.scope ?? [];
      if (!scopes.length) throw new MissingArgument('missing --scope <scope>');
      const ttlSeconds = ctx.options.ttl === undefined ? undefined : parseDuration(ctx.options.ttl, '--ttl', CREDENTIAL_TTL);
      type Created = { token: string; credential: { name: string; scopes: string[]; expiresAt: string | null } };
      await show<Created>(ctx, { method: 'POST', path: '/ops/credentials', body: { name, scopes, ...(ttlSeconds ? { ttlSeconds } : {}) } }, (d) =>
        [
          `created ${d.credential.name} (${d.credential.scopes.join(', ')})${d.credential.expiresAt ? `, until ${shortTime(d.credential.expiresAt)}` : ''}`,
          `token (shown once, keep it secret): ${d.token}`,
          // Never the token on a command line (shell history, the process list): its holder puts it in the environment.
          `use it: set TESSERA_OPS_TOKEN to it in the environment (not on a command line), then check it: ${ctx.followUp('whoami')}`,
          `revoke it: ${ctx.followUp(`credentials revoke ${d.credential.name}`)}`,
        ].join('\n'),
      );
    },
  },
  {
    name: 'credentials list',
    usage: '',
    summary: 'Lists named credentials (admin only): scopes, who created them, expiry, last use, revoked or not. Never their tokens.',
    examples: ['tessera credentials list', 'tessera credentials list --json'],
    run: (ctx) =>
      show(
        ctx,
        { path: '/ops/credentials' },
        tableOf<{ name: string; scopes: string[]; createdBy: string; createdAt: string; expiresAt: string | null; lastUsedAt: string | null; revokedAt: string | null; active: boolean }>(
          ['name', 'scopes', 'created', 'by', 'expires', 'last used', 'status'],
          (c) => [c.name, c.scopes.join(' '), shortTime(c.createdAt), c.createdBy, shortTime(c.expiresAt), shortTime(c.lastUsedAt), c.revokedAt ? 'revoked' : c.active ? 'active' : 'expired'],
        ),
      ),
  },
  {
    name: 'credentials revoke',
    usage: '<name>',
    summary: 'Revokes a named credential at once (admin only); its name stays in the audit.',
    examples: ['tessera credentials revoke games-team'],
    async run(ctx) {
      const name = need(ctx.args[0], '<name>');
      await revoke(ctx, `/ops/credentials/${encodeURIComponent(name)}`, name, `revoked ${name}`);
    },
  },
];
