import type { FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { buildServer } from '../server.js';
import { httpCall, makeArtifactDir, tarGz, tempDir } from '../test-utils/helpers.js';

// Starting the server (database migrations) and publishing: slow on a loaded machine.
jest.setTimeout(30_000);

const ATTACKER = '127.0.0.2';
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildServer({
    dataDir: tempDir(),
    opsToken: 'slow-client-ops-token',
    logger: false,
    // Deadlines long enough that a loaded machine still serves the other client well inside them.
    limits: { requestTimeoutMs: 2_000, headersTimeoutMs: 1_500, idleTimeoutMs: 5_000, maxConnectionsPerIp: 3 },
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
  // A published host and a release set, so that `/` is the real page (not the 503 of a merchant without one).
  const ops = { authorization: 'Bearer slow-client-ops-token' };
  const host = await httpCall(address, { method: 'POST', url: '/ops/artifacts', headers: { ...ops, 'content-type': 'application/gzip' }, payload: await tarGz(makeArtifactDir({ app: 'host', version: '1.0.0' })) });
  expect(host.statusCode).toBe(201);
  const set = await httpCall(address, { method: 'PUT', url: '/ops/merchants/demo/release', headers: ops, payload: { expectedRevision: 0, host: { version: '1.0.0' }, remotes: {} } });
  expect(set.statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
});

interface Slow {
  socket: Socket;
  /** Resolves with what the server sent when it closes the connection, and after how many ms. */
  closed: Promise<{ data: string; ms: number }>;
  stop(): void;
}

/** A client that sends `head`, then one byte of `trickle` every `everyMs` (the slow POST of the finding). */
function slowClient(head: string, trickle: string, everyMs: number): Slow {
  const started = Date.now();
  const socket = connect({ port, host: '127.0.0.1', localAddress: ATTACKER });
  let data = '';
  socket.on('data', (d: Buffer) => (data += d.toString()));
  socket.on('error', () => undefined);
  let i = 0;
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(trickle[i++ % trickle.length] ?? 'x');
  }, everyMs);
  socket.write(head);
  const closed = new Promise<{ data: string; ms: number }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ data, ms: Date.now() - started });
    }),
  );
  return { socket, closed, stop: () => (clearInterval(timer), socket.destroy()) };
}

const SLOW_POST = 'POST /platform/telemetry HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n';

describe('security: slow-client', () => {
  it('closes a trickling POST at the request deadline and a fourth connection from the same client at once, while others are served', async () => {
    const slow = [slowClient(SLOW_POST, '[{"a":1}', 50), slowClient(SLOW_POST, '[{"a":1}', 50), slowClient('GET / HTTP/1.1\r\nX-Pad: ', 'a', 50)];
    await new Promise((r) => setTimeout(r, 100));
    const extra = slowClient(SLOW_POST, 'x', 50);
    try {
      // Over the per-client limit: closed before anything is read, and at once: while the three it is refused for
      // are still open (they close at their deadlines). An order, not a stopwatch: a loaded machine is slow for both.
      const refused = await extra.closed;
      expect(refused.data).toBe('');
      expect(slow.map((s) => s.socket.destroyed)).toEqual([false, false, false]);

      // Another client is served while the slow ones hold their connections (answered before any of them was
      // closed), and again after: the health check and the site's page itself.
      const stillOpen: boolean[] = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await httpCall(`http://127.0.0.1:${port}`, { url: '/platform/health' });
        expect(res.statusCode).toBe(200);
        const page = await httpCall(`http://127.0.0.1:${port}`, { url: '/', headers: { accept: 'text/html', host: 'demo.localhost' } });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<div id="root">');
        stillOpen.push(slow.every((s) => !s.socket.destroyed));
      }
      expect(stillOpen[0]).toBe(true);

      const ends = await Promise.all(slow.map((s) => s.closed));
      // The slow headers hit the header deadline, the slow bodies the request deadline: 408, then closed.
      for (const end of ends) {
        expect(end.ms).toBeLessThan(4_000);
        expect(end.data).toMatch(/^HTTP\/1\.1 408 /);
      }
      // Its connections closed, the same client may connect again.
      const again = await httpCall(`http://127.0.0.1:${port}`, { url: '/platform/health', localAddress: ATTACKER });
      expect(again.statusCode).toBe(200);
    } finally {
      for (const s of [...slow, extra]) s.stop();
    }
  });

  it('lets one more browser in behind a shared address (carrier-grade NAT) by closing an idle keep-alive, never a request in progress', async () => {
    const NAT = '127.0.0.9';
    // Browsers behind the NAT: each connection got its answer and waits, kept alive, for the next request.
    const keepAlive = () =>
      new Promise<{ socket: Socket; closed: Promise<void> }>((resolve, reject) => {
        const socket = connect({ port, host: '127.0.0.1', localAddress: NAT });
        const closed = new Promise<void>((r) => socket.once('close', () => r()));
        socket.on('error', () => undefined);
        socket.once('data', () => resolve({ socket, closed }));
        socket.once('close', () => reject(new Error('closed before its answer')));
        socket.write('GET /platform/health HTTP/1.1\r\nHost: x\r\n\r\n');
      });
    const idle = [await keepAlive(), await keepAlive(), await keepAlive()];
    try {
      // The address holds all 3 of its connections, yet another browser behind it is served: the oldest idle one made room.
      const next = await httpCall(`http://127.0.0.1:${port}`, { url: '/platform/health', localAddress: NAT });
      expect(next.statusCode).toBe(200);
      await idle[0]!.closed;
      expect(idle.slice(1).every((c) => !c.socket.destroyed)).toBe(true);

      // Connections with a request still arriving are not closed for anyone: the cap holds against a slow client.
      for (const c of idle) c.socket.destroy();
      const slow = [slowClient(SLOW_POST, '[{"a":1}', 50), slowClient(SLOW_POST, '[{"a":1}', 50), slowClient(SLOW_POST, '[{"a":1}', 50)];
      try {
        await new Promise((r) => setTimeout(r, 100));
        const extra = slowClient(SLOW_POST, 'x', 50);
        const refused = await extra.closed;
        expect(refused.data).toBe('');
        expect(slow.map((s) => s.socket.destroyed)).toEqual([false, false, false]);
      } finally {
        for (const s of slow) s.stop();
      }
    } finally {
      for (const c of idle) c.socket.destroy();
    }
  });
});
