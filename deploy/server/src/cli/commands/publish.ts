/** Building and publishing app versions, and listing them. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import type { ArtifactSummary, WhoAmI } from '../../registry/api-types.js';
import { can } from '../../registry/credentials.js';
import { shortHash, shortTime } from '../format.js';
import { CliError, currentRevision, opsApi, tarGz, UsageError } from '../ops-api.js';
import { call, type Command, type CommandContext, need, print, show, tableOf, whoami, withQuery } from './kit.js';

/** The workspace root (this file is deploy/server/src/cli/commands or deploy/server/dist/cli/commands). */
const WORKSPACE = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');

/** `member` → <workspace>/remote-member, `host` → <workspace>/host, or a folder with a webpack build. */
function appFolder(spec: string): string {
  const named = spec === 'host' ? join(WORKSPACE, 'host') : join(WORKSPACE, `remote-${spec}`);
  const dir = /^[a-z]+$/.test(spec) && existsSync(named) ? named : resolve(spec);
  if (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'node_modules/.bin/webpack'))) {
    throw new CliError(`${spec}: not an app folder (host, games, member, agent, lottery, or a path to one)`);
  }
  return dir;
}

/** The app a folder builds: `host`, or `<app>` of `remote-<app>` (undefined for another folder: the server names it). */
const appOf = (dir: string): string | undefined => (basename(dir) === 'host' ? 'host' : /^remote-([a-z]+)$/.exec(basename(dir))?.[1]);

/** The first version after `version` (its next prerelease, else its next patch) that `app` has not published. */
export async function nextFreeVersion(ctx: CommandContext, app: string, version: string): Promise<string | undefined> {
  const taken = new Set((await call<ArtifactSummary[]>(ctx, { path: withQuery('/ops/artifacts', { app }) })).map((a) => a.version));
  const step = (v: string) => semver.inc(v, semver.prerelease(v) ? 'prerelease' : 'patch') ?? undefined;
  let next = step(version);
  while (next && taken.has(next)) next = step(next);
  return next;
}

interface Published {
  app: string;
  version: string;
  integrity: string;
  entry: string;
}

/**
 * Uploads a built folder; `line` is what `publish` prints for it (the same bytes again are `unchanged`). A version
 * already published with other bytes is refused with the next free version, as the command to build it.
 */
async function publishDir(ctx: CommandContext, dir: string, merchant?: string): Promise<{ d: Published; line: string }> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new CliError(`${dir} is not a folder`);
  let answer;
  try {
    answer = await opsApi(ctx.target, 'POST', '/ops/artifacts', await tarGz(dir), 'application/gzip');
  } catch (e) {
    if (!(e instanceof CliError) || e.code !== 'version_exists') throw e;
    const built = existsSync(join(dir, 'artifact.json')) ? (JSON.parse(readFileSync(join(dir, 'artifact.json'), 'utf8')) as { app?: string; version?: string }) : {};
    const next = built.app && built.version ? await nextFreeVersion(ctx, built.app, built.version).catch(() => undefined) : undefined;
    if (!next) throw e;
    throw new CliError(`${e.message}\nthe next free version is ${next}: ${ctx.followUp(`release build ${built.app} --version ${next}${merchant ? ` --merchant ${merchant}` : ''}`)}`, e.code);
  }
  const { status, data } = answer;
  const d = data as Published;
  return { d, line: `${status === 201 ? 'published' : 'unchanged'} ${d.app}@${d.version} ${d.entry} ${d.integrity}` };
}

/**
 * What to do with a published version, only what this credential may do: try it (an override link: its team or
 * the merchant's release scope), canary or pin it (the merchant's release scope); what it may not is named.
 */
