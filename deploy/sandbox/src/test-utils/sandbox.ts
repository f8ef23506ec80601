import { join } from 'node:path';
import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { encryptPayload } from '../../../../shared/src/api/crypto.js';
import { sandboxPlugin, type SandboxThrottles } from '../plugin.js';
import { listen, tempDir, type TestRequest, type TestResponse } from './http.js';

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

export interface SandboxTestOptions {
  /** A session ends this long after its last call. */
  sessionIdleMs?: number;
  /** Proxies whose X-Forwarded-For is believed (as the platform server's TESSERA_TRUSTED_PROXIES). */
  trustedProxies?: string[];
  /**
   * The throttles, and how loopback counts: unless a test says `loopback: 'one'` (the production rule, every 127.x
   * address the one machine), each 127.x.y.0/24 is a network of its own here, so that limits are tried from many.
   */
  throttles?: Partial<SandboxThrottles>;
  /** Receives the server's log lines (JSON, warnings and up); without it the server logs nothing. */
  log?: (line: string) => void;
}

/**
 * The platform server's guard stands in front of /sandbox in production; here a plain bearer check on
 * OPS_TOKEN, so that the sandbox's own tests need nothing of the server.
 */
async function testOpsGuard(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (req.headers.authorization !== `Bearer ${OPS_TOKEN}`) await reply.code(401).send({ error: 'unauthorized', message: 'ops bearer token required' });
}

/** A listening sandbox gateway alone (no platform server) on a fresh data dir; close `app` after the tests. */
export async function startSandbox(options: SandboxTestOptions = {}): Promise<SandboxUnderTest> {
  const dataDir = tempDir();
  const log = options.log;
  const logger = log ? { level: 'warn', stream: { write: (line: string) => log(line) } } : false;
  const app = Fastify({ logger, trustProxy: options.trustedProxies?.length ? options.trustedProxies : false });
  await app.register(sandboxPlugin, { dataDir, opsGuard: testOpsGuard, sessionIdleMs: options.sessionIdleMs, throttles: { loopback: 'per24', ...options.throttles } });
  return { app, call: await listen(app), dataDir };
}

/**
 * A slide's track as a person's drag makes it (domain/geetest.ts judges it): from rest to `x` in uneven steps that
 * slow down near the gap, `ms` long, the pointer wavering a pixel.
 */
export function humanTrack(x: number, ms = 600): [number, number, number][] {
  const points: [number, number, number][] = [[0, 0, 0]];
  const n = 12;
  for (let i = 1; i <= n; i += 1) {
    const eased = 1 - (1 - i / n) ** 2;
    points.push([Math.round(x * eased), i % 3 === 0 ? 1 : 0, Math.round((ms * i) / n) + (i % 2) * 7]);
  }
  return points;
}

/** A passed GeeTest result for `product` of the merchant in `headers` (GEETEST3 must be on), as the widget gets it. */
export async function geetestPass(call: SandboxUnderTest['call'], product: string, headers: Record<string, string> = DEMO): Promise<Record<string, string>> {
  const gt = (await call({ url: `/wps/captcha/geetest?product=${product}`, headers })).json().value.gt as string;
  const lot = (await call({ url: `/sandbox/geetest/load?captcha_id=${gt}` })).json().lot_number as string;
  const x = (await call({ url: `/sandbox/geetest/lots/${lot}`, headers: CONTROL })).json().x as number;
  const res = (await call({ method: 'POST', url: '/sandbox/geetest/verify', payload: { lot_number: lot, x, track: humanTrack(x) } })).json();
  if (res.result !== 'success') throw new Error(`slide refused: ${JSON.stringify(res)}`);
  return res.seccode as Record<string, string>;
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
 * One server for the whole test file: started in beforeAll, closed in afterAll. The handle reads the
 * running server, so it can be taken at the top of the file. `start` makes it (default: the sandbox alone).
 */
export function sandboxPerFile<O>(options?: O, start: (options?: O) => Promise<SandboxUnderTest> = startSandbox as (options?: O) => Promise<SandboxUnderTest>): SandboxUnderTest {
  let current: SandboxUnderTest | undefined;
  beforeAll(async () => {
    current = await start(options);
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

/** Tables of things the sandbox moves on a while after they were made (domain/settlement.ts, routes/rewards.ts). */
type Delayed = 'deposits' | 'withdrawals' | 'reward_entries';

/**
 * Makes every row of `table` in a running sandbox `ms` older, through its database file: what its delay waits for
 * has passed, so the next read moves them on, with no test sleeping through the delay.
 */
export function backdate(dataDir: string, table: Delayed, ms: number): void {
  const db = new Database(join(dataDir, 'sandbox.sqlite'));
  try {
    db.prepare(`UPDATE ${table} SET created_at = created_at - ?`).run(ms);
  } finally {
    db.close();
  }
}

/** The SMS code last sent to `mobile` for `purpose` on merchant demo, read from a running sandbox's database file. */
export function smsCodeOf(dataDir: string, mobile: string, purpose = 'login'): string | undefined {
  const db = new Database(join(dataDir, 'sandbox.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT code FROM sms_codes WHERE merchant = ? AND mobile = ? AND purpose = ?').get('demo', mobile, purpose) as { code: string } | undefined)?.code;
  } finally {
    db.close();
  }
}

/**
 * Ends `mobile`'s resend countdown (as if the minute had passed), so another code may be sent at once; `keepValid`
 * also moves its codes' expiry on by as much, so the code already sent stays good.
 */
export function endSmsCountdown(dataDir: string, mobile: string, keepValid = false): void {
  const db = new Database(join(dataDir, 'sandbox.sqlite'));
  try {
    db.prepare(`UPDATE sms_codes SET created_at = created_at - 120000${keepValid ? ', expires_at = expires_at + 600000' : ''} WHERE mobile = ?`).run(mobile);
  } finally {
    db.close();
  }
}
