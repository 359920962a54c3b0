#!/usr/bin/env node
// `npm run bench`: the shop against the framework's own floor (a bare Next 16 + React 19 + next-intl
// app in bench/floor), both served the same way in the same run, and the budgets of issue 28:
//
// - cached pages through nginx: one nginx per app, each from deploy/nginx/shop-conf.mjs (the
//   production configuration) in front of that app's `next start`; wrk against each;
// - dynamic pages at the origin (`next start`, no nginx); wrk against each;
// - the JavaScript a browser downloads: every script whose request starts in the first 5 s of the
//   page's load (prefetches included), gzip bytes; through nginx;
// - Lighthouse mobile (its default: simulated throttling), with the framework's own script loading;
//   through nginx;
// - the configurator's interaction to next paint: the web-vitals library's INP in Chromium at 4×
//   CPU slowdown, after a size typed on the keyboard and after an option picked with the pointer,
//   beside the same interactions on the floor's one-island page (/configurator).
//
// The cart is measured with one item in it (an anonymous cart made through the API, its id in the
// visitor's cookie), as a shopper who reaches it has one.
//
// Every comparison is ROUNDS rounds that alternate the floor and the shop; each figure is the median
// over the rounds and each ratio the median of the per-round ratios, so a burst of load elsewhere on
// this shared machine lands on both sides. Writes bench/results/latest.{json,md}.
//
// Flags: --quick (fewer rounds and shorter load runs; the report says so), --scripts-only (only the
// script count and the configurator's INP, printed and not written: a quick check while changing
// the shop), --skip-build (use the
// builds in .next-bench and bench/floor/.next as they are), --build (rebuild even when the sources
// have not changed), --skip-lighthouse, --report-only (no measurement: the budgets checked again and
// the table written again from bench/results/latest.json, after a change to budgets.mjs or report.mjs). Everything listens on and is requested from 127.0.0.1 (ports
// 3400–3411, or from BENCH_PORT_BASE); every child process and temporary folder is removed on exit, on an error, on Ctrl-C
// and when the run overruns its time limit.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROME, CHROME_FLAGS } from './chrome.mjs';
import { budgets, evaluate, sizedFloorKey } from './budgets.mjs';
import { readResults, writeResultsPart } from './results.mjs';
import { nginxConfig } from '../deploy/nginx/shop-conf.mjs';
import { serverCommand } from '../scripts/server-command.mjs';
import { ensureFloorBuild, FLOOR_DIR } from './floor-build.mjs';
import { lighthouseRun } from './lighthouse.mjs';
import { median } from './load/lib.mjs';
import { ensureBuild } from '../scripts/fresh-build.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const scriptsOnly = args.has('--scripts-only');
/** Rounds of every comparison, each alternating the floor and the shop. */
const ROUNDS = quick ? 3 : 5;
/** Rounds of the script count: pages are fetched for 5 s each, so the quick run takes one. */
const SCRIPT_ROUNDS = quick ? 1 : 5;
const LIGHTHOUSE_ROUNDS = quick ? 2 : 5;
/** Page loads per round and kind of the configurator's INP (keyboard, pointer). */
const INP_ROUNDS = quick ? 3 : 5;
/** The configurator's INP is taken at this CPU slowdown (issue 40: a mid-range phone). */
const INP_CPU_SLOWDOWN = 4;
const LOAD_SECONDS = quick ? 4 : 8;
/** Connections of the cached pages' runs (nginx answers each in well under a millisecond). */
const CONNECTIONS = 50;
/**
 * The dynamic pages' runs: fewer connections, longer. A render takes tens of ms of CPU and Node
 * interleaves the renders in flight, so with 50 connections every answer waited for 49 others
 * (seconds on 2 cores) and a 4 s run counted next to nothing.
 */
