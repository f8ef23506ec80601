// The run's member release build, made once and published on every platform (canary, ops, platform and
// reproducible-build suites), and copies of the published member build for variants of it.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { env, until } from './support';

/** The run's own folder (global-setup.mjs), shared by every worker: what is made once per run lives there. */
const runDir = process.env.E2E_RUN_DIR ?? env.dataDir;

/**
 * The member version the e2e run releases alone (platform.e2e.ts pins it, ops.e2e.ts canaries it): a
 * prerelease of the published one, the same in every suite and on every platform of a run.
 */
export function releasedMemberVersion(): string {
  return `${env.versions.member}-e2e.${path.basename(runDir).replace(/[^0-9A-Za-z]/g, '')}`;
}

/** The ops CLI against this worker's platform. Not execFileSync: a blocked event loop keeps jest from timing anything out while webpack runs. */
function tessera(args: string[], extraEnv: Record<string, string> = {}): Promise<{ stdout: string }> {
  const cli = path.resolve(__dirname, '../server/dist/cli.js');
  return promisify(execFile)(process.execPath, [cli, ...args, '--server', env.server, '--actor', 'e2e'], {
    env: { ...process.env, TESSERA_OPS_TOKEN: env.token, ...extraEnv },
    encoding: 'utf8',
    maxBuffer: 4 * 1024 * 1024,
  });
}

/**
 * Builds and publishes member as releasedMemberVersion() with the documented release command (`tessera
 * release build member --version <v> --merchant demo`) once per run, for the first suite that asks, and returns
 * what the command printed. A production build costs a minute or more on 2 cores, so nothing builds it twice:
 * a suite on another worker's platform waits for that build, publishes the same folder there (`tessera
 * publish`) and gets the command's printout; later suites on a platform get it at once.
 */
export async function releaseBuildMember(): Promise<string> {
  const mine = path.join(env.dataDir, `release-build-member-${releasedMemberVersion()}.txt`);
  if (existsSync(mine)) return readFileSync(mine, 'utf8');
  // The command builds into a folder under its TMPDIR: this one, so the other platforms find the build.
  const built = path.join(runDir, 'member-release');
  const printed = path.join(runDir, 'member-release.txt');
  let first = true;
  try {
    mkdirSync(built);
  } catch {
    first = false;
  }
  let stdout: string;
  if (first) {
    try {
      ({ stdout } = await tessera(['release', 'build', 'member', '--version', releasedMemberVersion(), '--merchant', 'demo'], { TMPDIR: built }));
    } catch (e) {
      writeFileSync(`${printed}.failed`, String(e));
      throw e;
    }
    writeFileSync(printed, stdout);
  } else {
    await until(() => existsSync(printed) || existsSync(`${printed}.failed`), Boolean, "the run's member release build", { timeoutMs: BUILD_TIMEOUT_MS, everyMs: 500 });
    if (!existsSync(printed)) throw new Error(`the run's member release build failed: ${readFileSync(`${printed}.failed`, 'utf8')}`);
    const folder = readdirSync(built).find((f) => f.startsWith('tessera-release-'));
    if (!folder) throw new Error(`no build folder in ${built}`);
    await tessera(['publish', path.join(built, folder)]);
    stdout = readFileSync(printed, 'utf8');
  }
  writeFileSync(mine, stdout);
  return stdout;
}

/** How long a suite's beforeAll may take to build member (releaseBuildMember) on a loaded 2-core machine. */
export const BUILD_TIMEOUT_MS = 600_000;

/**
 * A copy, in a folder of its own, of the member build this platform published, as `version` (artifact.json and
 * mf-manifest.json say so), for a suite to change and publish as a variant: without its encoded siblings and the
 * entry's integrity, which publishing writes again. The caller removes the folder.
 */
export function publishedMemberAs(version: string): string {
  const source = path.join(env.dataDir, 'artifacts', 'remotes', 'member', env.versions.member!);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-member-variant-'));
  cpSync(source, dir, { recursive: true, filter: (src) => statSync(src).isDirectory() || !/\.(br|gz)$/.test(src) });
  const artifact = JSON.parse(readFileSync(path.join(dir, 'artifact.json'), 'utf8')) as { chunkIntegrity?: Record<string, string> };
  if (artifact.chunkIntegrity) delete artifact.chunkIntegrity['remoteEntry.js'];
  writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify({ ...artifact, version }));
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
  manifest.metaData.buildInfo.buildVersion = version;
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  return dir;
}
