// Shared by the load, fault and shutdown scripts: the production build in .next-load, a server on a
// free 127.0.0.1 port with its own temporary DATA_DIR, its memory, and guest carts ready to order.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort } from '../../scripts/postgres-server.mjs';
import { ensureBuild as ensureShopBuild } from '../../scripts/fresh-build.mjs';
import { serverCommand } from '../../scripts/server-command.mjs';

export const DIST_DIR = '.next-load';

export const log = (...parts) =>
  console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...parts);

/**
 * Builds the shop into .next-load when there is no build there, or its sources changed since, or
 * always with `force`: what the load, fault and turns scripts measure is the code as it is.
 */
export function ensureBuild({ force = false } = {}) {
  if (ensureShopBuild({ distDir: DIST_DIR, force, log }) !== 0) throw new Error('build failed');
}

export { freePort };

/** Polls `check` until it returns a truthy value or the time is up (then throws `what`). */
export async function waitUntil(check, { timeoutMs, intervalMs = 100, what }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not there yet
    }
    await delay(intervalMs);
  }
  throw new Error(`${what} did not happen within ${timeoutMs} ms`);
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid) {
  const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : 0;
}

export function loadAverage() {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

/**
 * Starts the shop (`next start`) on the load build as `npm start` does
 * (scripts/server-command.mjs: the same heap flags, and the shop's own SIGTERM handler drains and
 * closes the database). Keeps its output
 * for `waitForOutput`.
 */
export async function startServer({ port, dataDir, env = {}, quiet = true } = {}) {
  port ??= await freePort();
  const ownDataDir = !dataDir;
  dataDir ??= mkdtempSync(path.join(os.tmpdir(), 'storefront-load-'));
  const baseUrl = `http://localhost:${port}`;
  const command = serverCommand({
    port,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: DIST_DIR,
      DATA_DIR: dataDir,
      SITE_URL: baseUrl,
      // The visitors' own addresses come in X-Forwarded-For (visitorHeaders).
      TRUSTED_PROXY_HOPS: '1',
      ...env,
    },
  });
  const child = spawn(command.command, command.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: command.env,
  });
  let output = '';
  const keep = (stream, sink) =>
    stream.on('data', (chunk) => {
      output += chunk.toString();
      if (!quiet) sink.write(chunk);
    });
  keep(child.stdout, process.stdout);
  keep(child.stderr, process.stderr);
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const server = {
    child,
    port,
    baseUrl,
    dataDir,
    exited,
    output: () => output,
    rss: () => rssMb(child.pid),
    waitForOutput: (pattern, timeoutMs = 30_000) =>
      waitUntil(() => pattern.test(output), {
        timeoutMs,
        intervalMs: 20,
        what: `server output ${pattern}`,
      }),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    cleanup() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await Promise.race([
    waitUntil(async () => (await fetch(`${baseUrl}/backend/ready`)).ok, {
      timeoutMs: 180_000,
      intervalMs: 250,
      what: 'server ready',
    }),
    exited.then(({ code }) => {
      throw new Error(`server exited (${code}) before it was ready:\n${output.slice(-2000)}`);
    }),
  ]);
  return server;
}

export async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(
      `${init?.method ?? 'GET'} ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
    );
  return response.json();
}

/** Real URLs of the pages under load, discovered from the provider so they follow the seed. */
export async function discoverRoutes(baseUrl) {
  const nav = await json(`${baseUrl}/backend/menu/nav`);
  const category = nav.find((entry) => entry.subitems?.length) ?? nav[0];
  const products = await json(`${baseUrl}/backend/products/?page=1`);
  const product = (products.results ?? products)[0];
  return {
    home: '/',
    category: category.link,
    product: product.link ?? `/product/${product.slug ?? product.id}`,
    productId: product.id,
    search: '/search?search=ferestre',
  };
}

export const newVisitor = () => randomBytes(24).toString('base64url');

/**
 * A guest's own headers: its cart (X-Cart-Id) and its own address. The bench's server trusts one
 * proxy (TRUSTED_PROXY_HOPS=1, as behind nginx in production), so every visitor is a client of its
 * own and the per-client limits (e.g. 20 new carts per address in 10 minutes) apply per shopper, as
 * they do for real shoppers, instead of to the bench's one socket address.
 */
export function visitorHeaders(visitor) {
  const bytes = Buffer.from(visitor, 'base64url');
  return { 'x-cart-id': visitor, 'x-forwarded-for': `10.${bytes[0]}.${bytes[1]}.${bytes[2]}` };
}
export const DELIVERY = {
  delivery_type: 'delivery',
  first_name: 'Ana',
  last_name: 'Rusu',
  phone: '+373 (691) 234-56',
  city: 'Bălți',
  street: 'Independenței',
  house: '5',
  apartment: '1',
};

/** A guest cart as the storefront builds it (X-Cart-Id), with an item, details, delivery and cash payment. */
export async function readyCart(baseUrl, productId, quantity) {
  const visitor = newVisitor();
  const headers = {
    ...visitorHeaders(visitor),
    'Content-Type': 'application/json',
    'Accept-Language': 'ro',
  };
  const api = `${baseUrl}/backend/api/calculator/cart`;
  const cart = await json(`${api}/`, { headers });
  const post = (step, body) =>
    json(`${api}/${cart.id}/${step}/`, { method: 'POST', headers, body: JSON.stringify(body) });
  await post('items/add-product', { product_id: productId, quantity });
  await post('set-user-details', {
    email: 'ana@example.md',
    full_name: 'Ana Rusu',
    phone: '+373 (691) 234-56',
  });
  await post('set-delivery', DELIVERY);
  await post('set-payment-details', { payment_method: 2, use_bonuses: false, bonuses: 0 });
  const priced = await json(`${api}/${cart.id}/`, { headers });
  return {
    id: cart.id,
    visitor,
    grandTotal: priced.totals.grand_total,
    createOrder: (signal) =>
      fetch(`${api}/${cart.id}/create-order/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ comment: '' }),
        signal,
      }),
  };
}

/** Opens a (closed) PGlite data directory of the shop directly, for checks after the server stopped. */
export async function openPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create(path.join(dataDir, 'pglite'), { extensions: { unaccent, pg_trgm } });
}

/** The middle value; of an even count, the mean of the two middle ones; null of none. */
export function median(values) {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A script's checks: each prints ok or FAIL and a failed one is kept for the summary. */
export function createChecks() {
  const failures = [];
  /** Every check in order, for the results table (bench/results.mjs). */
  const checks = [];
  /** `why`: the known cause, shown beside a failed check in the table. */
  const check = (ok, message, why) => {
    log(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
    checks.push({ check: message, status: ok ? 'pass' : 'fail', ...(!ok && why ? { why } : {}) });
    if (!ok) failures.push(message);
  };
  return { failures, checks, check };
}

/** Runs a script's `main` and exits 1 when it throws or one of its checks failed. */
export function runChecked(main, failures) {
  main().then(
    () => {
      if (failures.length) {
        log(`${failures.length} check(s) failed`);
        process.exit(1);
      }
      log('all checks passed');
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