const DYNAMIC_CONNECTIONS = 8;
const DYNAMIC_SECONDS = quick ? 6 : 10;
const REQUEST_TIMEOUT_S = 10;
/** Scripts whose request starts within this long after the navigation are counted. */
const SCRIPT_WINDOW_MS = 5_000;
/** The whole run's limit; past it the bench stops, cleans up and fails. */
const TIME_LIMIT_MS = (quick ? 20 : 50) * 60_000;
// What Chromium sends on every request: pages are measured as browsers receive them.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const HOST = '127.0.0.1';
/** BENCH_PORT_BASE moves all four ports, so two checkouts can bench at once (default 3400). */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE) || 3400;
const PORTS = {
  shop: PORT_BASE,
  floor: PORT_BASE + 1,
  shopNginx: PORT_BASE + 10,
  floorNginx: PORT_BASE + 11,
};
const origin = { shop: `http://${HOST}:${PORTS.shop}`, floor: `http://${HOST}:${PORTS.floor}` };
const viaNginx = {
  shop: `http://${HOST}:${PORTS.shopNginx}`,
  floor: `http://${HOST}:${PORTS.floorNginx}`,
};
const SHOP_DIST = '.next-bench';
/** The shop's content pages: cached by nginx. */
const CONTENT_PAGES = ['home', 'category', 'product', 'blogPost'];
/** The pages the Lighthouse budgets are for: the content pages and the two that sell. */
const LIGHTHOUSE_PAGES = [...CONTENT_PAGES, 'calculator', 'cart'];
/** The shop's pages rendered for each request (they show the visitor's input or data). */
const DYNAMIC_PAGES = ['search', 'cart'];
/** Pages whose scripts are counted. */
const SCRIPT_PAGES = [...CONTENT_PAGES, 'search', 'cart', 'calculator'];

const started = Date.now();
const log = (...parts) =>
  console.log(
    `[bench ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s]`,
    ...parts,
  );

// ---------------------------------------------------------------------------------------------
// Processes and folders of the run, removed on every way out.

const children = new Set();
const tempDirs = new Set();

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/** Synchronous, so it also runs from process.on('exit') (chrome-launcher exits on SIGINT by itself). */
function cleanupNow() {
  for (const child of children) {
    try {
      // nginx's master stops its workers on SIGTERM; `next start` and wrk end on it.
      child.kill('SIGTERM');
    } catch {
      // already gone
    }
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

process.on('exit', cleanupNow);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    log(`${signal}: stopping`);
    cleanupNow();
    process.exit(130);
  });
}
setTimeout(() => {
  log(`over the time limit of ${TIME_LIMIT_MS / 60_000} min: stopping`);
  cleanupNow();
  process.exit(1);
}, TIME_LIMIT_MS).unref();

