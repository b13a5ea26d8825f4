import { isIPv4, isIPv6 } from 'node:net';

/*
 * Who a client is, for counting: every limit (the request budget, upload calls, tracked events, the sign-in throttle's
 * address) keys a caller by `clientKey(req.ip)`, never by the raw address. `req.ip` itself is only as trustworthy as
 * TRUST_PROXY makes it (config.ts).
 */

/**
 * The key a client address is counted under: an IPv4 address as it is; an IPv6 address by its /64 network, written
 * `2001:db8:1:2::/64` (one home or phone network gets a whole /64 and may use any of its 2^64 addresses, so counting
 * single IPv6 addresses would give each client endless budgets); an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`,
 * what a dual-stack socket reports for an IPv4 peer) as that IPv4 address. Anything that is not an address is
 * returned unchanged.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const address = ip.split('%')[0] ?? ip; // a zone index (fe80::1%eth0) names the interface, not the client
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (with `::` expanded and a trailing dotted quad read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((h) => Number.parseInt(h, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
