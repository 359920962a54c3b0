// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfig } from '../../deploy/nginx/shop-conf.mjs';

interface Seen {
  who: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A stand-in for a provider or a storefront instance: answers who it is and records the request. */
function standIn(who: string, seen: Seen[]) {
  const server = createServer((request, response) => {
    seen.push({ who, url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'Content-Type': 'text/plain' }).end(who);
  });
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/** A port the system has free now, for nginx to listen on. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Issue 35: in the split shape nginx sends the API to the provider's instances, the pages to the shop's. */
describe("the split shape's nginx (deploy/nginx/shop-conf.mjs with providers)", () => {
  const seen: Seen[] = [];
  let servers: Server[] = [];
  let nginx: ChildProcess | undefined;
  let prefix: string;
  let front: string;
  let inside: string;

  beforeAll(async () => {
    servers = await Promise.all([standIn('provider', seen), standIn('storefront', seen)]);
    const [provider, storefront] = servers;
    const [frontPort, insidePort] = [await freePort(), await freePort()];
    front = `http://127.0.0.1:${frontPort}`;
    inside = `http://127.0.0.1:${insidePort}`;
    prefix = mkdtempSync(path.join(os.tmpdir(), 'storefront-nginx-split-'));
    // Started as root, nginx's workers run as nobody: they must reach their temp folders.
    chmodSync(prefix, 0o755);
    const conf = path.join(prefix, 'nginx.conf');
    writeFileSync(
      conf,
      nginxConfig({
        prefix,
        listen: [`127.0.0.1:${frontPort}`],
        upstreams: [`127.0.0.1:${portOf(storefront!)}`],
        providers: [`127.0.0.1:${portOf(provider!)}`],
        providerListen: `127.0.0.1:${insidePort}`,
        shopRoot: '.',
        workers: 1,
        accessLog: false,
      }),
    );
    nginx = spawn(
      '/usr/sbin/nginx',
      ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'],
      {
        stdio: 'ignore',
      },
    );
    const deadline = Date.now() + 20_000;
    while (
      !(await fetch(`${front}/x`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await new Promise((resolve) =>
      nginx?.exitCode !== null ? resolve(null) : nginx.once('exit', resolve),
    );
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(prefix, { recursive: true, force: true });
  });

  const answer = async (url: string, init?: RequestInit) => {
    seen.length = 0;
    const response = await fetch(url, init);
    return { body: await response.text(), request: seen.at(-1)! };
  };

  it("sends the browsers' API calls to the provider, as one trusted hop, past the page cache", async () => {
    const { body, request } = await answer(`${front}/backend/api/calculator/cart/?x=1`, {
      headers: { 'X-Forwarded-For': '198.51.100.66' },
    });
    expect(body).toBe('provider');
    expect(request.url).toBe('/backend/api/calculator/cart/?x=1');
    // The provider trusts one hop: the last entry, nginx's own view of the client, not the claim.
    expect(String(request.headers['x-forwarded-for']).split(',').at(-1)?.trim()).toBe('127.0.0.1');
    expect(request.headers['x-forwarded-host']).toBe(new URL(front).host);
    expect(await answer(`${front}/backend`).then((r) => r.body)).toBe('provider');
  });

  it("sends pages, and paths that only begin with 'backend', to the storefront", async () => {
    expect((await answer(`${front}/cos`)).body).toBe('storefront');
    expect((await answer(`${front}/backendx/products/`)).body).toBe('storefront');
  });

  it("passes the storefront instances' calls on with the shopper's address they name", async () => {
    const { body, request } = await answer(`${inside}/backend/api/auth/jwt/create/`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': '203.0.113.5', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(body).toBe('provider');
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.5');
  });
});
