import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { tempDir, type TestRequest, type TestResponse } from '@tessera/sandbox/testing/http';
import { create } from 'tar';
import { canaryBucket } from '#shared/contracts/release-set';
import { BUCKET_ID_HEADER } from '../registry/telemetry-tickets.js';
import type { RemoteName } from '../registry/types.js';

// The HTTP helpers alone: importing the sandbox's whole test kit would load the sandbox (and its libraries).
export { httpCall, listen, tempDir, type TestRequest, type TestResponse } from '@tessera/sandbox/testing/http';

export interface SharedSpec {
  name: string;
  version: string;
  requiredVersion: string;
  singleton?: boolean;
}

export interface ArtifactSpec {
  app: string;
  version: string;
  federationName?: string;
  buildVersion?: string;
  exposes?: string[];
  shared?: SharedSpec[];
  remoteEntry?: string | null;
  extraFiles?: Record<string, string>;
  manifestName?: string;
  /** artifact.json `sharedContract`: the @tessera/shared version the build says it compiled against. */
  sharedContract?: string;
  /** Replaces mf-manifest.json's text (malformed manifests). */
  manifestText?: string;
  /** Fields merged over metaData.remoteEntry. */
  remoteEntryMeta?: Record<string, unknown>;
  /**
   * A remote's artifact.json lists the sha384 of every script but its entry, as a production build does
   * (shared/build/chunk-integrity.mjs), unless false here or artifact.json is one of `extraFiles`.
   */
  chunkIntegrity?: false;
}

/** The host's federated singletons at the versions the apps are built with. */
export const SINGLETONS_SHARED: SharedSpec[] = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.0.0' },
  { name: '@tessera/shared/router', version: '0.2.0', requiredVersion: '^0.2.0' },
  { name: 'react-redux', version: '9.3.1', requiredVersion: '^9.3.1' },
  { name: 'redux', version: '5.0.1', requiredVersion: '^5.0.1' },
  { name: 'redux-saga', version: '1.5.1', requiredVersion: '^1.5.1' },
  { name: 'i18next', version: '26.7.2', requiredVersion: '^26.7.2' },
  { name: '@tessera/shared/react-i18next', version: '0.2.0', requiredVersion: '^0.2.0' },
  { name: 'axios', version: '1.21.1', requiredVersion: '^1.21.1' },
  { name: '@tessera/shared', version: '0.1.0', requiredVersion: '^0.1.0' },
];

/** The singletons with `name` replaced by `spec` (or left out when `spec` is null). */
export function sharedWith(name: string, spec: Partial<SharedSpec> | null): SharedSpec[] {
  return SINGLETONS_SHARED.flatMap((s) => (s.name !== name ? [s] : spec === null ? [] : [{ ...s, ...spec }]));
}

