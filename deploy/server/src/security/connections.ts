/**
 * The HTTP server under Fastify, made to survive slow and greedy clients: headers, whole requests, small
 * bodies and idle sockets have deadlines (a POST of telemetry that trickles a byte every few seconds is
 * answered 408 and closed within seconds), large bodies a minimum rate, and each address may hold only so
 * many connections at once, each network (/24, /64) too once the server is half full (more are closed on
 * accept; below that a carrier-NAT /24 of many players is served whole). When every connection
 * is taken, the slow ones of the network holding the most make room, so that a few dozen addresses
 * holding slow bodies cannot keep everyone else out (the nginx front of deploy/nginx buffers bodies and is
 * the documented production path; this is the defence without it).
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import { BlockList, isIPv4, isIPv6, type Socket } from 'node:net';
import type { Limits } from './limits.js';
import { networkKey } from '#shared/util/network';

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

  constructor(readonly perAddress: number) {}

  /** Whether `address` holds as many as it may. */
  full(address: string): boolean {
    return this.count(address) >= this.perAddress;
  }

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

/** What the guard knows of one open connection. */
interface Conn {
  address: string;
  network: string;
  /** Counted against its address and network (not a trusted proxy). */
  limited: boolean;
  /** The request being received or answered, if any. */
  req?: IncomingMessage;
  /** At least one answer went out on it: without `req`, a keep-alive connection waiting for its next request. */
  served: boolean;
  /** Its counts were given back (closed, or closed by the guard ahead of its `close` event). */
  released: boolean;
}

const TIMEOUT_408 = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * Fastify `serverFactory`: a node:http server with the deadlines and connection limits of `limits`:
 * per address, per network (/24, /64) and in all, with shedding of slow connections when all are taken,
 * a deadline for small bodies and a minimum rate for large ones, and no idle timeout while a request that
 * has fully arrived is being processed (a queued publish may take longer than a minute of silence).
 */
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
    // Not `server.maxConnections`: Node would drop every new connection once full, the health probe's too.
    const perAddress = new ConnectionTable(limits.maxConnectionsPerIp);
    const perNetwork = new ConnectionTable(limits.maxConnectionsPerNetwork);
    const open = new Map<Socket, Conn>();
    /** The open connections of each network, oldest first: making room looks at one network, not at every socket. */
    const byNetwork = new Map<string, Set<Socket>>();

    /** Gives a connection's counts back once, whether the guard closed it or its `close` event came. */
    const release = (socket: Socket, c: Conn) => {
      if (c.released) return;
      c.released = true;
      open.delete(socket);
      const mates = byNetwork.get(c.network);
      mates?.delete(socket);
      if (mates?.size === 0) byNetwork.delete(c.network);
      if (c.limited) {
        perAddress.close(c.address);
        perNetwork.close(c.network);
      }
    };
    /**
     * Closes the oldest keep-alive connection of `whose` that waits between requests; false when there is none.
     * Many players share one address behind carrier-grade NAT (mobile networks above all), and each browser
     * keeps a few idle keep-alive connections: without this, ten of them would fill an address's 64 and the
     * eleventh would be refused. An idle keep-alive costs nothing to close (the browser opens another, and
     * retries a request that meets a closed one), while connections with a request arriving or being answered
     * (what a slow client holds) are never closed here, so the cap still bounds them.
     */
    const closeIdleOf = (network: string, whose: (c: Conn) => boolean): boolean => {
      for (const socket of byNetwork.get(network) ?? []) {
        const c = open.get(socket)!;
        if (whose(c) && c.served && !c.req) {
          release(socket, c);
          socket.destroy();
          return true;
        }
      }
      return false;
    };

    /** Whether a connection may be shed: nothing is being answered on it (idle, or its request still arriving). */
    const sheddable = (c: Conn) => !c.req || !c.req.complete;
    /**
     * Closes the oldest sheddable connection of the network holding the most (the next one if that one has
     * none); false when there is none. It looks at networks, then at one network's sockets: under attack every
     * new connection comes here, and a pass over all 4,096 sockets each time held the event loop.
     */
    const shedFrom = (sockets: Set<Socket>): boolean => {
      for (const socket of sockets) {
        const c = open.get(socket)!;
        if (!sheddable(c)) continue;
        if (c.req) socket.end(TIMEOUT_408);
        release(socket, c);
        socket.destroy();
        return true;
      }
      return false;
    };
    const shed = (): boolean => {
      let top: Set<Socket> | undefined;
      for (const sockets of byNetwork.values()) if (!top || sockets.size > top.size) top = sockets;
      if (!top) return false;
      if (shedFrom(top)) return true;
      const rest = [...byNetwork.values()].filter((s) => s !== top).sort((a, b) => b.size - a.size);
      return rest.some(shedFrom);
    };

    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const network = networkKey(address, { loopback: 'per24' });
      // A trusted proxy carries many clients over its connections; it does its own limiting.
      const limited = !trusted(address);
      if (limited) {
        // A full address or network first gives up one of its idle keep-alive connections, if it has one.
        // A network is held to its cap only under pressure (half of all slots taken): many players share one
        // carrier-NAT /24, and while there is room they cost no one else anything.
        const underPressure = open.size >= limits.maxConnections / 2;
        const admitted =
          (!perAddress.full(address) || closeIdleOf(network, (c) => c.address === address)) &&
          (!underPressure || !perNetwork.full(network) || closeIdleOf(network, () => true));
        if (!admitted) {
          socket.destroy();
          return;
        }
      }
      if (open.size >= limits.maxConnections && !shed()) {
        socket.destroy();
        return;
      }
      if (limited) {
        perAddress.tryOpen(address);
        perNetwork.tryOpen(network);
      }
      const conn: Conn = { address, network, limited, served: false, released: false };
      open.set(socket, conn);
      let mates = byNetwork.get(network);
      if (!mates) byNetwork.set(network, (mates = new Set()));
      mates.add(socket);
      socket.once('close', () => release(socket, conn));
    });

    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const socket = req.socket;
      const conn = open.get(socket);
      if (conn) conn.req = req;
      // Processing is not idleness: the idle timeout resumes once the answer is out.
      socket.setTimeout(0);
      res.once('close', () => {
        if (conn?.req === req) {
          conn.req = undefined;
          conn.served = true;
        }
        // Between requests a kept-alive connection waits `keepAliveTimeoutMs` (Node set it when the answer
        // finished; the idle timeout here stretched it to 30 s). A connection not kept alive is closing anyway.
        if (!socket.destroyed) socket.setTimeout(limits.keepAliveTimeoutMs);
      });
      watchBody(req, socket, limits);
    });
    return server;
  };
}

