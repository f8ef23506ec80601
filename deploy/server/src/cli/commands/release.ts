/** Reading and changing a merchant's release set. */
import type { MerchantPolicy } from '../../registry/api-types.js';
import { shortTime, table } from '../format.js';
import { UsageError } from '../ops-api.js';
import { call, changeRelease, type Command, expectedRevision, intArg, merchantPath, need, releaseSummary, type ReleaseSummary, remoteArgs, show } from './kit.js';

export const RELEASE_COMMANDS: readonly Command[] = [
  {
    name: 'release show',
    usage: '<merchant>',
    summary: "Prints a merchant's release set (its revision is what --expect takes).",
    examples: ['tessera release show demo'],
    run: (ctx) => show(ctx, { path: `${merchantPath(ctx)}/release` }, releaseSummary),
  },
  {
    name: 'release set',
    usage: '<merchant> [--host <v>] --remote <name>=<v>[@<fallback>] ... [--allow-overrides] (--expect <rev> | --force)',
    summary: "Sets a merchant's host and the named remotes; remotes not named keep their current release.",
    options: ['host', 'remote', 'allow-overrides', 'expect', 'force'],
    examples: ['tessera release set demo --host 1.0.0 --remote games=1.0.0 --remote member=1.1.0@1.0.0 --expect 0', 'tessera release set demo --remote lottery=1.2.0 --expect 7'],
    async run(ctx) {
      const path = merchantPath(ctx);
      const revision = await expectedRevision(ctx);
      const current = revision === 0 ? null : await call<ReleaseSummary>(ctx, { path: `${path}/release` });
      type Spec = { version: string; fallback?: { version: string }; canary?: { version: string; percent: number } };
      const remotes: Record<string, Spec> = {};
      for (const [name, r] of Object.entries(current?.remotes ?? {})) {
        remotes[name] = { version: r.version, ...(r.fallback ? { fallback: { version: r.fallback.version } } : {}), ...(r.canary ? { canary: { version: r.canary.version, percent: r.canary.percent } } : {}) };
      }
      for (const spec of ctx.options.remote ?? []) {
        const m = /^([a-z]+)=([^@\s]+)(?:@(\S+))?$/.exec(spec);
        if (!m?.[1] || !m[2]) throw new UsageError(`--remote must look like name=version or name=version@fallback, got ${spec}`);
        remotes[m[1]] = { version: m[2], ...(m[3] ? { fallback: { version: m[3] } } : {}) };
      }
      const body = {
        expectedRevision: revision,
        host: { version: need(ctx.options.host ?? current?.host.version, '--host <version>') },
        remotes,
        ...(ctx.options['allow-overrides'] !== undefined ? { overrides: { allowed: ctx.options['allow-overrides'] } } : {}),
      };
      await changeRelease(ctx, { method: 'PUT', path: `${path}/release`, body });
    },
  },
  {
    name: 'release pin',
    usage: '<merchant> <remote> <version> [--fallback <v> | --no-fallback] (--expect <rev> | --force)',
    summary: 'Points one remote at a version; the previous one becomes its fallback unless told otherwise.',
    options: ['fallback', 'no-fallback', 'expect', 'force'],
    examples: ['tessera release pin demo member 1.1.0 --expect 4', 'tessera release pin demo member 1.1.0 --no-fallback --force'],
    async run(ctx) {
      const [path, remote, version] = remoteArgs(ctx, '<version>');
      const body: Record<string, unknown> = { expectedRevision: await expectedRevision(ctx), remote, version };
      if (ctx.options['no-fallback']) body.fallback = null;
      else if (ctx.options.fallback) body.fallback = ctx.options.fallback;
      await changeRelease(ctx, { path: `${path}/release/pin`, body });
    },
  },
  {
    name: 'release rollback',
    usage: '<merchant> <toRevision> (--expect <rev> | --force)',
    summary: 'Restores an earlier revision of the release set (as a new revision).',
    options: ['expect', 'force'],
    examples: ['tessera release rollback demo 3 --expect 5'],
    async run(ctx) {
      const path = merchantPath(ctx);
      const toRevision = intArg(need(ctx.args[1], '<toRevision>'), '<toRevision>');
      await changeRelease(ctx, { path: `${path}/release/rollback`, body: { expectedRevision: await expectedRevision(ctx), toRevision } });
    },
  },
  {
    name: 'release canary',
    usage: '<merchant> <remote> <version|off> --percent <0-100> (--expect <rev> | --force)',
    options: ['percent', 'expect', 'force'],
    examples: ['tessera release canary demo member 1.1.0 --percent 10 --expect 4', 'tessera release canary demo member off --force'],
    summary: 'Gives a stable share of browsers another version of one remote (e.g. release canary demo member 1.1.0 --percent 10); `off` removes it.',
    async run(ctx) {
      const [path, remote, version] = remoteArgs(ctx, '<version|off>');
      const body: Record<string, unknown> = { expectedRevision: await expectedRevision(ctx), remote, version: version === 'off' ? null : version };
      if (version !== 'off') {
        const raw = need(ctx.options.percent, '--percent <0-100>');
        const percent = /^\d{1,3}(\.\d+)?$/.test(raw.trim()) ? Number(raw) : NaN;
        if (!(percent >= 0 && percent <= 100)) throw new UsageError(`--percent must be a number 0..100, got "${raw}"`);
        body.percent = percent;
      }
      await changeRelease(ctx, { path: `${path}/release/canary`, body });
    },
  },
  {
    name: 'release promote',
    usage: '<merchant> <remote> (--expect <rev> | --force)',
    summary: "Makes a remote's canary its pinned version (the old one becomes the fallback).",
    options: ['expect', 'force'],
    examples: ['tessera release promote demo member --expect 5'],
    async run(ctx) {
      const path = merchantPath(ctx);
      const remote = need(ctx.args[1], '<remote>');
      await changeRelease(ctx, { path: `${path}/release/promote`, body: { expectedRevision: await expectedRevision(ctx), remote } });
    },
  },
  {
    name: 'release history',
    usage: '<merchant>',
    summary: "Prints every revision of a merchant's release set.",
    examples: ['tessera release history demo', 'tessera release history demo --json'],
    run: (ctx) =>
      show<{ revision: number; at: string; actor: string; release: ReleaseSummary }[]>(ctx, { path: `${merchantPath(ctx)}/history` }, (rows) => {
        const remotes = [...new Set(rows.flatMap((r) => Object.keys(r.release.remotes)))];
        const cell = (r: ReleaseSummary['remotes'][string] | undefined) => r && `${r.version}${r.canary ? ` (+${r.canary.version} ${r.canary.percent}%)` : ''}`;
        return table(
          ['rev', 'at', 'by', 'host', ...remotes, 'overrides'],
          rows.map((r) => [r.revision, shortTime(r.at), r.actor, r.release.host.version, ...remotes.map((n) => cell(r.release.remotes[n])), r.release.overrides?.allowed ? 'allowed' : 'off']),
        );
      }),
  },
  {
    name: 'release policy',
    usage: '<merchant> [--require-verify | --no-require-verify]',
    summary: "Shows or sets a merchant's policy: with --require-verify a version reaches players (a canary at any percent, a set, a pin, a promote) only after a passing `release verify` of it.",
    options: ['require-verify', 'no-require-verify'],
    examples: ['tessera release policy demo', 'tessera release policy demo --require-verify'],
    async run(ctx) {
      const path = `${merchantPath(ctx)}/policy`;
      const on = ctx.options['require-verify'];
      const off = ctx.options['no-require-verify'];
      if (on && off) throw new UsageError('give --require-verify or --no-require-verify, not both');
      await show<MerchantPolicy>(
        ctx,
        on || off ? { method: 'PUT', path, body: { requireVerifiedRelease: Boolean(on) } } : { path },
        (d) => `${d.merchant}: ${d.requireVerifiedRelease ? 'a version reaches players (canary, set, pin, promote) only after a passing release verify' : 'no browser check required'}`,
      );
    },
  },
];
