/**
 * The long load case, off by default (docs/security.md#the-security-suite): `TESSERA_SECURITY_LOAD=1` opens 1,000
 * connections at once against the server, keeps them busy for TESSERA_SECURITY_LOAD_SECONDS (default 10)
 * and prints the throughput. It holds when every request is answered 200 and nothing is refused or reset.
 * The load generator shares the process with the server, so the figure is a floor, not a benchmark
 * (deploy/bench is the benchmark).
 */
import type { FastifyInstance } from 'fastify';
import { Agent, request } from 'node:http';
import { buildServer } from '../server.js';
import { tempDir } from '../test-utils/helpers.js';

const ON = process.env.TESSERA_SECURITY_LOAD === '1';
const CONNECTIONS = 1_000;
const SECONDS = Number(process.env.TESSERA_SECURITY_LOAD_SECONDS || 10);

const maybe = ON ? describe : describe.skip;
jest.setTimeout((SECONDS + 60) * 1_000);

maybe('security: load', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = await buildServer({ dataDir: tempDir(), opsToken: 'load-ops-token', logger: false, limits: { maxConnectionsPerIp: 2_000, maxConnections: 4_096 } });
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(async () => {
    await app?.close();
  });

  it(`${CONNECTIONS} connections for ${SECONDS} s: every request answered, and the throughput printed`, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const ends = Date.now() + SECONDS * 1_000;
    let ok = 0;
    const failures: string[] = [];
    const one = () =>
      new Promise<void>((resolve) => {
        const r = request({ host: '127.0.0.1', port, path: '/platform/health', agent }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 200) ok += 1;
            else failures.push(String(res.statusCode));
            resolve();
          });
        });
        r.on('error', (e) => {
          failures.push(e.message);
          resolve();
        });
        r.end();
      });
    const worker = async () => {
      while (Date.now() < ends && failures.length < 100) await one();
    };
    const t0 = Date.now();
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const seconds = (Date.now() - t0) / 1_000;
    agent.destroy();
    process.stdout.write(`\nLoad: ${CONNECTIONS} connections, ${ok} requests in ${seconds.toFixed(1)} s = ${Math.round(ok / seconds)} requests/s, ${failures.length} failed\n`);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(ok).toBeGreaterThan(CONNECTIONS);
  });
});
