/** `release verify`: a remote version checked in a real browser on the merchant's site. */
import { join } from 'node:path';
import type { WhoAmI } from '../../registry/api-types.js';
import { can } from '../../registry/credentials.js';
import { table } from '../format.js';
import { CliError } from '../ops-api.js';
import { verifyInBrowser } from '../verify.js';
import { call, type Command, type CommandContext, need, print, type ReleaseSummary, whoami } from './kit.js';

/**
 * What to do with a version that passed, given the merchant's set now: canary it, promote it when it already is
 * the canary, or, while another version's canary runs, look at that one first. Always on the revision just read
 * (`--expect`, never `--force`), and only what this credential may do.
 */
export function afterVerify(ctx: CommandContext, me: WhoAmI, set: ReleaseSummary | null, { merchant, remote, version }: { merchant: string; remote: string; version: string }): string {
  const current = set?.remotes[remote];
  if (current?.version === version && !current.canary) return `${remote}@${version} is already pinned on ${merchant}`;
  if (!can.release(me, merchant)) return `next: ask a credential with release:${merchant} (or release:*, admin) to canary it`;
  // Without the set just read there is no revision to name: never guess one, never --force.
  if (!set) return `next: read the set (${ctx.followUp(`release show ${merchant}`)}), then canary it with --expect at that revision`;
  const rev = set.revision;
  const canary = current?.canary;
  if (canary?.version === version) return `next: it is the canary at ${canary.percent}%; make it everyone's: ${ctx.followUp(`release promote ${merchant} ${remote} --expect ${rev}`)}`;
  if (canary) {
    return `next: a canary of ${remote}@${canary.version} runs at ${canary.percent}%; end it first (${ctx.followUp(`release canary ${merchant} ${remote} off --expect ${rev}`)}), then canary ${version}`;
  }
  return `next: ${ctx.followUp(`release canary ${merchant} ${remote} ${version} --percent 10 --expect ${rev}`)}`;
}

/** After a failed check: when the failed version is the running canary, end it on the revision just read; else nothing to run. */
export function afterFailedVerify(ctx: CommandContext, me: WhoAmI, set: ReleaseSummary | null, { merchant, remote, version }: { merchant: string; remote: string; version: string }): string | undefined {
  const canary = set?.remotes[remote]?.canary;
  if (!set || canary?.version !== version) return undefined;
  if (!can.release(me, merchant)) return `next: ${version} is the canary at ${canary.percent}%; ask a credential with release:${merchant} (or release:*, admin) to end it`;
  return `next: ${version} is the canary at ${canary.percent}%; end it: ${ctx.followUp(`release canary ${merchant} ${remote} off --expect ${set.revision}`)}`;
}

export const VERIFY_COMMANDS: readonly Command[] = [
  {
    name: 'release verify',
    usage: '<merchant> <remote> <version> [--site <url>] [--shots <dir>]',
    summary:
      "Opens the merchant's site in headless Chromium with that version for the check's browser only, visits the remote's pages signed out and then signed in as the merchant's test account (tessera merchant verify-account; member: deposit, withdrawal, records; agent: team, reports; games: a lobby and a launch; lottery: its page and the bet frame), and fails (exit 1) on an uncaught error, a console error, a failed request to the remote, an empty page or a page it could not visit; keeps screenshots and records the result.",
    options: ['site', 'shots'],
    examples: ['tessera release verify demo member 1.2.0', 'tessera release verify demo games 2.0.0 --site https://www.demo.example --shots ./checks'],
    async run(ctx) {
      const merchant = need(ctx.args[0], '<merchant>');
      const remote = need(ctx.args[1], '<remote>');
      const version = need(ctx.args[2], '<version>');
      const shotsDir = ctx.options.shots ?? join('tessera-verify', `${merchant}-${remote}-${version}`);
      const result = await verifyInBrowser(ctx.target, { merchant, remote, version, site: ctx.options.site ?? ctx.target.server, shotsDir, followUp: ctx.followUp });
      const data = await call<object>(ctx, { method: 'POST', path: `/ops/merchants/${encodeURIComponent(merchant)}/verifications`, body: { remote, version, ok: result.ok, problems: result.problems } });
      const set = !ctx.options.json ? await call<ReleaseSummary>(ctx, { path: `/ops/merchants/${encodeURIComponent(merchant)}/release` }).catch(() => null) : null;
      const checked = { merchant, remote, version };
      const next = ctx.options.json ? undefined : (result.ok ? afterVerify : afterFailedVerify)(ctx, await whoami(ctx), set, checked);
      print(ctx, { ...data, pages: result.pages }, () =>
        [
          `${result.ok ? 'passed' : 'FAILED'}: ${remote}@${version} on ${merchant}${result.account ? ` (signed in as ${result.account})` : ''}`,
          table(['page', 'url', 'result', 'screenshot'], result.pages.map((p) => [p.label, p.path, p.problems.length ? `${p.problems.length} problem(s)` : 'ok', p.screenshot ?? '-'])),
          ...result.problems.map((p) => `  ${p}`),
          ...(next ? [next] : []),
        ].join('\n'),
      );
      if (!result.ok) throw new CliError(`${remote}@${version} failed its browser check on ${merchant} (${result.problems.length} problem(s))`);
    },
  },
];
