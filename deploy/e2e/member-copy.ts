/**
 * Another member version for the ops suites to pin or canary: the build the platform published, copied under a new
 * version number (artifact.json and the manifest's buildVersion; the compressed copies left out) and published with
 * the CLI as a pipeline runs it, the token in its environment.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from './support';

export function publishMemberCopy(version: string): void {
  const source = path.join(env.dataDir, 'artifacts', 'remotes', 'member', env.versions.member!);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-member-copy-'));
  try {
    cpSync(source, dir, { recursive: true, filter: (src) => statSync(src).isDirectory() || !/\.(br|gz)$/.test(src) });
    const artifact = JSON.parse(readFileSync(path.join(dir, 'artifact.json'), 'utf8')) as object;
    writeFileSync(path.join(dir, 'artifact.json'), JSON.stringify({ ...artifact, version }));
    const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as { metaData: { buildInfo: { buildVersion: string } } };
    manifest.metaData.buildInfo.buildVersion = version;
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    const cli = path.resolve(__dirname, '../server/bin/tessera.mjs');
    const res = spawnSync(process.execPath, [cli, 'publish', dir, '--server', env.server], { encoding: 'utf8', env: { ...process.env, TESSERA_OPS_TOKEN: env.token } });
    expect(`${res.stdout}${res.stderr}`).toMatch(/^published member@/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
