/**
 * No outage from a small botnet: 70 addresses × 60 slow-body telemetry POSTs (1 byte every
 * 5 s) held every connection slot and the health probe failed for 50 s. Here: small bodies have a deadline
 * of seconds, networks (/24, /64) are counted as one client, and when every slot is taken the slow
 * connections make room, so health and `/` keep answering.
 *
 * The always-on case scales the attack down (70 addresses, a few sockets each, against a server of 300
 * slots). The load mode (`TESSERA_SECURITY_LOAD=1`, docs/security.md#the-security-suite) runs the finding's own figures:
 * 70 addresses × 60 sockets against the default 4,096 slots for TESSERA_SECURITY_LOAD_SECONDS (default 20).
 */
import type { FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import { buildServer } from '../server.js';
import type { Limits } from './limits.js';
import { httpCall, makeArtifactDir, tarGz, tempDir } from '../test-utils/helpers.js';
import { networkKey } from '#shared/util/network';

const LOAD = process.env.TESSERA_SECURITY_LOAD === '1';
const LOAD_SECONDS = Number(process.env.TESSERA_SECURITY_LOAD_SECONDS || 20);
jest.setTimeout((LOAD ? LOAD_SECONDS + 90 : 60) * 1_000);

const TOKEN = 'slow-networks-ops-token';
const SLOW_POST = 'POST /platform/telemetry HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n';

async function start(limits: Partial<Limits>): Promise<{ app: FastifyInstance; base: string; port: number }> {
  const app = await buildServer({ dataDir: tempDir(), opsToken: TOKEN, logger: false, limits });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const ops = { authorization: `Bearer ${TOKEN}` };
  expect((await httpCall(base, { method: 'POST', url: '/ops/artifacts', headers: { ...ops, 'content-type': 'application/gzip' }, payload: await tarGz(makeArtifactDir({ app: 'host', version: '1.0.0' })) })).statusCode).toBe(201);
  expect((await httpCall(base, { method: 'PUT', url: '/ops/merchants/demo/release', headers: ops, payload: { expectedRevision: 0, host: { version: '1.0.0' }, remotes: {} } })).statusCode).toBe(200);
  return { app, base, port: Number(new URL(base).port) };
}

/**
 * The botnet's code, run in a worker thread of its own: the attack's thousands of sockets and timers must not
 * share the event loop of the server and the probe, or the probe would time the test and not the server.
 * Each address keeps `sockets` slow-body POSTs open, reconnecting each one the server closes.
 */
const BOTNET = `
const { connect } = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const { port, addresses, sockets, everyMs, head } = workerData;
const live = new Set();
let stopped = false;
let closedByServer = 0;
const open = (address) => {
  if (stopped) return;
  const s = connect({ port, host: '127.0.0.1', localAddress: address });
  s.on('error', () => undefined);
  s.on('connect', () => s.write(head));
  const timer = setInterval(() => s.writable && s.write('['), everyMs);
  live.add(s);
  s.on('close', () => {
    clearInterval(timer);
    live.delete(s);
    if (stopped) return;
    closedByServer += 1;
    // Reconnects at once, as the finding's clients did, but not in a tight loop.
    setTimeout(() => open(address), 50).unref();
  });
};
for (const address of addresses) for (let i = 0; i < sockets; i += 1) open(address);
parentPort.on('message', (m) => {
  if (m === 'stop') {
    stopped = true;
    for (const s of live) s.destroy();
    parentPort.postMessage({ open: 0, closedByServer, stopped: true });
    setTimeout(() => process.exit(0), 50);
  } else parentPort.postMessage({ open: live.size, closedByServer });
});
`;

/** The botnet in its worker: `stats()` asks how many sockets it holds and how many the server closed. */
function botnet(port: number, addresses: string[], sockets: number, everyMs: number) {
  const worker = new Worker(BOTNET, { eval: true, workerData: { port, addresses, sockets, everyMs, head: SLOW_POST } });
  const ask = (m: string) => new Promise<{ open: number; closedByServer: number }>((resolve) => (worker.once('message', resolve), worker.postMessage(m)));
  return {
    stats: () => ask('stats'),
    stop: async () => {
      await ask('stop');
      await worker.terminate();
    },
  };
}

/**
 * Probes health and `/` from a clean address every `everyMs` until `ms` have passed; returns the failures
 * (refused, reset, or not 200) and the slowest health answer (every one should be under a second).
 */
async function probe(base: string, ms: number, everyMs: number, atLeast = 1): Promise<{ tries: number; failures: string[]; slowestHealthMs: number }> {
  const ends = Date.now() + ms;
  const failures: string[] = [];
  let tries = 0;
  let slowestHealthMs = 0;
  while (Date.now() < ends || tries < atLeast) {
    tries += 1;
    try {
      const t0 = performance.now();
      const health = await httpCall(base, { url: '/platform/health', localAddress: '127.0.250.1' });
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - t0);
      const page = await httpCall(base, { url: '/', headers: { accept: 'text/html', host: 'demo.localhost' }, localAddress: '127.0.250.2' });
      if (health.statusCode !== 200 || page.statusCode !== 200) failures.push(`${health.statusCode}/${page.statusCode}`);
    } catch (e) {
      failures.push((e as Error).message);
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return { tries, failures, slowestHealthMs };
}

/** The attacking addresses, each in its own /24 (the botnet of the finding: 70 networks). */
const BOT_ADDRESSES = Array.from({ length: 70 }, (_, n) => `127.0.${n + 1}.1`);

describe('security: slow-client — networks', () => {
  it('counts an IPv4 /24 and an IPv6 /64 as one network (every loopback address as the machine it is, for attempt counters)', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkKey('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(networkKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:db8:1:3::1')).not.toBe(networkKey('2001:db8:1:2::1'));
    expect(networkKey('127.0.0.1')).toBe('loopback');
    expect(networkKey('127.5.6.7')).toBe('loopback');
    expect(networkKey('::1')).toBe('loopback');
    expect(networkKey('127.5.6.7', { loopback: 'per24' })).toBe('127.5.6.0/24');
  });

  it('refuses connections past the per-network cap under pressure, however many addresses of the /24 they come from', async () => {
    // Eight slots: the four held are half of them, so the cap applies (below half a network may hold more).
    const { app, base, port } = await start({ maxConnectionsPerNetwork: 4, maxConnectionsPerIp: 64, maxConnections: 8 });
    const held: Socket[] = [];
    try {
      for (let i = 0; i < 4; i += 1) {
        const s = connect({ port, host: '127.0.0.1', localAddress: `127.0.77.${i + 1}` });
        s.on('error', () => undefined);
        held.push(s);
        await new Promise((r) => s.once('connect', r));
        s.write(SLOW_POST);
      }
      // A fifth address of the same /24 is closed on accept; another network is served.
      await expect(httpCall(base, { url: '/platform/health', localAddress: '127.0.77.200' })).rejects.toThrow();
      expect((await httpCall(base, { url: '/platform/health', localAddress: '127.0.78.1' })).statusCode).toBe(200);
    } finally {
      for (const s of held) s.destroy();
      await app.close();
    }
  });

  it('answers a small body that has not arrived within its deadline with 408, long before the request deadline', async () => {
    const { app, port } = await start({ bodyDeadlineMs: 500, requestTimeoutMs: 60_000 });
    try {
      const t0 = Date.now();
      const s = connect({ port, host: '127.0.0.1', localAddress: '127.0.90.1' });
      let data = '';
      s.on('data', (d: Buffer) => (data += d.toString()));
      s.on('error', () => undefined);
      s.write(SLOW_POST);
      const timer = setInterval(() => s.writable && s.write('['), 100);
      await new Promise((r) => s.once('close', r));
      clearInterval(timer);
      expect(data).toMatch(/^HTTP\/1\.1 408 /);
      // Not the request deadline (60 s): the body deadline ended it.
    expect(Date.now() - t0).toBeLessThan(30_000);
    } finally {
      await app.close();
    }
  });

  it('70 addresses holding slow bodies on every slot: health and / keep answering', async () => {
    const { app, base, port } = await start({ maxConnections: 300, bodyDeadlineMs: 2_000 });
    const bots = botnet(port, BOT_ADDRESSES, 5, 500);
    try {
      // Wait until the attack holds (almost) every slot.
      const full = Date.now() + 15_000;
      while ((await bots.stats()).open < 290 && Date.now() < full) await new Promise((r) => setTimeout(r, 100));
      const { tries, failures, slowestHealthMs } = await probe(base, 3_000, 100, 8);
      expect(failures).toEqual([]);
      // Timed, not judged: on a shared machine the wall clock measures the neighbours too. The load mode below
      // (an idle machine, the finding's own figures) holds every health answer under a second.
      process.stdout.write(`\nSlow bodies on every slot: slowest health ${Math.round(slowestHealthMs)} ms\n`);
      expect(tries).toBeGreaterThanOrEqual(8);
      // The slow bodies were cut, not left to hold their slots.
      expect((await bots.stats()).closedByServer).toBeGreaterThan(0);
    } finally {
      await bots.stop();
      await app.close();
    }
  });
});

(LOAD ? describe : describe.skip)('security: load — slow bodies from a small botnet', () => {
  it(`70 addresses × 60 slow telemetry bodies for ${LOAD_SECONDS} s against the default limits: health and / keep answering`, async () => {
    const { app, base, port } = await start({});
    const bots = botnet(port, BOT_ADDRESSES, 60, 5_000);
    try {
      const { tries, failures, slowestHealthMs } = await probe(base, LOAD_SECONDS * 1_000, 250);
      const { open: held } = await bots.stats();
      process.stdout.write(`\nSlow-body load: 70 addresses, ${held} sockets open at the end, ${tries} probes, ${failures.length} failed, slowest health ${Math.round(slowestHealthMs)} ms\n`);
      expect(failures).toEqual([]);
      expect(slowestHealthMs).toBeLessThan(1_000);
    } finally {
      await bots.stop();
      await app.close();
    }
  });
});