/** Writes a built-app folder (artifact.json, mf-manifest.json in the MF 2 format, entry files). */
export function makeArtifactDir(spec: ArtifactSpec): string {
  const dir = tempDir('tessera-art-');
  const federationName = spec.federationName ?? spec.app;
  writeFileSync(join(dir, 'artifact.json'), JSON.stringify({ app: spec.app, federationName, version: spec.version, builtAt: '2026-01-01T00:00:00Z', ...(spec.sharedContract ? { sharedContract: spec.sharedContract } : {}) }));
  const manifest = {
    id: federationName,
    name: spec.manifestName ?? federationName,
    metaData: {
      name: federationName,
      type: 'app',
      buildInfo: { buildVersion: spec.buildVersion ?? spec.version, buildName: `@tessera/${spec.app}` },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global', ...spec.remoteEntryMeta },
      globalName: federationName,
      publicPath: 'auto',
    },
    shared: (spec.shared ?? SINGLETONS_SHARED).map((s) => ({
      id: `${federationName}:${s.name}`,
      name: s.name,
      version: s.version as string | undefined,
      singleton: s.singleton ?? true,
      requiredVersion: s.requiredVersion,
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
    })),
    exposes: (spec.exposes ?? []).map((p) => ({
      id: `${federationName}:${p.slice(2)}`,
      name: p.slice(2),
      path: p,
      assets: { js: { sync: [`static/js/${p.slice(2)}.abc123.js`], async: [] }, css: { sync: [], async: [] } },
    })),
    remotes: [],
  };
  writeFileSync(join(dir, 'mf-manifest.json'), spec.manifestText ?? JSON.stringify(manifest, null, 2));
  if (spec.app === 'host') {
    writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><title>Tessera ${spec.version}</title></head><body><div id="root"></div></body></html>`);
  } else if (spec.remoteEntry !== null) {
    writeFileSync(join(dir, 'remoteEntry.js'), spec.remoteEntry ?? `var ${federationName} = { version: '${spec.version}' };`);
  }
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(join(dir, 'static', 'js', 'main.abc123.js'), `console.log('${spec.app} ${spec.version}');`);
  for (const [name, content] of Object.entries(spec.extraFiles ?? {})) writeFileSync(join(dir, name), content);
  if (spec.app !== 'host' && spec.chunkIntegrity !== false && !Object.hasOwn(spec.extraFiles ?? {}, 'artifact.json')) {
    const scripts = (readdirSync(dir, { recursive: true }) as string[]).map((f) => f.split(sep).join('/')).filter((f) => f.endsWith('.js') && f !== 'remoteEntry.js');
    const chunkIntegrity = Object.fromEntries(scripts.sort().map((f) => [f, `sha384-${createHash('sha384').update(readFileSync(join(dir, f))).digest('base64')}`]));
    const info = JSON.parse(readFileSync(join(dir, 'artifact.json'), 'utf8')) as object;
    writeFileSync(join(dir, 'artifact.json'), JSON.stringify({ ...info, chunkIntegrity }));
  }
  return dir;
}

/** gzip'd tar of a folder's contents, as `tessera publish` sends it. */
export async function tarGz(dir: string, entries: string[] = ['.'], preservePaths = false): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = create({ gzip: true, cwd: dir, portable: true, preservePaths }, entries);
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}


/**
 * The demo merchant of the canary and telemetry tests: host 1.0.0 and the member remote at each of
 * `memberVersions` published (each remoteEntry naming its version), and a release set of host 1.0.0 with member
 * at the first of them. Throws on any answer but the expected one.
 */
export async function publishDemo(call: (req: TestRequest) => Promise<TestResponse>, opsToken: string, memberVersions: readonly string[]): Promise<void> {
  const headers = { authorization: `Bearer ${opsToken}` };
  const expectStatus = (res: TestResponse, status: number, what: string) => {
    if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  };
  const publish = async (spec: ArtifactSpec) =>
    expectStatus(
      await call({ method: 'POST', url: '/ops/artifacts', headers: { ...headers, 'content-type': 'application/gzip' }, payload: await tarGz(makeArtifactDir(spec)) }),
      201,
      `publish ${spec.app}@${spec.version}`,
    );
  await publish({ app: 'host', version: '1.0.0' });
  for (const version of memberVersions) await publish({ app: 'member', version, exposes: ['./MemberCentre', './PointsMall'], remoteEntry: `var member = "${version}";` });
  const payload = { expectedRevision: 0, host: { version: '1.0.0' }, remotes: { member: { version: memberVersions[0] } } };
  expectStatus(await call({ method: 'PUT', url: '/ops/merchants/demo/release', headers, payload }), 200, 'release set');
}

/** A canary bucket id whose bucket for `remote` of `merchant` is 0: a browser in every canary of that remote. */
export function canaryBucketId(merchant = 'demo', remote: RemoteName = 'member'): string {
  for (let i = 0; ; i += 1) if (canaryBucket(`b${i}`, merchant, remote) === 0) return `b${i}`;
}

/**
 * A telemetry ticket as a page load gets it: from the `Tessera-Telemetry-Ticket` header of the merchant's
 * release set (registry/telemetry-tickets.ts); each call is a new page load. Fetched from `from` (its network is
 * the ticket's), by a browser in the canary of `bucketId` (default: in every member canary; `null`: a browser
 * that sends no bucket id).
 */
export async function ticketFor(call: (req: TestRequest) => Promise<TestResponse>, merchant = 'demo', opts: { from?: string; bucketId?: string | null } = {}): Promise<string> {
  const bucketId = opts.bucketId === undefined ? canaryBucketId(merchant) : opts.bucketId;
  const res = await call({ method: 'GET', url: `/platform/release/${merchant}.json`, ...(bucketId !== null ? { headers: { [BUCKET_ID_HEADER]: bucketId } } : {}), ...(opts.from ? { localAddress: opts.from } : {}) });
  const ticket = res.headers['tessera-telemetry-ticket'];
  if (res.statusCode !== 200 || typeof ticket !== 'string') throw new Error(`no telemetry ticket for ${merchant} (${res.statusCode})`);
  return ticket;
}