/** Stops a child and waits for it (SIGKILL after 15 s). */
function stop(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

// ---------------------------------------------------------------------------------------------
// Builds: made when missing or when their sources changed since (a hash stamped into the build).

function build() {
  if (args.has('--skip-build')) return;
  const force = args.has('--build');
  // The shop through its own build script, the floor through `next build`: both as Next builds them.
  if (ensureBuild({ distDir: SHOP_DIST, force, log }) !== 0) throw new Error('shop build failed');
  ensureFloorBuild({ force, log });
}

// ---------------------------------------------------------------------------------------------
// Servers: each app's `next start` as `npm start` runs it, and one nginx in front of each.

/** Both apps start as `npm start` starts the shop (same command and node flags). */
function startNext({ cwd, port, env }) {
  const command = serverCommand({
    port,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
  return track(
    spawn(command.command, command.args, {
      cwd,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: command.env,
    }),
  );
}

/**
 * nginx from deploy/nginx/shop-conf.mjs, the production configuration, with one upstream. Both
 * apps get the same function and arguments; only the access log is off (the same for both), as a
 * bench's 10⁵ lines a second measure the disk.
 */
function startNginx({ name, port, upstreamPort, shopRoot, distDir }) {
  const prefix = tempDir(`bench-nginx-${name}-`);
  // Started as root, nginx's workers run as nobody: they must reach their cache and temp folders.
  chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(
    conf,
    nginxConfig({
      prefix,
      listen: [`${HOST}:${port}`],
      upstreams: [`${HOST}:${upstreamPort}`],
      shopRoot,
      distDir,
      accessLog: false,
    }),
  );
  const child = track(
    spawn('/usr/sbin/nginx', ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  return { child, conf };
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Resident memory of a server process, in MB. */
function rssMb(pid) {
  try {
    return Math.round(
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    );
  } catch {
    return null;
  }
}

async function json(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Real paths of the shop's pages, discovered from the provider so the bench follows the seed. */
async function discoverRoutes() {
  const nav = await json(`${origin.shop}/backend/menu/nav`);
  const category = nav.find((c) => c.subitems?.length) ?? nav[0];
  const products = await json(`${origin.shop}/backend/products/?page=1`);
  const product = (products.results ?? products)[0];
  const articles = await json(`${origin.shop}/backend/articles/items?page=1`);
  const article = (articles.results ?? [])[0];
  return {
    home: '/',
    category: category.link,
    product: product?.link ?? `/product/${product?.slug ?? product?.id}`,
    blogPost: article ? `/blog/${article.id}` : '/blog',
    calculator: '/calculators?type=1',
    cart: '/cos',
    search: '/search?search=ferestre',
  };
}

/**
 * Requests a page until it answers 200 (the first request renders it and fills Next's cache), then
 * through nginx until nginx answers it from its cache (HIT); reports what nginx and the origin said.
 */
async function warm(url, { expectHit = false } = {}) {
  const headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  let response;
  let cacheStatus = null;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
      const body = await response.arrayBuffer();
      cacheStatus = response.headers.get('x-cache-status');
      if (response.status === 200 && (!expectHit || cacheStatus === 'HIT')) {
        // bytes: the HTML (fetch decodes it); gzipBytes: as the bench compresses it, the same for both apps.
        return {
          status: 200,
          cacheStatus,
          cacheControl: response.headers.get('cache-control'),
          setCookie: response.headers.has('set-cookie'),
          contentEncoding: response.headers.get('content-encoding'),
          bytes: body.byteLength,
          gzipBytes: gzipSync(Buffer.from(body)).length,
        };
      }
    } catch {
      response = undefined;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    status: response?.status ?? 0,
    cacheStatus,
    cacheControl: response?.headers.get('cache-control') ?? null,
    setCookie: response?.headers.has('set-cookie') ?? false,
  };
}

/** The floor's page at a shop page's size (bench/floor/app/shop-size, ADR 69): its address and HTML. */
const SIZED_FLOOR_PATH = '/shop-size';

/**
 * The floor's shop-size page with as many menu panels as bring its HTML nearest to `bytes` (a shop
 * page's, as the warm-up read it): each panel adds the same, so the HTML with none and with four
 * gives a panel's size.
 */
async function sizedFloor(bytes) {
  const url = (groups) => `${origin.floor}${SIZED_FLOOR_PATH}?groups=${groups}`;
  const [none, four] = [await warm(url(0)), await warm(url(4))];
  const perGroup = (four.bytes - none.bytes) / 4;
  const groups = Math.max(0, Math.round((bytes - none.bytes) / perGroup));
  return { url: url(groups), groups, ...(await warm(url(groups))) };
}

// ---------------------------------------------------------------------------------------------
// Load: wrk (Debian's, C, 2 threads) for every page, floor and shop alike.

/**
 * One bounded wrk run: req/s counts answers below 400 (wrk counts the others as status errors) over
 * the run's real duration; p50/p99 are over every answer, in ms.
 */
async function wrk(url, { seconds = LOAD_SECONDS, connections = CONNECTIONS } = {}) {
  const wrkArgs = [
    '-t2',
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    `${REQUEST_TIMEOUT_S}s`,
    '-s',
    path.resolve('bench/wrk-report.lua'),
    '-H',
    `accept-encoding: ${BROWSER_ACCEPT_ENCODING}`,
    url,
  ];
  const output = await new Promise((resolve, reject) => {
    const child = track(spawn('wrk', wrkArgs, { stdio: ['ignore', 'pipe', 'inherit'] }));
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(text));
  });
  const line = output.split('\n').find((l) => l.startsWith('WRK_RESULT '));
  if (!line) throw new Error(`wrk printed no result for ${url}: ${output.trim()}`);
  const w = JSON.parse(line.slice('WRK_RESULT '.length));
  await drain(url);
  const ok = w.requests - w.status;
  const ms = (us) => Math.round(us / 100) / 10;
  return {
    rps: Math.round(ok / Math.max(w.durationUs / 1e6, 1)),
    p50: ok > 0 ? ms(w.p50) : null,
    p99: ok > 0 ? ms(w.p99) : null,
    ok,
    non2xx: w.status,
    errors: w.connect + w.read + w.write,
    timeouts: w.timeout,
  };
}

/** Waits until a server has worked off the requests still queued when a run ended. */
async function drain(url) {
  try {
    await (await fetch(url, { signal: AbortSignal.timeout(120_000) })).arrayBuffer();
  } catch {
    // a server that cannot answer within two minutes shows up in the next run's figures
  }
}

/**
 * The floor's page against the shop's pages, ROUNDS rounds. In each round every shop page runs
 * right beside a floor run of its own (floor then page in even rounds, page then floor in odd ones,
 * the pages' order reversed too), and its ratio for the round is its req/s over that floor run's:
 * this shared machine's speed drifts by half within tens of seconds, and a floor measured once a
 * round, up to half a minute from the page, put that drift into the ratio (per-round ratios of
 * 0.64–1.69). A page's figures are the medians over its rounds, its ratio the median of its
 * per-round ratios; the floor's figures are the medians over all of its runs.
 */
async function floorAgainstShop(floorUrl, pages, options = {}) {
  const floorRuns = [];
  const runs = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = Object.entries(pages);
    if (round % 2 === 1) order.reverse();
    const line = [];
    for (const [name, url] of order) {
      const pair = {};
      for (const side of round % 2 === 0 ? ['floor', 'page'] : ['page', 'floor'])
        pair[side] = await wrk(side === 'floor' ? floorUrl : url, options);
      floorRuns.push(pair.floor);
      runs[name].push({
        ...pair.page,
        floorRps: pair.floor.rps,
        ratio: pair.floor.rps > 0 ? pair.page.rps / pair.floor.rps : 0,
      });
      line.push(
        `${name} ${pair.page.rps} req/s p99 ${pair.page.p99} ms (floor ${pair.floor.rps}, p99 ${pair.floor.p99})`,
      );
    }
    log(`round ${round + 1}/${ROUNDS}:`, line.join(', '));
  }
  const summary = (list) => {
    const failures = list.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0);
    return {
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50 ?? Infinity)),
      p99: median(list.map((r) => r.p99 ?? Infinity)),
      failures,
      rounds: list.map((r) => r.rps),
      roundsP99: list.map((r) => r.p99),
    };
  };
  const result = { floor: summary(floorRuns) };
  for (const [name, list] of Object.entries(runs)) {
    const ratios = list.map((r) => r.ratio);
    result[name] = {
      ...summary(list),
      floorRounds: list.map((r) => r.floorRps),
      floorRatio: Math.round(median(ratios) * 1000) / 1000,
      ratios: ratios.map((ratio) => Math.round(ratio * 100) / 100),
    };
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Scripts a browser downloads in the first 5 s.

/**
 * Gzip bytes (each body compressed by the bench, the same way for both apps) of every script whose
 * request starts within SCRIPT_WINDOW_MS of the navigation: the page's own chunks, the ones loaded
 * after the first paint, and the chunks of prefetched routes. Also the part started after the load
 * event, to tell the first paint's scripts from the later ones.
 */
async function scriptBytes(browser, url, cookies = []) {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts = new Map();
  const pending = [];
  let loadedAt = Infinity;
  const navigationStart = Date.now();
  page.on('request', (request) => {
    const isScript =
      request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);
    if (!isScript || scripts.has(request.url()) || Date.now() - navigationStart > SCRIPT_WINDOW_MS)
      return;
    const entry = { bytes: 0, afterLoad: Date.now() > loadedAt };
    scripts.set(request.url(), entry);
    pending.push(
      request
        .response()
        .then((response) => response?.body())
        .then((body) => (entry.bytes = body ? gzipSync(body).length : 0))
        // A redirect or aborted script carries no body.
        .catch(() => scripts.delete(request.url())),
    );
  });
  page.once('load', () => (loadedAt = Date.now()));
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  await page.waitForTimeout(Math.max(0, SCRIPT_WINDOW_MS - (Date.now() - navigationStart)));
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 30_000))]);
  await context.close();
  const list = [...scripts.values()];
  return {
    bytes: list.reduce((sum, s) => sum + s.bytes, 0),
    afterLoadBytes: list.filter((s) => s.afterLoad).reduce((sum, s) => sum + s.bytes, 0),
    count: list.length,
  };
}

