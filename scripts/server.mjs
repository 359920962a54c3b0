#!/usr/bin/env node
// The production server (npm start, the e2e server, the benchmarks: server-command.mjs): Next through
// its programmatic API, serving what `next start` serves, plus a nonce CSP on every page (issue 11).
// Why a server of our own: a page from the ISR cache was rendered once for everyone and cannot carry
// a per-request nonce, and Next's way to get one (dynamic rendering) would give up the cache
// (issue 10). This server makes a nonce per request, proxy.ts puts it in the page's CSP header, and
// lib/security/nonce-response.mjs writes it onto Next's own scripts as the cached HTML streams out.
//
// What `next start` sets up and this file does too (next/dist/bin/next, cli/next-start.js,
// server/lib/start-server.js of Next 16.4): NODE_ENV=production and NEXT_RUNTIME=nodejs before Next
// loads; the port from -p or PORT; --keepAliveTimeout; listen without a host (all interfaces, see
// server-command.mjs); a 500 for a request whose handler throws; WebSocket upgrades; PORT and
// __NEXT_PRIVATE_ORIGIN once listening (server actions read the origin); exit 1 when the port is
// taken; the process title. Compression, which Next applies inside its handler, runs here instead (below). Signals are
// left to instrumentation.ts (provider/shutdown.ts finds this server through Node's diagnostics
// channel, finishes the requests in flight and closes the database).
import http from 'node:http';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { PageCache } from '../lib/cache/page-cache.mjs';
import { rejectMalformedPath } from '../lib/security/malformed-path.mjs';
import { NONCE_REQUEST_HEADER, NONCE_SERVER_ENV } from '../lib/security/nonce-header.mjs';
import { noncePool } from '../lib/security/nonce-pool.mjs';
import { rewriteScriptNonces } from '../lib/security/nonce-response.mjs';

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, keepAliveTimeout: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const keepAliveTimeout = values.keepAliveTimeout === undefined ? undefined : Number(values.keepAliveTimeout);

process.env.NODE_ENV ||= 'production';
process.env.NEXT_RUNTIME = 'nodejs';
// No handler of Next's own exists in a custom server; this keeps provider/shutdown.ts from warning.
process.env.NEXT_MANUAL_SIG_HANDLE ||= 'true';
// proxy.ts trusts the nonce header only when this server, which overwrites it, is in front.
process.env[NONCE_SERVER_ENV] = '1';

// Loaded after the environment above is set, as bin/next does (React picks its build by NODE_ENV).
const require = createRequire(import.meta.url);
const next = require('next');
const compression = require('next/dist/compiled/compression');
const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream');

// The title `next start` gives its process, so whatever finds the server by it still does.
process.title = `next-server (v${require('next/package.json').version})`;

const server = http.createServer();
const app = next({ dev: false, dir: process.cwd(), port, httpServer: server });
let handle = null;

// Next's own compression (router-server.js) wraps the response inside its handler, where it would
// compress before the nonce rewrite could see the HTML. So Next never sees Accept-Encoding, and the
// same middleware runs here, under the rewrite; it still reads the client's Accept-Encoding.
let compress = null;

// Pages Next served from its full-route cache, sent again for a few seconds without Next
// (lib/cache/page-cache.mjs); emptied by app/revalidate/route.ts.
const pages = new PageCache();
const createNonce = noncePool();

server.on('request', async (req, res) => {
  // Issue 26: Next answers a bare 500 for a path that does not decode (/%FF, /backend/%FF: it fails
  // matching the dynamic routes, before the /backend handler runs); this is a 400 with the security
  // headers (lib/security/malformed-path.mjs).
  if (rejectMalformedPath(req, res)) return;
  // A fresh nonce for every request, over whatever a client sent under the header's name.
  const nonce = createNonce();
  req.headers[NONCE_REQUEST_HEADER] = nonce;
  // Next takes a render's nonce from the request's CSP header. Only proxy.ts may set it (pages
  // rendered per request): one a client sent would reach a cached page's regeneration and bake that
  // nonce into the page everyone gets.
  delete req.headers['content-security-policy'];
  delete req.headers['content-security-policy-report-only'];
  const acceptEncoding = req.headers['accept-encoding'];
  if (compress) delete req.headers['accept-encoding'];
  const compressResponse = () => {
    if (!compress) return;
    compress({ method: req.method, headers: { 'accept-encoding': acceptEncoding } }, res, () => {});
    // As in Next: a client gone before the end would leave the zlib stream to leak past GC.
    res.once('close', () => {
      if (!res.writableFinished) releaseCompressionStream(res);
    });
  };
  // A copy holds the nonce in the text, uncompressed, and is sent gzip-compressed from bytes it
  // compressed once when the client takes gzip; otherwise through compression, installed then.
  if (pages.serve(req, res, nonce, compress ? acceptEncoding : undefined, compressResponse)) return;
  // Under the nonce rewrite and the capture: both see the text before compression.
  compressResponse();
  pages.capture(req, res, nonce);
  rewriteScriptNonces(res, nonce);
  try {
    await handle(req, res);
  } catch (error) {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end('Internal Server Error');
  }
});

if (keepAliveTimeout) server.keepAliveTimeout = keepAliveTimeout;
server.on('error', (error) => {
  console.error('Failed to start server', error);
  process.exit(1);
});

await app.prepare();
handle = app.getRequestHandler();
// Next's default is to compress; the config (next.config.ts `compress`) is read from the server Next
// prepared, with that default when its shape changes in an upgrade.
if (app.server?.server?.nextConfig?.compress !== false) compress = compression();

server.listen(port, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  process.env.PORT = String(actualPort);
  process.env.__NEXT_PRIVATE_ORIGIN = `http://localhost:${actualPort}`;
  console.log(`▲ Next.js (nonce CSP server) ready on http://localhost:${actualPort}`);
});
