import type { FastifyInstance } from 'fastify';
import { encryptPayload } from '../../../shared/src/api/crypto.js';
import { buildServer, type ServerOptions } from '../server.js';
import { listen, tempDir, type TestRequest, type TestResponse } from './helpers.js';

export const OPS_TOKEN = 'sandbox-ops-token';
/** Headers of a gateway call for the seeded merchant `demo`. */
export const DEMO = { merchant: 'demo' };
/** Headers of a /sandbox control call. */
export const CONTROL = { authorization: `Bearer ${OPS_TOKEN}` };

export interface SandboxUnderTest {
  app: FastifyInstance;
  call: (req: TestRequest) => Promise<TestResponse>;
  dataDir: string;
}

/** A listening server in sandbox mode on a fresh data dir; close `app` after the tests. */
export async function startSandbox(options: Partial<ServerOptions> = {}): Promise<SandboxUnderTest> {
  const dataDir = tempDir();
  const app = await buildServer({ dataDir, opsToken: OPS_TOKEN, logger: false, ...options });
  return { app, call: await listen(app), dataDir };
}

/** The gateway's RSA modulus, as the client fetches it. */
export async function modulus(call: SandboxUnderTest['call']): Promise<string> {
  const res = await call({ url: '/wps/session/key/rsa?t=1', headers: DEMO });
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.body;
}

/** A login sealed the way the client seals it (shared/src/api/crypto.ts). */
export async function encryptedLogin(call: SandboxUnderTest['call'], payload: object, headers: Record<string, string> = {}): Promise<TestResponse> {
  const sealed = encryptPayload(payload, await modulus(call));
  return call({ method: 'POST', url: '/wps/session/login', headers: { ...DEMO, ...headers, Encryption: sealed.header }, payload: sealed.body });
}

/**
 * One sandbox for the whole test file: started in beforeAll, closed in afterAll. The handle reads the
 * running server, so it can be taken at the top of the file.
 */
export function sandboxPerFile(options: Partial<ServerOptions> = {}): SandboxUnderTest {
  let current: SandboxUnderTest | undefined;
  beforeAll(async () => {
    current = await startSandbox(options);
  });
  afterAll(async () => {
    await current?.app.close();
  });
  const running = (): SandboxUnderTest => {
    if (!current) throw new Error('the sandbox starts in beforeAll');
    return current;
  };
  return {
    get app() {
      return running().app;
    },
    call: (req) => running().call(req),
    get dataDir() {
      return running().dataDir;
    },
  };
}
