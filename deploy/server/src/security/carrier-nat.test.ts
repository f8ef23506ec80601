/**
 * Players behind carrier-grade NAT: a probe opened 1,000 connections from one /24 and 744 were
 * refused by the per-network cap, and an idle keep-alive socket stayed open 30 s (the idle timeout) instead of
 * the 5 s keep-alive timeout. Here: a network is held to its cap only when the server is under pressure (half
 * of its slots taken), and a connection that got its answer waits `keepAliveTimeoutMs` for the next request.
 */
import type { FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { buildServer } from '../server.js';
import type { Limits } from './limits.js';
import { tempDir } from '../test-utils/helpers.js';

jest.setTimeout(60_000);

const SLOW_POST = 'POST /platform/telemetry HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n';

async function start(limits: Partial<Limits>): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildServer({ dataDir: tempDir(), opsToken: 'carrier-nat-ops-token-0123456789', logger: false, limits });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: Number(new URL(base).port) };
}

/** A keep-alive connection from `address` that asks for health once; resolves when the answer is in (or it was closed). */
function askOnce(port: number, address: string): Promise<{ socket: Socket; answered: boolean; closed: Promise<number> }> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: address });
    let answeredAt = 0;
    const closed = new Promise<number>((r) => socket.once('close', () => r(answeredAt ? Date.now() - answeredAt : -1)));
    socket.on('error', () => undefined);
    socket.once('data', (d: Buffer) => {
      answeredAt = Date.now();
      resolve({ socket, answered: d.toString().startsWith('HTTP/1.1 200'), closed });
    });
    socket.once('close', () => resolve({ socket, answered: false, closed }));
    socket.on('connect', () => socket.write('GET /platform/health HTTP/1.1\r\nHost: x\r\n\r\n'));
  });
}

describe('security: slow-client — carrier-grade NAT', () => {
  it('serves 1,000 connections opened at once from one /24 (50 addresses × 20) with the default limits', async () => {
    const { app, port } = await start({});
    const held: Socket[] = [];
    try {
      // All open before any asks (players arriving together: none of them idle, so none gives way to another).
      const opened = await Promise.all(
        Array.from({ length: 1000 }, (_, i) => {
          const socket = connect({ port, host: '127.0.0.1', localAddress: `127.0.61.${Math.floor(i / 20) + 1}` });
          socket.on('error', () => undefined);
          held.push(socket);
          return new Promise<Socket>((r) => (socket.once('connect', () => r(socket)), socket.once('close', () => r(socket))));
        }),
      );
      const answers = await Promise.all(
        opened.map(
          (socket) =>
            new Promise<boolean>((resolve) => {
              if (socket.destroyed) return resolve(false);
              socket.once('data', (d: Buffer) => resolve(d.toString().startsWith('HTTP/1.1 200')));
              socket.once('close', () => resolve(false));
              socket.write('GET /platform/health HTTP/1.1\r\nHost: x\r\n\r\n');
            }),
        ),
      );
      expect(answers.filter(Boolean).length).toBe(1000);
    } finally {
      for (const s of held) s.destroy();
      await app.close();
    }
  });

  it('still holds a network to its cap once the server is under pressure (half of its slots taken)', async () => {
    const { app, port } = await start({ maxConnections: 40, maxConnectionsPerNetwork: 10, maxConnectionsPerIp: 64 });
    const held: Socket[] = [];
    try {
      // 10 slow bodies from one /24 (requests in progress: never closed to make room) and 10 more networks:
      // the server holds 20 of its 40 slots.
      for (let i = 0; i < 10; i += 1) {
        const s = connect({ port, host: '127.0.0.1', localAddress: `127.0.62.${i + 1}` });
        s.on('error', () => undefined);
        await new Promise((r) => s.once('connect', r));
        s.write(SLOW_POST);
        held.push(s);
      }
      for (let n = 0; n < 10; n += 1) held.push((await askOnce(port, `127.0.${100 + n}.1`)).socket);
      // An eleventh connection of the /24 is closed on accept; another network is served.
      expect((await askOnce(port, '127.0.62.200')).answered).toBe(false);
      expect((await askOnce(port, '127.0.64.1')).answered).toBe(true);
    } finally {
      for (const s of held) s.destroy();
      await app.close();
    }
  });

  it('closes an answered connection after the keep-alive timeout, not the idle timeout', async () => {
    const { app, port } = await start({ keepAliveTimeoutMs: 500, idleTimeoutMs: 20_000 });
    try {
      const c = await askOnce(port, '127.0.63.1');
      expect(c.answered).toBe(true);
      const after = await c.closed;
      expect(after).toBeGreaterThanOrEqual(300);
      expect(after).toBeLessThan(5_000);
    } finally {
      await app.close();
    }
  });
});
