/**
 * The network a client address belongs to, as the limits count clients: one IPv4 /24 or one IPv6 /64.
 * One host on IPv6 is given a whole /64 and a small botnet or one user with a few cloud machines sits in
 * one /24, so counting per full address lets one actor look like many. Used by the server's connection
 * guard and ops throttle and by the sandbox's attempt counters.
 */

// No imports: this module is compiled into the Node packages through `#shared/*` (their tsconfig.shared.json).
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const isIPv4 = (s: string) => IPV4.test(s);
const isIPv6 = (s: string) => s.includes(':') && ipv6Groups(s) !== undefined;

/** An address with IPv4-mapped IPv6 (`::ffff:1.2.3.4`) written as the IPv4 address it is. */
export function plainAddress(address: string): string {
  const v4 = /^::ffff:/i.test(address) ? address.slice(7) : address;
  return isIPv4(v4) ? v4 : address.toLowerCase();
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = tail[1].split('.').map(Number);
    text = `${text.slice(0, -tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest !== undefined && rest !== '' ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return undefined;
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

export interface NetworkOptions {
  /**
   * How the loopback range counts: `'one'` (every 127.x address and ::1 are the one machine, the rule for
   * attempt counters, so that 127.0.0.0/8 cannot be used to look like many clients), or `'per24'` (per
   * /24 like any IPv4 network, so that tests can stand many networks up on one machine).
   */
  loopback?: 'one' | 'per24';
}

/** The key a limit counts `address` under: `a.b.c.0/24`, `x:x:x:x::/64`, `loopback`, or the text itself. */
export function networkKey(address: string | undefined, options: NetworkOptions = {}): string {
  if (!address) return 'unknown';
  const plain = plainAddress(address);
  if (isIPv4(plain)) {
    if (plain.startsWith('127.') && (options.loopback ?? 'one') === 'one') return 'loopback';
    return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  }
  if (isIPv6(plain)) {
    const groups = ipv6Groups(plain);
    if (!groups) return plain;
    if (groups.slice(0, 7).every((g) => g === 0) && groups[7] === 1) return options.loopback === 'per24' ? '::1/128' : 'loopback';
    return `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(':')}::/64`;
  }
  return plain;
}
