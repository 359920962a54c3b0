import diagnosticsChannel from 'node:diagnostics_channel';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { installForwardedHeaders, REQUEST_START_CHANNEL } from '../../lib/security/forwarded';
import type { AppEnv } from '../context';
import { withClientAddress } from './node-fetch';
import { requestIp } from './rate-limit';

// Issue 26: the standalone provider believed any client's X-Forwarded-For.
describe('the standalone provider under @hono/node-server', () => {
  let server: ServerType | undefined;
  afterEach(async () => {
    const hook = (globalThis as Record<symbol, ((message: unknown) => void) | undefined>)[
      Symbol.for('storefront.forwarded-headers')
    ];
    if (hook) diagnosticsChannel.unsubscribe(REQUEST_START_CHANNEL, hook);
    await new Promise((resolve) => server?.close(resolve));
  });

  async function seen(hops: number, headers: Record<string, string>) {
    installForwardedHeaders(hops);
    const app = new Hono<AppEnv>().get('/', (c) =>
      c.json({
        ip: requestIp(c),
        host: c.req.header('x-forwarded-host') ?? null,
        forwardedFor: c.req.header('x-forwarded-for'),
      }),
    );
    server = await new Promise<ServerType>((resolve) => {
      const started: ServerType = serve(
        { fetch: withClientAddress(app), port: 0, hostname: '127.0.0.1' },
        () => resolve(started),
      );
    });
    const { port } = server.address() as AddressInfo;
    return (await (await fetch(`http://127.0.0.1:${port}/`, { headers })).json()) as {
      ip: string;
      host: string | null;
      forwardedFor: string;
    };
  }

  it('counts the socket’s address with 0 hops, whatever the client claims', async () => {
    expect(
      await seen(0, { 'X-Forwarded-For': '6.6.6.6', 'X-Forwarded-Host': 'evil.example' }),
    ).toEqual({ ip: '127.0.0.1', host: null, forwardedFor: '127.0.0.1' });
  });

  it('believes the one trusted proxy’s entry with 1 hop', async () => {
    expect(
      await seen(1, {
        'X-Forwarded-For': '6.6.6.6, 203.0.113.9',
        'X-Forwarded-Host': 'shop.example.md',
      }),
    ).toEqual({
      ip: '203.0.113.9',
      host: 'shop.example.md',
      forwardedFor: '203.0.113.9',
    });
  });
});