/** Sockets whose deadline passed, closed a batch at a time (closeSoon). */
const closing: Socket[] = [];
const CLOSE_BATCH = 64;

/**
 * Answers 408 and closes `socket`, a batch of CLOSE_BATCH per turn of the event loop: a botnet's thousands of
 * slow bodies opened in the same second reach their deadline in the same millisecond, and closing them all in
 * one go held the loop for half a second (health waited); between batches other requests are read and answered.
 */
function closeSoon(socket: Socket): void {
  closing.push(socket);
  if (closing.length === 1) setImmediate(closeBatch);
}

function closeBatch(): void {
  for (const socket of closing.splice(0, CLOSE_BATCH)) {
    if (socket.destroyed) continue;
    socket.end(TIMEOUT_408);
    socket.destroy();
  }
  if (closing.length) setImmediate(closeBatch);
}

/**
 * Ends a request whose body is too slow: a small one (declared at most `smallBodyBytes`, or chunked) that
 * is not whole after `bodyDeadlineMs`, a large one whose average rate is below `minBodyBytesPerSecond`
 * after that. Counted on the socket, so the body stream is left alone for Fastify to read.
 */
function watchBody(req: IncomingMessage, socket: Socket, limits: Limits): void {
  if (req.complete || req.method === 'GET' || req.method === 'HEAD') return;
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared === 0) return;
  const small = !Number.isFinite(declared) || declared <= limits.smallBodyBytes;
  const started = Date.now();
  const startBytes = socket.bytesRead;
  const timeOut = () => closeSoon(socket);
  const check = () => {
    if (req.complete || socket.destroyed) return;
    if (small) return timeOut();
    const rate = ((socket.bytesRead - startBytes) * 1000) / Math.max(1, Date.now() - started);
    if (rate < limits.minBodyBytesPerSecond) return timeOut();
    timer = setTimeout(check, 1_000);
    timer.unref();
  };
  let timer = setTimeout(check, limits.bodyDeadlineMs);
  timer.unref();
  req.once('close', () => clearTimeout(timer));
}
