import { CONTROL, DEMO, OPS_TOKEN, encryptedLogin, listen, modulus, sandboxPerFile as perFile, tempDir, type SandboxUnderTest } from '@tessera/sandbox/testing';
import { buildServer, type ServerOptions } from '../server.js';

export { CONTROL, DEMO, OPS_TOKEN, encryptedLogin, modulus, type SandboxUnderTest };

/** A listening platform server in sandbox mode on a fresh data dir; close `app` after the tests. */
export async function startSandbox(options: Partial<ServerOptions> = {}): Promise<SandboxUnderTest> {
  const dataDir = tempDir();
  // Each 127.x.y.0/24 a network of its own for the sandbox's counters (see @tessera/sandbox/testing), unless a test says otherwise.
  const throttles = { ...options.throttles, sandbox: { loopback: 'per24' as const, ...options.throttles?.sandbox } };
  const app = await buildServer({ dataDir, opsToken: OPS_TOKEN, logger: false, ...options, throttles });
  return { app, call: await listen(app), dataDir };
}

/** One platform server in sandbox mode for the whole test file (see @tessera/sandbox/testing). */
export function sandboxPerFile(options: Partial<ServerOptions> = {}): SandboxUnderTest {
  return perFile(options, startSandbox);
}