/**
 * An anonymous cart with one product in it, made through the shop's API as the storefront makes
 * one; answers the cookie that names it (features/cart/cookie.ts), for the browser's visits to the
 * cart page.
 */
async function cartWithOneItem(routes) {
  const cart = await json(`${origin.shop}/backend/api/calculator/cart/`);
  const product = (await json(`${origin.shop}/backend/products/?page=1`)).results[0];
  const added = await fetch(
    `${origin.shop}/backend/api/calculator/cart/${cart.id}/items/add-product/`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cart-id': cart.anonymous_id },
      body: JSON.stringify({ product_id: product.id, quantity: 1 }),
      signal: AbortSignal.timeout(60_000),
    },
  );
  if (!added.ok) throw new Error(`adding ${routes.product} to a cart answered ${added.status}`);
  return { name: 'offline_cart_id', value: cart.anonymous_id };
}

/** The cookies a page is visited with: the cart's, on the cart page. */
const cookiesFor = (name, cartCookie, base) =>
  name === 'cart' && cartCookie ? [{ ...cartCookie, url: base }] : [];

async function measureScripts(routes, cartCookie) {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  const runs = { floor: [], ...Object.fromEntries(SCRIPT_PAGES.map((name) => [name, []])) };
  try {
    for (let round = 0; round < SCRIPT_ROUNDS; round += 1) {
      const order = [
        ['floor', `${viaNginx.floor}/`],
        ...SCRIPT_PAGES.map((name) => [name, viaNginx.shop + routes[name]]),
      ];
      if (round % 2 === 1) order.reverse();
      for (const [name, url] of order)
        runs[name].push(await scriptBytes(browser, url, cookiesFor(name, cartCookie, url)));
    }
  } finally {
    await browser.close();
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => {
      const bytes = median(list.map((r) => r.bytes));
      const run = [...list].sort(
        (a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes),
      )[0];
      return [
        name,
        {
          bytes,
          afterLoadBytes: run.afterLoadBytes,
          count: run.count,
          rounds: list.map((r) => r.bytes),
        },
      ];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The configurator's interaction to next paint.

const WEB_VITALS_IIFE = readFileSync(
  path.resolve('node_modules/web-vitals/dist/web-vitals.iife.js'),
  'utf8',
);

/**
 * How fast this browser on this machine lays out a page that is none of the shop's: 150 blocks of
 * a heading, a paragraph with a link and a line of figures (900 elements, as many as the
 * configurator's page), no stylesheet, no web font, forced to lay out at once in a fresh page at 1×
 * CPU. The INP rows have no floor to compare with; this figure tells a slow browser from slow code
 * (the first layout of the configurator comes before its scripts and hydration; ADR 64).
 */
async function plainLayoutMs(browser) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  try {
    const page = await context.newPage();
    await page.setContent('<!doctype html><html lang="ro"><body></body></html>');
    return await page.evaluate(() => {
      const blocks = Array.from(
        { length: 150 },
        (_, i) =>
          `<div><h3>Fereastră ${i}</h3><p>Profil <b>PVC</b> și <a href="#">ușă ${i}</a></p><span>1200 × ${i} mm</span></div>`,
      ).join('');
      const start = performance.now();
      document.body.innerHTML = blocks;
      void document.body.offsetHeight;
      return Math.round(performance.now() - start);
    });
  } finally {
    await context.close();
  }
}

/**
 * One page load of the configurator at INP_CPU_SLOWDOWN, one kind of interaction, and the INP the
 * web-vitals library reports for it (injected by the browser before the page's own scripts, as a
 * visitor's page loads it from its own bundle: the page itself is not changed).
 * - keyboard: the first size field focused, its text selected, a new width typed and Enter (the
 *   commit that reprices and redraws);
 * - pointer: a click on the label of the first option not chosen in each of two groups.
 */
async function inpRun(browser, url, kind) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  await page.addInitScript(
    `${WEB_VITALS_IIFE};window.__inp=null;webVitals.onINP((m)=>{window.__inp=m.value},{reportAllChanges:true});`,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: INP_CPU_SLOWDOWN });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const main = page.locator('main');
    if (kind === 'keyboard') {
      const size = main.locator('input[inputmode="numeric"]').first();
      await size.focus();
      await size.evaluate((input) => input.select());
      const current = Number(await size.inputValue()) || 1000;
      await page.keyboard.type(String(current + 100), { delay: 150 });
      await page.keyboard.press('Enter');
    } else {
      for (const group of (await main.locator('fieldset:has(input[type="radio"])').all()).slice(
        0,
        2,
      )) {
        const label = group.locator('label:has(input[type="radio"]:not(:checked))').first();
        if (await label.count()) {
          await label.click();
          await page.waitForTimeout(500);
        }
      }
    }
    // The paint after the last interaction, and web-vitals' report of it.
    await page.waitForTimeout(1_500);
    const inp = await page.evaluate(() => window.__inp);
    return typeof inp === 'number' ? inp : null;
  } finally {
    await context.close();
  }
}

