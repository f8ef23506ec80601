/**
 * The bad-input corpus: hundreds of malformed, hostile or out-of-rule requests to the sandbox gateway, the
 * ops API and publishing. Each must get a clear refusal (the gateway's envelope with an errorCode, or the
 * ops API's `{ error, message }`), never a 5xx or a stack trace, and must leave stored data as it was:
 * the sandbox's tables, the registry's tables and the artifact folders are compared before and after.
 */
import { join } from 'node:path';
import { REQUIRED_EXPOSES } from '../registry/types.js';
import { makeArtifactDir, tarGz, type ArtifactSpec, type TestResponse } from '../test-utils/helpers.js';
import { CONTROL, encryptedLogin, sandboxPerFile } from '../test-utils/sandbox.js';
import { caseContext, GATEWAY_CASES } from '../test-utils/bad-inputs/gateway-cases.js';
import { HOST, OPS_CASES, RELEASE } from '../test-utils/bad-inputs/ops-cases.js';
import { games, PUBLISH_CASES } from '../test-utils/bad-inputs/publish-cases.js';
import { closeDigests, filesDigest, tablesDigest } from '../test-utils/bad-inputs/store-digest.js';

// A few hundred requests and scrypt logins: allow for a loaded machine.
jest.setTimeout(60_000);

const sb = sandboxPerFile({ limits: { artifactExtractedBytes: 512 * 1024, artifactFiles: 80, artifactDepth: 8 } });
const OPS = CONTROL;

afterAll(closeDigests);

/** Everything a bad request must not change. */
function snapshot() {
  return {
    sandbox: tablesDigest(join(sb.dataDir, 'sandbox.sqlite')),
    registry: tablesDigest(join(sb.dataDir, 'registry.sqlite')),
    artifacts: filesDigest(join(sb.dataDir, 'artifacts')),
  };
}
const tmpLeft = () => filesDigest(join(sb.dataDir, 'tmp'));

const STACK = /\n\s+at |node_modules|\/src\/|\.[cm]?[jt]s:\d+|Error: .*\n/;

/** Each case from its own address, so that per-client throttles of one case never decide another. */
let addressN = 0;
const nextAddress = () => {
  addressN += 1;
  return `127.3.${Math.floor(addressN / 250)}.${(addressN % 250) + 1}`;
};

/** The release set's revision, for the ops cases' `'$rev'`. */
let revision = 0;

beforeAll(async () => {
  const publish = async (s: ArtifactSpec) => {
    const res = await sb.call({ method: 'POST', url: '/ops/artifacts', headers: { ...OPS, 'content-type': 'application/gzip' }, payload: await tarGz(makeArtifactDir(s)) });
    expect(res.statusCode).toBe(201);
  };
  await publish({ app: 'host', version: '1.0.0' });
  await publish(games('1.0.0'));
  await publish(games('1.1.0'));
  await publish({ app: 'member', version: '1.0.0', exposes: [...REQUIRED_EXPOSES.member] });
  const set = await sb.call({ method: 'PUT', url: RELEASE, headers: OPS, payload: { expectedRevision: 0, host: HOST, remotes: { games: { version: '1.0.0' }, member: { version: '1.0.0' } } } });
  expect(set.statusCode).toBe(200);
  revision = set.json().revision as number;
  const login = await encryptedLogin(sb.call, { username: 'agent01m4', password: 'Tessera2026', type: 'username' });
  caseContext.member = { Authorization: login.json().value.token as string };
  caseContext.call = sb.call;
});

function expectClean(res: TestResponse): void {
  expect(res.statusCode).toBeGreaterThanOrEqual(200);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.body).not.toMatch(STACK);
}

describe('security: bad input (gateway)', () => {
  it(`has a corpus of at least 150 gateway cases (${GATEWAY_CASES.length})`, () => {
    expect(GATEWAY_CASES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(GATEWAY_CASES.map((c) => c.name)).size).toBe(GATEWAY_CASES.length);
  });

  it.each(GATEWAY_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = snapshot();
    const req = await c.request();
    const res = await sb.call({ ...req, localAddress: nextAddress() });
    expectClean(res);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json() as { success: unknown; errorCode: unknown; message: unknown };
    expect(body).toEqual(expect.objectContaining({ success: false, errorCode: expect.any(String), message: expect.any(String) }));
    if (c.code) expect(body.errorCode).toEqual(typeof c.code === 'string' ? c.code : expect.stringMatching(c.code));
    expect(snapshot()).toEqual(before);
  });
});

describe('security: bad input (ops API)', () => {
  it.each(OPS_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = snapshot();
    const payload =
      c.payload && typeof c.payload === 'object' && !Array.isArray(c.payload)
        ? Object.fromEntries(Object.entries(c.payload).map(([k, v]) => [k, v === '$rev' ? revision : v]))
        : c.payload;
    const res = await sb.call({ method: c.method, url: c.url, headers: { ...OPS, ...c.headers }, payload, localAddress: nextAddress() });
    expectClean(res);
    if (c.status) expect(res.statusCode).toBe(c.status);
    else expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const body = res.json() as { error: unknown; message: unknown };
    expect(body).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
    if (c.error) expect(body.error).toBe(c.error);
    expect(snapshot()).toEqual(before);
  });
});

describe('security: bad input (publishing)', () => {
  it.each(PUBLISH_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const before = snapshot();
    const res = await sb.call({
      method: 'POST',
      url: '/ops/artifacts',
      headers: { ...OPS, 'content-type': c.contentType ?? 'application/gzip' },
      payload: await c.body(),
      localAddress: nextAddress(),
    });
    expectClean(res);
    if (typeof c.status === 'number') expect(res.statusCode).toBe(c.status);
    else expect(String(res.statusCode)).toMatch(c.status);
    expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String), message: expect.any(String) }));
    expect(snapshot()).toEqual(before);
    expect(tmpLeft()).toEqual([]);
  });

  it(`with the gateway and ops cases makes a corpus of at least 200 (${GATEWAY_CASES.length + OPS_CASES.length + PUBLISH_CASES.length})`, () => {
    expect(GATEWAY_CASES.length + OPS_CASES.length + PUBLISH_CASES.length).toBeGreaterThanOrEqual(200);
  });
});
