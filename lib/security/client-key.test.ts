// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey (issue 41: per-client limits)', () => {
  it('counts one machine once over IPv4, IPv6 loopback and IPv4-mapped addresses', () => {
    expect(clientKey('127.0.0.1')).toBe('127.0.0.1');
    expect(clientKey('::1')).toBe('127.0.0.1');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys an IPv6 client on its /64, however it spells the address', () => {
    const network = '2001:db8:85a3:12::/64';
    expect(clientKey('2001:db8:85a3:12::1')).toBe(network);
    expect(clientKey('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(network);
    expect(clientKey('[2001:db8:85a3:12:a:b:c:d]:443')).toBe(network);
    expect(clientKey('2001:db8:85a3:13::1')).not.toBe(network);
    expect(clientKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves what is no address as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
