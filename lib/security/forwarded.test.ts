// @vitest-environment node
import diagnosticsChannel from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { getConfig } from '../config';
import {
  clientAddressOf,
  installForwardedHeaders,
  proxyAddresses,
  normalizeAddress,
  REQUEST_START_CHANNEL,
  resolveForwarded,
} from './forwarded';

describe('resolveForwarded', () => {
  const spoofed = {
    forwardedFor: '6.6.6.6',
    forwardedHost: 'evil.example',
    forwardedProto: 'https',
    host: 'shop.example.md',
    socketAddress: '198.51.100.7',
  };

  it('believes no header with 0 hops: the socket, Host and the own scheme', () => {
    expect(resolveForwarded(spoofed, 0)).toEqual({
      address: '198.51.100.7',
      host: 'shop.example.md',
      proto: 'http',
    });
    expect(resolveForwarded({ ...spoofed, encrypted: true }, 0).proto).toBe('https');
  });

  it('takes the entry the nearest proxy appended with 1 hop, whatever the client put before it', () => {
    const input = {
      forwardedFor: '6.6.6.6, 203.0.113.9',
      forwardedHost: 'evil.example, shop.example.md',
      forwardedProto: 'http, https',
      host: 'backend:3000',
      socketAddress: '10.0.0.2',
    };
    expect(resolveForwarded(input, 1)).toEqual({
      address: '203.0.113.9',
      host: 'shop.example.md',
      proto: 'https',
    });
  });

  it('walks two hops from the right', () => {
    expect(
      resolveForwarded(
        { forwardedFor: '6.6.6.6, 203.0.113.9, 10.0.0.1', socketAddress: '10.0.0.2' },
        2,
      ).address,
    ).toBe('203.0.113.9');
    // Repeated headers arrive as one list or an array; both are one chain.
    expect(
      resolveForwarded(
        { forwardedFor: ['6.6.6.6', '203.0.113.9, 10.0.0.1'], socketAddress: '10.0.0.2' },
        2,
      ).address,
    ).toBe('203.0.113.9');
  });

  it('clamps to the leftmost entry when the chain is shorter than the hops, and falls back without headers', () => {
    expect(
      resolveForwarded({ forwardedFor: '203.0.113.9', socketAddress: '10.0.0.2' }, 3).address,
    ).toBe('203.0.113.9');
    expect(resolveForwarded({ host: 'shop.example.md', socketAddress: '10.0.0.2' }, 1)).toEqual({
      address: '10.0.0.2',
      host: 'shop.example.md',
      proto: 'http',
    });
    expect(resolveForwarded({ forwardedFor: ' , ', socketAddress: '10.0.0.2' }, 1).address).toBe(
      '10.0.0.2',
    );
    expect(resolveForwarded({}, 0)).toEqual({ address: null, host: null, proto: 'http' });
  });

  it('normalizes IPv6, ports and IPv4-mapped addresses, and refuses what is no address or host', () => {
    expect(resolveForwarded({ socketAddress: '::ffff:127.0.0.1' }, 0).address).toBe('127.0.0.1');
    expect(
      resolveForwarded({ forwardedFor: '[2001:DB8::1]:443', socketAddress: '::1' }, 1).address,
    ).toBe('2001:db8::1');
    expect(resolveForwarded({ forwardedFor: '2001:db8::2', socketAddress: '::1' }, 1).address).toBe(
      '2001:db8::2',
    );
    expect(
      resolveForwarded({ forwardedFor: '203.0.113.9:51234', socketAddress: '::1' }, 1).address,
    ).toBe('203.0.113.9');
    expect(
      resolveForwarded({ forwardedFor: 'unknown', socketAddress: '10.0.0.2' }, 1).address,
    ).toBe('10.0.0.2');
    expect(
      resolveForwarded(
        { forwardedHost: 'a b/c', forwardedProto: 'gopher', host: 'shop.example.md' },
        1,
      ),
    ).toMatchObject({ host: 'shop.example.md', proto: 'http' });
    expect(resolveForwarded({ forwardedHost: '[::1]:3000' }, 1).host).toBe('[::1]:3000');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('<script>')).toBeNull();
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  it('defaults to 0 and accepts only a small whole number', () => {
    expect(getConfig({ NODE_ENV: 'test' }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(getConfig({ NODE_ENV: 'test', TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
    for (const bad of ['-1', '1.5', 'two', '11']) {
      expect(() => getConfig({ NODE_ENV: 'test', TRUSTED_PROXY_HOPS: bad })).toThrow(
        /TRUSTED_PROXY_HOPS/,
      );
    }
  });
});

describe('installForwardedHeaders on a real node:http server', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    installForwardedHeaders(0);
    const hook = (globalThis as Record<symbol, ((message: unknown) => void) | undefined>)[
      Symbol.for('storefront.forwarded-headers')
    ];
    if (hook) diagnosticsChannel.unsubscribe(REQUEST_START_CHANNEL, hook);
    await new Promise((resolve) => server?.close(resolve));
  });

  async function seen(
    hops: number,
    headers: Record<string, string>,
    trustedProxies?: readonly string[],
  ) {
    installForwardedHeaders(hops, trustedProxies);
    server = http.createServer((request, response) =>
      response.end(JSON.stringify({ headers: request.headers, raw: request.rawHeaders })),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return (await response.json()) as { headers: Record<string, string>; raw: string[] };
  }

  it('replaces a spoofed X-Forwarded-For with the socket and drops the other forwarding headers with 0 hops', async () => {
    const { headers, raw } = await seen(0, {
      'X-Forwarded-For': '6.6.6.6',
      'X-Forwarded-Host': 'evil.example',
      'X-Forwarded-Proto': 'https',
      'X-Real-IP': '6.6.6.7',
    });
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers).not.toHaveProperty('x-forwarded-host');
    expect(headers).not.toHaveProperty('x-forwarded-proto');
    expect(headers).not.toHaveProperty('x-real-ip');
    expect(raw.join(' ')).not.toMatch(/6\.6\.6|evil/);
    expect(clientAddressOf(new Headers(headers))).toBe('127.0.0.1');
  });

  it('keeps the trusted proxy’s entries with 1 hop', async () => {
    const { headers, raw } = await seen(1, {
      'X-Forwarded-For': '6.6.6.6, 203.0.113.9',
      'X-Forwarded-Host': 'shop.example.md',
      'X-Forwarded-Proto': 'https',
    });
    expect(headers).toMatchObject({
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'shop.example.md',
      'x-forwarded-proto': 'https',
    });
    expect(raw).toEqual(expect.arrayContaining(['x-forwarded-for', '203.0.113.9']));
    expect(raw).not.toContain('6.6.6.6, 203.0.113.9');
  });

  // Issue 41: an instance reached directly, past nginx, believed whatever X-Forwarded-For it got.
  it("ignores the forwarding headers of a connection that is no trusted proxy's", async () => {
    const { headers } = await seen(
      1,
      { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Host': 'evil.example' },
      ['10.0.0.10', '192.0.2.0/24'],
    );
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-host']).not.toBe('evil.example');
  });
});

describe('proxyAddresses (TRUSTED_PROXY_ADDRESSES)', () => {
  it('trusts loopback by default, and the listed addresses and ranges when given', () => {
    const loopback = proxyAddresses();
    expect(loopback('127.0.0.1')).toBe(true);
    expect(loopback('::1')).toBe(true);
    expect(loopback('::ffff:127.0.0.1')).toBe(true);
    expect(loopback('10.0.0.10')).toBe(false);
    expect(loopback(null)).toBe(false);
    const listed = proxyAddresses(['10.0.0.10', '2001:db8::/32']);
    expect(listed('10.0.0.10')).toBe(true);
    expect(listed('10.0.0.11')).toBe(false);
    expect(listed('2001:db8:1::5')).toBe(true);
    expect(listed('127.0.0.1')).toBe(false);
  });

  it('is refused at start-up when an entry is no address or range', () => {
    expect(
      getConfig({ NODE_ENV: 'test', TRUSTED_PROXY_ADDRESSES: '10.0.0.10, 192.0.2.0/24' })
        .TRUSTED_PROXY_ADDRESSES,
    ).toEqual(['10.0.0.10', '192.0.2.0/24']);
    for (const bad of ['nginx.internal', '10.0.0.0/33', '10.0.0.1/x'])
      expect(() => getConfig({ NODE_ENV: 'test', TRUSTED_PROXY_ADDRESSES: bad })).toThrow(
        /TRUSTED_PROXY_ADDRESSES/,
      );
  });
});
