/** Publishing's share of the bad-input corpus (security/bad-inputs.test.ts): hostile archives and the status each must get. */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { create } from 'tar';
import { REQUIRED_EXPOSES } from '../../registry/types.js';
import { rawTarGz, type RawEntry } from '../../security/raw-tar.js';
import { makeArtifactDir, tarGz, type ArtifactSpec } from '../helpers.js';

export const games = (version: string, extra: Partial<ArtifactSpec> = {}): ArtifactSpec => ({ app: 'games', version, exposes: [...REQUIRED_EXPOSES.games], ...extra });

async function tarOf(build: (dir: string) => void): Promise<Buffer> {
  const dir = makeArtifactDir(games('3.0.0'));
  build(dir);
  const chunks: Buffer[] = [];
  for await (const c of create({ gzip: true, cwd: dir, portable: true }, ['.'])) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

/** A valid artifact's files followed by hostile raw entries. */
const withEntries = async (s: ArtifactSpec, extra: RawEntry[]): Promise<Buffer> => rawTarGz(makeArtifactDir(s), extra);

export interface PublishCase {
  name: string;
  body: () => Promise<Buffer | string>;
  contentType?: string;
  status: number | RegExp;
}
const spec = (name: string, s: ArtifactSpec, tweak?: (dir: string) => void): PublishCase => ({
  name,
  body: async () => {
    const dir = makeArtifactDir(s);
    tweak?.(dir);
    return tarGz(dir);
  },
  status: 400,
});
export const PUBLISH_CASES: PublishCase[] = [
  { name: 'an empty body', body: async () => Buffer.alloc(0), status: 400 },
  { name: 'text, not gzip', body: async () => 'hello', status: 400 },
  { name: 'gzip of text', body: async () => gzipSync('not a tar at all'), status: 400 },
  { name: 'a truncated gzip', body: async () => (await tarGz(makeArtifactDir(games('3.0.1')))).subarray(0, 200), status: 400 },
  { name: 'gzip of zero bytes', body: async () => gzipSync(Buffer.alloc(0)), status: 400 },
  { name: 'gzip of 10 KiB of random bytes', body: async () => gzipSync(Buffer.from(Array.from({ length: 10_240 }, (_, i) => (i * 7919) % 251))), status: 400 },
  { name: 'a JSON content type', body: async () => '{"app":"games"}', contentType: 'application/json', status: 400 },
  { name: 'a multipart content type', body: async () => 'x', contentType: 'multipart/form-data; boundary=x', status: 415 },
  spec('no artifact.json', games('3.0.2'), (dir) => rmSync(join(dir, 'artifact.json'))),
  spec('artifact.json that is not JSON', games('3.0.3'), (dir) => writeFileSync(join(dir, 'artifact.json'), '{app: games')),
  spec('artifact.json that is an array', games('3.0.4'), (dir) => writeFileSync(join(dir, 'artifact.json'), '[]')),
  spec('artifact.json that is null', games('3.0.5'), (dir) => writeFileSync(join(dir, 'artifact.json'), 'null')),
  spec('artifact.json with a numeric version', games('3.0.6'), (dir) => writeFileSync(join(dir, 'artifact.json'), JSON.stringify({ app: 'games', federationName: 'games', version: 306 }))),
  spec('a version with traversal', games('3.0.7'), (dir) => writeFileSync(join(dir, 'artifact.json'), JSON.stringify({ app: 'games', federationName: 'games', version: '../../../x' }))),
  spec('a 10,000-character version', games('3.0.8'), (dir) => writeFileSync(join(dir, 'artifact.json'), JSON.stringify({ app: 'games', federationName: 'games', version: `1.0.0-${'a'.repeat(10_000)}` }))),
  spec('no mf-manifest.json', games('3.0.9'), (dir) => rmSync(join(dir, 'mf-manifest.json'))),
  spec('a manifest that is not JSON', games('3.1.0', { manifestText: '{"name":' })),
  spec('a manifest that is a string', games('3.1.1', { manifestText: '"games"' })),
  spec('a manifest that is an array', games('3.1.2', { manifestText: '[]' })),
  spec('a null manifest', games('3.1.3', { manifestText: 'null' })),
  spec('a manifest whose exposes is an object', games('3.1.4', { manifestText: '{"name":"games","metaData":{"remoteEntry":{"name":"remoteEntry.js","path":""}},"shared":[],"exposes":{"./Lobby":{}}}' })),
  spec('a manifest with no metaData', games('3.1.5', { manifestText: '{"name":"games","shared":[],"exposes":[]}' })),
  spec('an unknown app', { app: 'casino', version: '3.1.6' }),
  spec('an app that is a path', { app: '../host', version: '3.1.7' }),
  spec('a bad semver', games('v3')),
  spec('a federation name mismatch', games('3.1.8', { manifestName: 'evil' })),
  spec('a missing expose', { app: 'games', version: '3.1.9', exposes: ['./Lobby'] }),
  spec('a remoteEntry climbing out', games('3.2.0', { remoteEntryMeta: { name: '../../../../etc/passwd' } })),
  spec('a remoteEntry that is a folder', games('3.2.1', { remoteEntryMeta: { name: 'static' } })),
  spec('a remoteEntry that is missing', games('3.2.2', { remoteEntry: null })),
  spec('a symlink as remoteEntry', games('3.2.3', { remoteEntry: null }), (dir) => symlinkSync('/etc/hostname', join(dir, 'remoteEntry.js'))),
  spec('a symlink folder', games('3.2.4'), (dir) => symlinkSync('/etc', join(dir, 'static', 'etc'))),
  { name: 'an entry with .. in its path', body: async () => withEntries(games('3.2.5'), [{ name: 'static/../../escape.js', body: 'x' }]), status: 400 },
  { name: 'an entry climbing out at the start', body: async () => withEntries(games('3.2.6'), [{ name: '../../../../tmp/escape.js', body: 'x' }]), status: 400 },
  { name: 'an absolute entry path', body: async () => withEntries(games('3.2.7'), [{ name: '/tmp/tessera-absolute.js', body: 'x' }]), status: 400 },
  { name: 'a hard link to /etc/passwd', body: async () => withEntries(games('3.2.8'), [{ name: 'static/passwd.js', type: '1', linkname: '/etc/passwd' }]), status: 400 },
  { name: 'a FIFO', body: async () => withEntries(games('3.2.9'), [{ name: 'static/fifo.js', type: '6' }]), status: 400 },
  { name: 'a character device', body: async () => withEntries(games('3.3.0'), [{ name: 'static/zero.js', type: '3' }]), status: 400 },
  { name: 'too many files', body: async () => tarOf((dir) => void Array.from({ length: 100 }, (_, i) => writeFileSync(join(dir, 'static', `f${i}.js`), ''))), status: 413 },
  { name: 'too deep a tree', body: async () => tarOf((dir) => void mkdirSync(join(dir, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'), { recursive: true })), status: 413 },
  { name: 'a gzip bomb', body: async () => tarOf((dir) => writeFileSync(join(dir, 'static', 'zeros.bin'), Buffer.alloc(4 * 1024 * 1024))), status: 413 },
  { name: 'a republish of 1.0.0 with other content', body: async () => tarGz(makeArtifactDir(games('1.0.0', { remoteEntry: 'var games = "changed";' }))), status: 409 },
];
