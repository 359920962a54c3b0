import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainAndClose, HttpTracker } from './shutdown';

/** A server whose /slow requests wait until the test releases them. */
async function slowServer() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived!: () => void;
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((request, response) => {
    if (request.url === '/slow') {
      arrived();
      void released.then(() => response.end('done'));
    } else response.end('fast');
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { server, port, release, slowArrived };
}

const get = (port: number, path: string, agent: http.Agent) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });

describe('drainAndClose', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it('finishes the request in flight, refuses new connections, closes idle keep-alive sockets, then closes the database', async () => {
    const tracker = new HttpTracker().attach();
    const { server, port, release, slowArrived } = await slowServer();
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(
      () => tracker.detach(),
      () => agent.destroy(),
      () => server.close(),
    );

    // A keep-alive socket left idle by an earlier request must not hold the shutdown up.
    expect((await get(port, '/fast', agent)).body).toBe('fast');
    const slow = get(port, '/slow', new http.Agent({ keepAlive: true }));
    await slowArrived;

    // What is still in flight at the moment the database closes.
    const closedWith: number[] = [];
    const inflight: number[] = [];
    const draining = drainAndClose({
      tracker,
      onDraining: (count) => inflight.push(count),
      close: async () => void closedWith.push(await tracker.openConnections()),
    });
    await expect(get(port, '/fast', new http.Agent())).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    expect(closedWith).toEqual([]);
    // The idle keep-alive socket is closed at once; the slow request's is the one left.
    expect(inflight).toEqual([1]);

    release();
    expect(await slow).toEqual({ status: 200, body: 'done' });
    expect(await draining).toEqual({ abandoned: 0 });
    expect(closedWith).toEqual([0]);
  });

  it('gives up on a request that outlasts the timeout and still closes the database', async () => {
    const tracker = new HttpTracker().attach();
    const { server, port, release, slowArrived } = await slowServer();
    cleanups.push(
      () => tracker.detach(),
      () => release(),
      () => server.close(),
    );

    const slow = get(port, '/slow', new http.Agent()).catch(
      (error: NodeJS.ErrnoException) => error.code,
    );
    await slowArrived;
    let closed = false;
    expect(
      await drainAndClose({ tracker, timeoutMs: 50, close: async () => void (closed = true) }),
    ).toEqual({ abandoned: 1 });
    expect(closed).toBe(true);
    expect(await slow).toBe('ECONNRESET');
  });
});