/**
 * The configurator's INP against the floor's (`bench/floor/app/configurator`: one island with a
 * width and two option groups, a price and a drawing, on a page of its own), each kind of
 * interaction on both in every round, the order reversed every other round.
 */
async function measureInp(routes) {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  const urls = { shop: viaNginx.shop + routes.calculator, floor: `${viaNginx.floor}/configurator` };
  const runs = { shop: { keyboard: [], pointer: [] }, floor: { keyboard: [], pointer: [] } };
  const layouts = [];
  try {
    for (let round = 0; round < INP_ROUNDS; round += 1) {
      layouts.push(await plainLayoutMs(browser));
      const sides = round % 2 === 0 ? ['floor', 'shop'] : ['shop', 'floor'];
      for (const kind of round % 2 === 0 ? ['keyboard', 'pointer'] : ['pointer', 'keyboard'])
        for (const side of sides) {
          const inp = await inpRun(browser, urls[side], kind);
          if (inp !== null) runs[side][kind].push(inp);
        }
    }
  } finally {
    await browser.close();
  }
  return {
    inp: Object.fromEntries(
      Object.entries(runs.shop).map(([kind, list]) => [
        kind,
        {
          inpMs: median(list),
          rounds: list,
          floorMs: median(runs.floor[kind]),
          floorRounds: runs.floor[kind],
          cpuSlowdown: INP_CPU_SLOWDOWN,
        },
      ]),
    ),
    plainLayout: { ms: median(layouts), rounds: layouts },
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse mobile.

async function measureLighthouse(routes, cartCookie) {
  const runs = { floor: [], ...Object.fromEntries(LIGHTHOUSE_PAGES.map((name) => [name, []])) };
  for (let round = 0; round < LIGHTHOUSE_ROUNDS; round += 1) {
    const order = [
      ['floor', `${viaNginx.floor}/`],
      ...LIGHTHOUSE_PAGES.map((name) => [name, viaNginx.shop + routes[name]]),
    ];
    if (round % 2 === 1) order.reverse();
    for (const [name, url] of order) {
      const run = await lighthouseRun(url, {
        cookie: name === 'cart' ? cartCookie : undefined,
        log,
      });
      if (run) runs[name].push(run);
    }
    log(
      `lighthouse round ${round + 1}/${LIGHTHOUSE_ROUNDS}:`,
      Object.entries(runs)
        .map(
          ([name, list]) =>
            `${name} ${list.at(-1)?.performance ?? '—'} (LCP ${list.at(-1)?.lcpMs ?? '—'}, TBT ${list.at(-1)?.tbtMs ?? '—'})`,
        )
        .join(', '),
    );
  }
  return Object.fromEntries(
    Object.entries(runs)
      .filter(([, list]) => list.length > 0)
      .map(([name, list]) => [
        name,
        {
          ...Object.fromEntries(
            Object.keys(list[0]).map((key) => [key, median(list.map((r) => r[key]))]),
          ),
          runs: list.length,
          roundsPerformance: list.map((r) => r.performance),
          roundsLcp: list.map((r) => r.lcpMs),
          roundsTbt: list.map((r) => r.tbtMs),
        },
      ]),
  );
}

// ---------------------------------------------------------------------------------------------

async function main() {
  if (spawnSync('wrk', ['-v']).error) throw new Error('wrk is missing: apt-get install -y wrk');
  if (!existsSync('/usr/sbin/nginx'))
    throw new Error(
      'nginx is missing: apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static',
    );
  build();
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))),
      // The browser's own version: its rendering speed moves the INP and TBT rows between runs.
      chromium: spawnSync(CHROME, ['--version'], { encoding: 'utf8' }).stdout?.trim() || null,
    },
    quick,
    method: {
      rounds: ROUNDS,
      scriptRounds: SCRIPT_ROUNDS,
      lighthouseRounds: LIGHTHOUSE_ROUNDS,
      loadSeconds: LOAD_SECONDS,
      connections: CONNECTIONS,
      dynamicSeconds: DYNAMIC_SECONDS,
      dynamicConnections: DYNAMIC_CONNECTIONS,
      scriptWindowMs: SCRIPT_WINDOW_MS,
      tool: 'wrk -t2',
    },
  };
  const dataDir = tempDir('bench-data-');
  const shop = startNext({
    cwd: '.',
    port: PORTS.shop,
    env: {
      NEXT_DIST_DIR: SHOP_DIST,
      DATA_DIR: dataDir,
      SITE_URL: viaNginx.shop,
      TRUSTED_PROXY_HOPS: '1',
    },
  });
  const floor = startNext({ cwd: FLOOR_DIR, port: PORTS.floor, env: {} });
  const nginx = [
    startNginx({
      name: 'shop',
      port: PORTS.shopNginx,
      upstreamPort: PORTS.shop,
      shopRoot: '.',
      distDir: SHOP_DIST,
    }),
    startNginx({
      name: 'floor',
      port: PORTS.floorNginx,
      upstreamPort: PORTS.floor,
      shopRoot: FLOOR_DIR,
      distDir: '.next',
    }),
  ];
  try {
    await Promise.all([waitFor(`${origin.shop}/backend/ready`), waitFor(`${origin.floor}/`)]);
    await Promise.all([waitFor(`${viaNginx.shop}/backend/ready`), waitFor(`${viaNginx.floor}/`)]);
    results.memory = { shopAfterStartMb: rssMb(shop.pid), floorAfterStartMb: rssMb(floor.pid) };
    const routes = await discoverRoutes();
    results.routes = routes;
    log('routes', routes);

    // Every page rendered once at the origin (filling Next's cache), then cached by nginx.
    const pageNames = [...new Set([...CONTENT_PAGES, ...DYNAMIC_PAGES, ...SCRIPT_PAGES])];
    results.warmup = {
      origin: {
        floor: await warm(`${origin.floor}/`),
        floorDynamic: await warm(`${origin.floor}/dynamic`),
        floorConfigurator: await warm(`${origin.floor}/configurator`),
      },
      nginx: {
        floor: await warm(`${viaNginx.floor}/`, { expectHit: true }),
        floorConfigurator: await warm(`${viaNginx.floor}/configurator`, { expectHit: true }),
      },
    };
    for (const name of pageNames)
      results.warmup.origin[name] = await warm(origin.shop + routes[name]);
    for (const name of pageNames)
      results.warmup.nginx[name] = await warm(viaNginx.shop + routes[name], {
        expectHit: CONTENT_PAGES.includes(name),
      });
    log(
      'nginx cache status',
      Object.fromEntries(
        Object.entries(results.warmup.nginx).map(([name, w]) => [
          name,
          `${w.status} ${w.cacheStatus} ${w.bytes ?? '—'} B ${w.contentEncoding ?? ''}`,
        ]),
      ),
    );

    const cartCookie = await cartWithOneItem(routes);
    log(`scripts in the first ${SCRIPT_WINDOW_MS / 1000} s: ${SCRIPT_ROUNDS} round(s)…`);
    results.javascript = await measureScripts(routes, cartCookie);
    log(
      'javascript',
      Object.fromEntries(
        Object.entries(results.javascript).map(([name, s]) => [
          name,
          `${(s.bytes / 1024).toFixed(1)} kB`,
        ]),
      ),
    );

    log(`configurator INP at ${INP_CPU_SLOWDOWN}× CPU slowdown: ${INP_ROUNDS} round(s)…`);
    ({ inp: results.inp, plainLayout: results.plainLayout } = await measureInp(routes));
    log(
      'inp',
      Object.fromEntries(
        Object.entries(results.inp).map(([kind, r]) => [
          kind,
          `${r.inpMs} ms (${r.rounds.join(' / ')}), floor ${r.floorMs} ms (${r.floorRounds.join(' / ')})`,
        ]),
      ),
      `a plain page's first layout: ${results.plainLayout.ms} ms (${results.plainLayout.rounds.join(' / ')})`,
    );
    if (scriptsOnly) return;

    if (!args.has('--skip-lighthouse')) {
      log(
        `lighthouse: ${LIGHTHOUSE_ROUNDS} round(s) of the floor and ${LIGHTHOUSE_PAGES.join(', ')}…`,
      );
      results.lighthouse = await measureLighthouse(routes, cartCookie);
    }

    log(`cached pages through nginx: ${ROUNDS} round(s) of ${LOAD_SECONDS} s…`);
    results.cached = await floorAgainstShop(
      `${viaNginx.floor}/`,
      Object.fromEntries(CONTENT_PAGES.map((name) => [name, viaNginx.shop + routes[name]])),
    );
    log(
      `dynamic pages at the origin: ${ROUNDS} round(s) of ${DYNAMIC_SECONDS} s, ${DYNAMIC_CONNECTIONS} connections…`,
    );
    // Beside each dynamic page, the floor's own page of that page's size, in the same rounds (ADR 69).
    results.sizedFloor = {};
    for (const name of DYNAMIC_PAGES)
      results.sizedFloor[name] = await sizedFloor(results.warmup.origin[name].bytes);
    log(
      "the floor at the dynamic pages' sizes",
      Object.fromEntries(
        Object.entries(results.sizedFloor).map(([name, s]) => [
          name,
          `${s.groups} panels, ${s.bytes} B against ${results.warmup.origin[name].bytes} B`,
        ]),
      ),
    );
    results.dynamic = await floorAgainstShop(
      `${origin.floor}/dynamic`,
      {
        ...Object.fromEntries(DYNAMIC_PAGES.map((name) => [name, origin.shop + routes[name]])),
        ...Object.fromEntries(
          DYNAMIC_PAGES.map((name) => [sizedFloorKey(name), results.sizedFloor[name].url]),
        ),
      },
      { connections: DYNAMIC_CONNECTIONS, seconds: DYNAMIC_SECONDS },
    );
    results.memory.shopAfterLoadMb = rssMb(shop.pid);
    results.memory.floorAfterLoadMb = rssMb(floor.pid);
  } finally {
    // SIGQUIT: nginx finishes what it serves, then exits.
    await Promise.all([
      stop(shop),
      stop(floor),
      ...nginx.map(({ child }) => stop(child, 'SIGQUIT')),
    ]);
    cleanupNow();
  }

  results.machine.loadAverageEnd = os.loadavg().map((l) => Number(l.toFixed(1)));
  writeResults(results);
}

function writeResults(results) {
  results.budgets = evaluate(results, budgets);
  writeResultsPart('pages', results);
  const failed = results.budgets.filter((b) => b.status === 'fail').length;
  log(
    `budgets: ${results.budgets.filter((b) => b.status === 'pass').length} met, ${failed} missed, ${results.budgets.filter((b) => b.status === 'skip').length} not measured (bench/results/latest.md)`,
  );
}

const run = args.has('--report-only') ? async () => writeResults(readResults()) : main;
run().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
