/**
 * The HTTP server under Fastify, made to survive slow and greedy clients: headers, whole requests and
 * idle sockets have deadlines (a POST that trickles a byte every few seconds is answered 408 and closed
 * once `requestTimeout` has passed), and each remote address may hold only so many connections at once
 * (more are closed on accept), so that one client cannot use up the server's file descriptors.
 */
import { createServer, type RequestListener, type Server } from 'node:http';
import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import type { Limits } from './limits.js';

/** A matcher of the trusted-proxy list (addresses and CIDR ranges, IPv4 and IPv6). */
export function addressMatcher(list: readonly string[]): (address: string | undefined) => boolean {
  if (list.length === 0) return () => false;
  const block = new BlockList();
  for (const entry of list) {
    const [addr = '', bits] = entry.split('/');
    const type = isIPv6(addr) ? 'ipv6' : 'ipv4';
    if (bits !== undefined) block.addSubnet(addr, Number(bits), type);
    else block.addAddress(addr, type);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
    return block.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/** Open connections per remote address; `tryOpen` refuses one over the limit. */
export class ConnectionTable {
  private readonly open = new Map<string, number>();

  constructor(private readonly perAddress: number) {}

  tryOpen(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.perAddress) return false;
    this.open.set(address, n + 1);
    return true;
  }

  close(address: string): void {
    const n = (this.open.get(address) ?? 1) - 1;
    if (n <= 0) this.open.delete(address);
    else this.open.set(address, n);
  }

  count(address: string): number {
    return this.open.get(address) ?? 0;
  }
}

/** Fastify `serverFactory`: a node:http server with the deadlines and connection limits of `limits`. */
export function guardedServerFactory(limits: Limits) {
  const trusted = addressMatcher(limits.trustedProxies);
  return (handler: RequestListener): Server => {
    const server = createServer(
      {
        requestTimeout: limits.requestTimeoutMs,
        headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
        keepAliveTimeout: limits.keepAliveTimeoutMs,
        // Node checks the request and header deadlines on this interval (30 s by default, far coarser than
        // short test deadlines).
        connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(Math.min(limits.requestTimeoutMs, limits.headersTimeoutMs) / 4))),
      },
      handler,
    );
    server.setTimeout(limits.idleTimeoutMs);
    server.maxConnections = limits.maxConnections;
    const table = new ConnectionTable(limits.maxConnectionsPerIp);
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      // A trusted proxy carries many clients over its connections; it does its own limiting.
      if (trusted(address)) return;
      if (!table.tryOpen(address)) {
        socket.destroy();
        return;
      }
      socket.once('close', () => table.close(address));
    });
    return server;
  };
}
