#!/usr/bin/env node
/**
 * The `tessera` bin. It is committed, not built: pnpm links a bin only if its file exists at install time, and
 * `npm start` / `npm test` install before they build, so a bin pointing into dist/ was never linked on a fresh
 * clone. It runs the built CLI (dist/cli.js), or says what to run when that is missing.
 */
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli/run.js', import.meta.url);
if (existsSync(built)) {
  const { main, invokedAs } = await import(built.href);
  // A build older than this bin has no invokedAs: its commands print as `tessera …`.
  process.exitCode = await main(process.argv.slice(2), undefined, undefined, invokedAs?.(process.env));
} else {
  process.stderr.write('tessera: the CLI is not built yet; build it (and the packages it needs) with: corepack pnpm --filter @tessera/server... run build\n');
  process.exitCode = 1;
}
