import { randomBytes } from 'node:crypto';
import { limitsFromEnv, DEFAULT_LIMITS } from '../security/limits.js';
import { tempDir } from '../test-utils/helpers.js';
import { assertStrongOpsToken, resolveOpsToken } from './config.js';

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
