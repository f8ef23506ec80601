import { randomBytes } from 'node:crypto';
import { limitsFromEnv, DEFAULT_LIMITS } from '../security/limits.js';
import { tempDir } from '../test-utils/helpers.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertStrongOpsToken, findOpsTokenFile, resolveArtifactsDir, resolveDatabaseUrl, resolveOpsToken } from './config.js';

describe('security: ops API', () => {
  it.each([
    ['a short token', 'hunter2'],
    ['one character repeated', 'a'.repeat(40)],
    ['a word repeated', 'passwordpasswordpassword'],
    ['few distinct characters', 'abababababababababababababbaba'],
  ])('refuses to start with %s in TESSERA_OPS_TOKEN', (_label, token) => {
    expect(() => assertStrongOpsToken(token)).toThrow(/TESSERA_OPS_TOKEN is too (short|predictable).*openssl rand/);
    expect(() => resolveOpsToken(tempDir(), token)).toThrow(/TESSERA_OPS_TOKEN/);
  });

  it('accepts random tokens, the generated one among them', () => {
    expect(assertStrongOpsToken(randomBytes(12).toString('hex'))).toHaveLength(24);
    expect(assertStrongOpsToken(randomBytes(24).toString('base64url'))).toHaveLength(32);
    expect(resolveOpsToken(tempDir(), '')).toMatch(/^[0-9a-f]{48}$/);
  });
});

describe('security: slow-client', () => {
  it('reads the limits and trusted proxies from the environment, refusing malformed values by name', () => {
    expect(limitsFromEnv({})).toEqual(DEFAULT_LIMITS);
    const limits = limitsFromEnv({ TESSERA_REQUEST_TIMEOUT_MS: '5000', TESSERA_MAX_CONNECTIONS_PER_IP: '8', TESSERA_TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1,::1' });
    expect(limits).toMatchObject({ requestTimeoutMs: 5000, maxConnectionsPerIp: 8, trustedProxies: ['10.0.0.0/8', '127.0.0.1', '::1'] });
    expect(() => limitsFromEnv({ TESSERA_HEADERS_TIMEOUT_MS: '-1' })).toThrow(/TESSERA_HEADERS_TIMEOUT_MS must be a positive integer/);
    expect(() => limitsFromEnv({ TESSERA_TRUSTED_PROXIES: 'everyone' })).toThrow(/TESSERA_TRUSTED_PROXIES: "everyone"/);
  });
});

describe('settings', () => {
  it('keeps the generated ops token in the data dir: the next start reads the same one', () => {
    const dir = tempDir();
    const created: string[] = [];
    const first = resolveOpsToken(dir, undefined, (token) => created.push(token));
    expect(resolveOpsToken(dir, undefined, (token) => created.push(token))).toBe(first);
    expect(created).toEqual([first]);
  });

  it('finds the ops token file from TESSERA_DATA_DIR, else from the nearest .tessera above the working folder', () => {
    const root = tempDir();
    mkdirSync(join(root, '.tessera'));
    writeFileSync(join(root, '.tessera', 'ops-token'), 'x\n');
    mkdirSync(join(root, 'deploy', 'src'), { recursive: true });
    expect(findOpsTokenFile(join(root, 'deploy', 'src'), undefined)).toBe(join(root, '.tessera', 'ops-token'));
    expect(findOpsTokenFile(join(root, 'deploy'), 'elsewhere')).toBeUndefined();
    mkdirSync(join(root, 'deploy', 'elsewhere'));
    writeFileSync(join(root, 'deploy', 'elsewhere', 'ops-token'), 'y\n');
    expect(findOpsTokenFile(join(root, 'deploy'), 'elsewhere')).toBe(join(root, 'deploy', 'elsewhere', 'ops-token'));
  });

  it('takes a postgres:// TESSERA_DATABASE_URL and a TESSERA_ARTIFACTS_DIR, refusing other URLs', () => {
    expect(resolveDatabaseUrl(undefined)).toBeUndefined();
    expect(resolveDatabaseUrl(' ')).toBeUndefined();
    expect(resolveDatabaseUrl('postgres://u@db:5432/tessera')).toBe('postgres://u@db:5432/tessera');
    expect(() => resolveDatabaseUrl('mysql://db/tessera')).toThrow(/TESSERA_DATABASE_URL must be a postgres:\/\//);
    expect(resolveArtifactsDir('/data', undefined)).toBe('/data');
    expect(resolveArtifactsDir('/data', '/mnt/artifacts')).toBe('/mnt/artifacts');
  });
});
