/** Override links: one browser tries a published version or a dev server. */
import type { OverrideLinkView } from '../../registry/api-types.js';
import { parseDuration } from '../format.js';
import { UsageError } from '../ops-api.js';
import { type Command, issueLink, LINK_TTL, need, overrideLinkTable, remoteArgs, revoke, show, withQuery } from './kit.js';

export const OVERRIDE_COMMANDS: readonly Command[] = [
  {
    name: 'override link',
    usage: '<merchant> <remote> <version> [--ttl 1h (1m..7d)] [--site <url>]',
    options: ['ttl', 'site'],
    summary: 'Issues a signed link that gives only the browser opening it another published version of one remote, until it expires.',
    examples: ['tessera override link demo member 1.1.0 --ttl 1h', 'tessera override link demo games 2.0.0 --ttl 30m --site https://demo.example'],
    async run(ctx) {
      const [path, remote, version] = remoteArgs(ctx, '<version>');
      const ttlSeconds = parseDuration(ctx.options.ttl ?? '1h', '--ttl', LINK_TTL);
      await issueLink(ctx, { path: `${path}/override-links`, body: { remote, version, ttlSeconds } }, {}, `${remote}@${version} for the browser that opens it`);
    },
  },
  {
    name: 'override dev',
    usage: '<merchant> <remote> <devEntryUrl> [--ttl 8h (1m..7d)] [--site <url>]',
    options: ['ttl', 'site'],
    summary:
      "Issues a signed link that points one remote at a developer's dev server (its remoteEntry.js) for the browser opening it only; the rest of the site stays the merchant's release.",
    examples: ['tessera override dev demo member http://localhost:3102/remoteEntry.js', 'tessera override dev demo games http://localhost:3101/remoteEntry.js --ttl 2h --site https://demo.example'],
    async run(ctx) {
      const [path, remote, url] = remoteArgs(ctx, '<devEntryUrl>');
      if (!/^https?:\/\/\S+\/(remoteEntry\.js|mf-manifest\.json)$/.test(url)) throw new UsageError(`<devEntryUrl> must be the dev server's http(s)://…/remoteEntry.js, got "${url}"`);
      const ttlSeconds = parseDuration(ctx.options.ttl ?? '8h', '--ttl', LINK_TTL);
      await issueLink(ctx, { path: `${path}/override-links`, body: { remote, url, ttlSeconds } }, { devEntry: url }, `${remote} from ${new URL(url).origin} for the first browser that opens it (no other)`);
    },
  },
  {
    name: 'override list',
    usage: '[<merchant>]',
    summary: 'Lists the override links not yet expired (all merchants, or one): id, remote, version or dev server, who issued it, until when, bound or revoked.',
    examples: ['tessera override list', 'tessera override list demo --json'],
    run: (ctx) =>
      show<OverrideLinkView[]>(ctx, { path: withQuery('/ops/override-links', { merchant: ctx.args[0] }) }, (links) =>
        links.length ? overrideLinkTable(links) : 'no live override links',
      ),
  },
  {
    name: 'override revoke',
    usage: '<id>',
    summary: 'Revokes an override link (its id is printed when it is issued, and by override list): browsers holding it lose it at their next page load.',
    examples: ['tessera override revoke Hk3x9QwErTy0aBcD'],
    async run(ctx) {
      const id = need(ctx.args[0], '<id>');
      await revoke(ctx, `/ops/override-links/${encodeURIComponent(id)}`, id, `revoked override link ${id}`);
    },
  },
];
