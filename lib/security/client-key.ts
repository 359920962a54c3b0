import { isIPv4, isIPv6 } from 'node:net';
import { normalizeAddress } from './forwarded';

/** One IPv6 network of a customer's line: providers hand out a /64, and a client may use all of it. */
const IPV6_CLIENT_PREFIX_GROUPS = 4;

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1]) {
    const [a, b, c, d] = v4Tail[1].split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4Tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Issue 41: the subject of per-client limits. One machine is one client whether it comes over
 * 127.0.0.1 or ::1, or as an IPv4-mapped IPv6 address; an IPv6 client is its /64, which it could
 * otherwise rotate through. Anything that is no address stays as it is ('unknown').
 */
export function clientKey(raw: string): string {
  const address = normalizeAddress(raw);
  if (!address) return raw;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  if (address === '::1') return '127.0.0.1';
  const groups = ipv6Groups(address);
  return `${groups
    .slice(0, IPV6_CLIENT_PREFIX_GROUPS)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
