// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forwardToProvider, upstreamUrl, type ForwardTargets } from './forward';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A real HTTP server standing in for a provider on its own machine: it records what arrived. */
function listen(
  handler: (
    request: IncomingMessage,
    body: Buffer,
  ) => [number, Record<string, string | string[]>, string],
) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const [status, headers, text] = handler(request, body);
      response.writeHead(status, headers).end(text);
    });
  });
  return new Promise<{ server: Server; base: string; received: Received[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        received,
      }),
    ),
  );
}

const options = { timeoutMs: 2_000, uploadTimeoutMs: 2_000 };

describe('upstreamUrl', () => {
  const targets: ForwardTargets = {
    provider: 'http://api.internal:4700/backend',
    calculator: 'http://calc.internal/v2',
    mount: '/backend',
  };
  const map = (path: string) => upstreamUrl(new URL(path, 'http://shop.example.md'), targets);

  it("sends the calculator API's calls to its own base and the rest to the provider's", () => {
    expect(map('/backend/api/calculator/cart/7/items/?x=1')).toBe(
      'http://calc.internal/v2/calculator/cart/7/items/?x=1',
    );
    expect(map('/backend/api/auth/jwt/create/')).toBe(
      'http://api.internal:4700/backend/api/auth/jwt/create/',
    );
    expect(map('/backend/search/?search=u%C8%99i&page=2')).toBe(
      'http://api.internal:4700/backend/search/?search=u%C8%99i&page=2',
    );
    expect(map('/backend')).toBe('http://api.internal:4700/backend');
  });

  it('refuses what is not under the mount', () => {
    expect(map('/backendx/products/')).toBeNull();
    expect(map('/products/')).toBeNull();
  });
});

describe('forwardToProvider', () => {
  let provider: Awaited<ReturnType<typeof listen>>;
  let targets: ForwardTargets;

  beforeAll(async () => {
    provider = await listen((request, body) => {
      if (request.url?.endsWith('/pay/confirm'))
        return [303, { Location: 'http://shop.example.md/?success_order=True' }, ''];
      if (request.url?.includes('/slow')) return [200, {}, ''];
      return [
        201,
        {
          'Content-Type': 'application/json',
          'Set-Cookie': ['a=1; Path=/', 'b=2; Path=/'],
          'X-Custom': 'kept',
        },
        JSON.stringify({ length: body.length }),
      ];
    });
    targets = {
      provider: `${provider.base}/backend`,
      calculator: `${provider.base}/backend/api`,
      mount: '/backend',
    };
  });
  afterAll(() => new Promise<void>((resolve) => provider.server.close(() => resolve())));

  it('passes method, path, query, headers and a multipart body as they are, and the answer back', async () => {
    const form = new FormData();
    const cv = new Uint8Array(300_000).map((_, index) => index % 251);
    form.set('name', 'Ion Popescu');
    form.set('file', new Blob([cv], { type: 'application/pdf' }), 'cv.pdf');
    const outgoing = new Request('http://shop.example.md/backend/feedbacks/vacancy/?vacancy=3', {
      method: 'POST',
      body: form,
    });
    const length = (await outgoing.clone().arrayBuffer()).byteLength;
    const request = new Request(outgoing, {
      headers: {
        'Content-Type': outgoing.headers.get('content-type')!,
        Authorization: 'Bearer token',
        'X-Cart-Id': '42',
        'Accept-Language': 'ru',
        Cookie: 'refresh_token=r',
        // What installForwardedHeaders left: the resolved client only.
        'X-Forwarded-For': '203.0.113.7',
        Host: 'shop.example.md',
        Connection: 'keep-alive',
      },
    });
    const response = await forwardToProvider(request, targets, options);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ length });
    expect(response.headers.get('x-custom')).toBe('kept');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);

    const arrived = provider.received.at(-1)!;
    expect(arrived.method).toBe('POST');
    expect(arrived.url).toBe('/backend/feedbacks/vacancy/?vacancy=3');
    expect(arrived.body.length).toBe(length);
    expect(arrived.body.includes(Buffer.from(cv))).toBe(true);
    expect(arrived.headers).toMatchObject({
      authorization: 'Bearer token',
      'x-cart-id': '42',
      'accept-language': 'ru',
      cookie: 'refresh_token=r',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'shop.example.md',
      'x-forwarded-proto': 'http',
    });
    expect(arrived.headers.host).toBe(new URL(provider.base).host);
  });

  it("leaves the provider's redirects to the browser", async () => {
    const response = await forwardToProvider(
      new Request('http://shop.example.md/backend/pay/confirm', { method: 'POST', body: 'x=1' }),
      targets,
      options,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://shop.example.md/?success_order=True');
  });

  it("answers 502 in the shopper's language when the provider is down", async () => {
    const down = await listen(() => [200, {}, '']);
    await new Promise<void>((resolve) => down.server.close(() => resolve()));
    const response = await forwardToProvider(
      new Request('http://shop.example.md/backend/api/calculator/cart/', {
        headers: { 'Accept-Language': 'ro' },
      }),
      {
        provider: `${down.base}/backend`,
        calculator: `${down.base}/backend/api`,
        mount: '/backend',
      },
      options,
    );
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { detail: string }).detail).toMatch(/Serviciul nu răspunde/);
  });

  it('answers 504 when the provider does not answer in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const response = await forwardToProvider(
        new Request('http://shop.example.md/backend/menu/links', {
          headers: { 'Accept-Language': 'en' },
        }),
        { provider: `${base}/backend`, calculator: `${base}/backend/api`, mount: '/backend' },
        { timeoutMs: 200, uploadTimeoutMs: 200 },
      );
      expect(response.status).toBe(504);
      expect(((await response.json()) as { detail: string }).detail).toMatch(/not answering/);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('stops quietly when the browser goes away first (a beacon of a page left)', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const browser = new AbortController();
    const warn = vi.spyOn(console, 'warn');
    try {
      const answer = forwardToProvider(
        new Request('http://shop.example.md/backend/rum/', {
          method: 'POST',
          body: '{}',
          signal: browser.signal,
        }),
        { provider: `${base}/backend`, calculator: `${base}/backend/api`, mount: '/backend' },
        { timeoutMs: 5_000, uploadTimeoutMs: 5_000 },
      );
      setTimeout(() => browser.abort(), 50);
      expect((await answer).status).toBe(499);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      silent.closeAllConnections();
      silent.close();
    }
  });
});
