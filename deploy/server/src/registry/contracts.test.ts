import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES as SHARED_REMOTES, REQUIRED_EXPOSES as SHARED_EXPOSES } from '@tessera/shared/contracts';
import { run } from '../cli/run.js';
import { CliError, UsageError } from '../cli/ops-api.js';
import { buildServer } from '../server.js';
import { listen, makeArtifactDir, sharedWith, tarGz, tempDir, type TestRequest, type TestResponse } from '../test-utils/helpers.js';
import { checkContract, contractVersion, hostSatisfies } from './contracts.js';
import { REMOTE_NAMES, REQUIRED_EXPOSES } from './types.js';

describe('server contracts', () => {
  it('checks publishes against the same remotes and exposes the host loads (docs/architecture.md#exposed-modules)', () => {
    expect([...REMOTE_NAMES]).toEqual([...SHARED_REMOTES]);
    const { host, ...remotes } = REQUIRED_EXPOSES;
    expect(host).toEqual([]);
    expect(remotes).toEqual(SHARED_EXPOSES);
  });
});

describe('shared contract versions', () => {
  it('accepts a host at the same or a newer compatible contract, never an older or another major one', () => {
    expect(hostSatisfies('0.1.0', '0.1.0')).toBe(true);
    expect(hostSatisfies('0.1.4', '0.1.2')).toBe(true);
    expect(hostSatisfies('0.1.0', '0.1.2')).toBe(false);
    expect(hostSatisfies('0.1.9', '0.2.0')).toBe(false);
    expect(hostSatisfies('1.4.0', '1.2.0')).toBe(true);
    expect(hostSatisfies('2.0.0', '1.2.0')).toBe(false);
  });

  it('reads the recorded contract first, then the manifest’s @tessera/shared', () => {
    const manifest = { shared: [{ name: '@tessera/shared', version: '0.1.0' }] };
    expect(contractVersion({ sharedContract: '0.3.0' }, manifest)).toBe('0.3.0');
    expect(contractVersion({}, manifest)).toBe('0.1.0');
    expect(contractVersion({ sharedContract: 'latest' }, { shared: [] })).toBeUndefined();
  });

  it('refuses with 422 contract_mismatch and says what to rebuild', () => {
    const host = { version: '2.0.0', manifest: { shared: [{ name: '@tessera/shared', version: '0.1.0' }] } };
    const remote = { app: 'member', version: '1.3.0', artifactJson: { sharedContract: '0.2.0' }, manifest: {} };
    expect(() => checkContract(remote, host)).toThrow(
      expect.objectContaining({
        status: 422,
        code: 'contract_mismatch',
        message: 'member@1.3.0 was built against @tessera/shared 0.2.0, but host 2.0.0 provides 0.1.0 (a remote needs a host with @tessera/shared ^0.2.0). Rebuild the remote against @tessera/shared 0.1.0, or publish a host built with 0.2.0 first.',
      }),
    );
    expect(() => checkContract({ ...remote, artifactJson: { sharedContract: '0.1.0' } }, host)).not.toThrow();
    // No host yet: nothing to compare with.
    expect(() => checkContract(remote, undefined)).not.toThrow();
  });
});

describe('publishing against the host’s shared contract', () => {
  const TOKEN = 'contract-ops-token';
  let app: FastifyInstance;
  let server: string;
  let call: (req: TestRequest) => Promise<TestResponse>;
  const member = { app: 'member', exposes: ['./MemberCentre', './PointsMall'] };

  beforeAll(async () => {
    app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false });
    call = await listen(app);
    server = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await app.close();
  });

  const publish = async (dir: string) =>
    call({ method: 'POST', url: '/ops/artifacts', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/gzip' }, payload: await tarGz(dir) });

  it('publishes a remote built against the host’s contract and refuses one built against a newer one (422)', async () => {
    expect((await publish(makeArtifactDir({ app: 'host', version: '1.0.0', sharedContract: '0.1.0' }))).statusCode).toBe(201);
    expect((await publish(makeArtifactDir({ ...member, version: '1.0.0', sharedContract: '0.1.0' }))).statusCode).toBe(201);

    const newer = await publish(makeArtifactDir({ ...member, version: '1.1.0', sharedContract: '0.2.0', shared: sharedWith('@tessera/shared', { version: '0.2.0', requiredVersion: '^0.2.0' }) }));
    expect(newer.statusCode).toBe(422);
    expect(newer.json()).toEqual({ error: 'contract_mismatch', message: expect.stringMatching(/^member@1\.1\.0 was built against @tessera\/shared 0\.2\.0, but host 1\.0\.0 provides 0\.1\.0/) });
    // Refused means not published.
    const list = await call({ method: 'GET', url: '/ops/artifacts?app=member', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(list.json().map((a: { version: string }) => a.version)).toEqual(['1.0.0']);
  });

  it('makes `tessera publish` fail as a refused operation (exit code 1), not a usage error', async () => {
    const dir = makeArtifactDir({ ...member, version: '1.2.0', sharedContract: '0.2.0', shared: sharedWith('@tessera/shared', { version: '0.2.0', requiredVersion: '^0.2.0' }) });
    const failure = run(['publish', dir, '--server', server, '--token', TOKEN], () => undefined);
    await expect(failure).rejects.toThrow(CliError);
    await expect(failure).rejects.not.toThrow(UsageError);
    await expect(failure).rejects.toThrow(/^422 contract_mismatch: member@1\.2\.0 was built against @tessera\/shared 0\.2\.0/);
  });
});