export function nextSteps(ctx: CommandContext, me: WhoAmI, { app, version, merchant, rev }: { app: string; version: string; merchant: string; rev: string }): string[] {
  // Without --merchant (`<merchant>`): any merchant this credential may release to.
  const release = merchant === '<merchant>' ? me.scopes.some((sc) => sc === 'admin' || sc.startsWith('release:')) : can.release(me, merchant);
  const others = `ask a credential with release:${merchant} (or release:*, admin) to canary or pin it`;
  if (app === 'host') return [release ? `next: ${ctx.followUp(`release set ${merchant} --host ${version} --expect ${rev}`)}` : `next: ${others.replace('canary or pin it', 'release it')}`];
  return [
    'next, one of:',
    ...(release || can.publish(me, app) ? [`  ${ctx.followUp(`override link ${merchant} ${app} ${version} --ttl 1h`)}`, '      # try it in your browser only'] : []),
    ...(release
      ? [
          `  ${ctx.followUp(`release canary ${merchant} ${app} ${version} --percent 10 --expect ${rev}`)}`,
          '      # a stable 10% of browsers',
          `  ${ctx.followUp(`release pin ${merchant} ${app} ${version} --expect ${rev}`)}`,
          '      # everyone (the current version becomes the fallback)',
        ]
      : [`  ${others}`]),
  ];
}

export const PUBLISH_COMMANDS: readonly Command[] = [
  {
    name: 'release build',
    usage: '<app> --version <v> [--merchant <m>]',
    summary: 'Builds one app (host, games, member, agent, lottery or a folder) as version <v> for production, publishes it immutably and prints how to pin or canary it.',
    options: ['version', 'merchant'],
    examples: ['tessera release build member --version 1.1.0 --merchant demo', 'tessera release build ./remote-games --version 2.0.0-rc.1'],
    async run(ctx) {
      const dir = appFolder(need(ctx.args[0], '<app>'));
      const version = need(ctx.options.version, '--version <v>');
      // What the server would refuse after the build is refused before it (a build takes seconds).
      if (!semver.valid(version) || version.length > 64) throw new UsageError(`--version ${version} is not a semver version (like 1.1.0 or 2.0.0-rc.1)`);
      const app = appOf(dir);
      const me = await whoami(ctx);
      if (app && !can.publish(me, app)) throw new CliError(`credential ${me.name} (${me.scopes.join(', ') || 'no scopes'}) may not publish ${app}: it needs remote:${app} or admin; nothing was built`, 'forbidden');
      const out = mkdtempSync(join(tmpdir(), 'tessera-release-'));
      try {
        execFileSync(join(dir, 'node_modules/.bin/webpack'), ['--mode', 'production', '--output-path', out], {
          cwd: dir,
          env: { ...process.env, MF_BUILD_VERSION: version, NODE_ENV: 'production' },
          stdio: ['ignore', 'ignore', 'pipe'],
        });
      } catch (e) {
        const stderr = (e as { stderr?: Buffer }).stderr?.toString().trim();
        throw new CliError(`build of ${dir} failed${stderr ? `:\n${stderr.split('\n').slice(-15).join('\n')}` : ''}`);
      }
      const { d, line } = await publishDir(ctx, out, ctx.options.merchant);
      const m = ctx.options.merchant ?? '<merchant>';
      const rev = ctx.options.merchant ? String(await currentRevision(ctx.target, ctx.options.merchant)) : '<revision>';
      print(ctx, d, () => [line, ...nextSteps(ctx, me, { app: d.app, version: d.version, merchant: m, rev })].join('\n'));
    },
  },
  {
    name: 'publish',
    usage: '<distDir>',
    summary: 'Uploads a built app folder (immutable: the same version with other bytes is refused).',
    examples: ['tessera publish remote-member/dist', 'tessera publish host/dist --server https://platform.example --actor alice'],
    async run(ctx) {
      const { d, line } = await publishDir(ctx, need(ctx.args[0], '<distDir>'));
      print(ctx, d, () => line);
    },
  },
  {
    name: 'artifacts',
    usage: '[--app <app>]',
    summary: 'Lists published versions: app, version, when and by whom, integrity.',
    options: ['app'],
    examples: ['tessera artifacts', 'tessera artifacts --app member --json'],
    run: (ctx) =>
      show(
        ctx,
        { path: withQuery('/ops/artifacts', { app: ctx.options.app }) },
        tableOf<ArtifactSummary>(
          ['app', 'version', 'published', 'by', 'integrity'],
          (a) => [a.app, a.version, shortTime(a.publishedAt), a.publishedBy, shortHash(a.integrity)],
        ),
      ),
  },
];
