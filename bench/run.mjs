#!/usr/bin/env node
// `npm run bench`: measures the shop against the framework's own floor (a bare Next 16 + React 19 +
// next-intl app in bench/floor, built and served by this script) on the same machine in the same
// run, and checks the budgets of the performance issue. Writes bench/results/latest.{json,md}.
//
// Flags: --quick (1 Lighthouse run instead of 3, one round of 5 s load runs), --skip-build,
// --skip-lighthouse, --skip-scale. Traffic goes to localhost only, bounded in time: every load run
// lasts LOAD_SECONDS and every request gives up after REQUEST_TIMEOUT_S.
//
// Fairness on a shared machine: every route is warmed first (its first render fills the ISR cache),
// and the floor and the shop routes are measured interleaved, round after round, each figure being
// the median round, so a burst of load elsewhere hits both sides of a ratio; each cached page takes
// turns with a floor of its own in slices of a few seconds (pairedWithFloor).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { CHROME, CHROME_FLAGS } from './chrome.mjs';
import { budgets, evaluate } from './budgets.mjs';
import { renderMarkdown } from './report.mjs';
import { repriceScripting } from './reprice.mjs';
import { percentile } from './load/lib.mjs';
import { serverCommand } from '../scripts/server-command.mjs';
import { buildShop, nextBuild } from '../scripts/build.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const LOAD_SECONDS = quick ? 5 : 10;
const ROUNDS = quick ? 1 : 5;
const REQUEST_TIMEOUT_S = 10;
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
/**
 * The load tool for the static floor and the cached pages: wrk (Debian's package, C) when installed.
 * Those pages answer in 0.1–0.3 ms of the server's CPU, and autocannon, a Node program on the same two
 * cores, spent a whole core parsing the shop's 20–30 kB answers while the server idled for half the
 * run, so their ratios measured the load tool's cost per byte. wrk's is a small fraction of it.
 * Without wrk these pages fall back to autocannon, and the report says so.
 */
const WRK = spawnSync('wrk', ['-v']).error ? null : 'wrk';
// What Chromium sends on every request.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const SHOP_PORT = 3400;
const FLOOR_PORT = 3401;
const shopUrl = `http://localhost:${SHOP_PORT}`;
const floorUrl = `http://localhost:${FLOOR_PORT}`;

const log = (...parts) => console.log('[bench]', ...parts);

function build() {
  if (args.has('--skip-build')) return;
  // The shop through its own build (with its compile hints); the floor as Next builds it.
  log('building shop…');
  if (buildShop({ ...process.env, NEXT_DIST_DIR: '.next-bench' }) !== 0) throw new Error('shop build failed');
  log('building floor…');
  if (nextBuild(path.resolve('bench/floor')) !== 0) throw new Error('floor build failed');
}

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Both servers start as `npm start` starts the shop (same node flags), so the ratios compare like with like. */
function startServer({ cwd, port, env }) {
  const command = serverCommand({ port, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  return spawn(command.command, command.args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: command.env });
}

/** Resident memory of a server process and its children, in MB. */
function rssMb(pid) {
  const pids = [pid, ...spawnSync('pgrep', ['-P', String(pid)]).stdout.toString().split('\n').filter(Boolean).map(Number)];
  let kb = 0;
  for (const p of pids) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      kb += match ? Number(match[1]) : 0;
    } catch {
      // the process ended
    }
  }
  return Math.round(kb / 1024);
}

async function json(url, init) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Real URLs of the key pages, discovered from the provider so the bench follows the seed. */
async function discoverRoutes() {
  const nav = await json(`${shopUrl}/backend/menu/nav`);
  const category = nav.find((c) => c.subitems?.length) ?? nav[0];
  const products = await json(`${shopUrl}/backend/products/?page=1`);
  const product = (products.results ?? products)[0];
  const articles = await json(`${shopUrl}/backend/articles/items?page=1`);
  const article = (articles.results ?? [])[0];
  const productPath = product?.link ?? `/product/${product?.slug ?? product?.id}`;
  return {
    home: '/',
    category: category.link,
    product: productPath,
    blogPost: article ? `/blog/${article.id}` : '/blog',
    calculator: '/calculators',
    cart: '/cos',
    search: '/search?search=ferestre',
  };
}

/**
 * The price quote the calculator asks for on every option change (spec: POST
 * /api/calculator/internal-modules-section/), for the first calculator type the provider lists,
 * with its default configuration.
 */
async function priceQuoteRequest() {
  const calculators = await json(`${shopUrl}/backend/api/calculator/calculator-types`);
  const typeId = calculators.flatMap((calculator) => calculator.calculatorTypesItems ?? [])[0]?.id;
  if (typeof typeId !== 'number') throw new Error('the provider lists no calculator type to quote');
  return {
    url: `${shopUrl}/backend/api/calculator/internal-modules-section/`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { calculator_type_id: typeId } }),
  };
}

/**
 * Gzip bytes of the scripts a modern browser loads for first paint: script responses that started
 * before the load event (Next's chunks are async scripts, which hold the load event back). Scripts
 * fetched later (prefetches, lazy islands) are not first paint and are left out.
 */
async function scriptBytes(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  const pending = [];
  let loaded = false;
  page.on('response', (response) => {
    if (loaded || response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(response.url(), 0);
    pending.push(
      response
        .body()
        .then((body) => scripts.set(response.url(), gzipSync(body).length))
        // A redirect or aborted script carries no body.
        .catch(() => scripts.delete(response.url())),
    );
  });
  // Scripts may start after the load event (async chunks, lazy components): the count closes once
  // the network has been idle for 500 ms.
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  loaded = true;
  await Promise.all(pending);
  await page.close();
  return [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
}

/** The middle value (the upper one of an even count), as every median of this bench is taken. */
const median = (values) => percentile([...values].sort((a, b) => a - b), 50);

async function lighthouseRuns(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = [];
  // A run whose trace Lighthouse could not read (an audit without a value) is repeated, not counted.
  for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < LIGHTHOUSE_RUNS + 3; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = result.lhr;
      const metrics = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
      const failed = metrics.find((id) => typeof audits[id]?.numericValue !== 'number');
      if (result.lhr.runtimeError || failed) {
        log('lighthouse run repeated', url, result.lhr.runtimeError?.message ?? `${failed}: ${audits[failed]?.errorMessage}`);
        continue;
      }
      runs.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        bestPractices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    } finally {
      await chrome.kill();
    }
  }
  if (runs.length === 0) throw new Error(`Lighthouse measured no run of ${url}`);
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]));
}

/**
 * The latencies of a run's answers, each connection's first apart. A first answer also waits for the
 * server to accept its connection, and Node accepts one connection per turn of its event loop (libuv
 * 1.45+, "don't accept() connections in a loop"): a run opens all of its connections at once against
 * a server still busy with the previous run, so their first answers queue for one loop turn each (up
 * to seconds with 50 connections, whatever the route does). That admission is a property of the
 * connection burst, not of the route, so p50/p99 are of the requests on open connections, as a
 * browser's kept-alive connection (or a proxy's pool) sends them, and the slowest first answer is
 * reported apart as `admissionMax`.
 */
function requestLatency(run) {
  const opened = new Set();
  const latency = { requests: [], admissionMax: 0 };
  run.on('response', (client, _status, _bytes, ms) => {
    if (opened.has(client)) {
      latency.requests.push(ms);
    } else {
      opened.add(client);
      latency.admissionMax = Math.max(latency.admissionMax, Math.round(ms));
    }
  });
  return latency;
}

/**
 * One bounded autocannon run. req/s counts 2xx answers only, over the run's real duration; errors,
 * timeouts and non-2xx answers are reported apart, so a run where every request timed out reads as
 * 0 req/s with its timeouts rather than as a fast route.
 */
async function load(url, { connections = 50, headers, paths, method, body, seconds = LOAD_SECONDS } = {}) {
  // As a browser asks: the server's answer to a browser is what is measured, compressed if it is.
  headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers };
  let next = 0;
  const requests = paths ? [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }] : undefined;
  // autocannon refuses an explicit `method: undefined`: the request options only when given.
  const request = method ? { method, body } : {};
  const run = autocannon({ url, headers, ...request, requests, connections, duration: seconds, timeout: REQUEST_TIMEOUT_S, pipelining: 1 });
  const latency = requestLatency(run);
  const result = await run;
  await drain(url, { headers, method, body });
  const ok = result['2xx'];
  const sorted = latency.requests.sort((a, b) => a - b);
  return runFigures({
    ok,
    seconds: result.duration,
    latencyMs: ok > 0 && sorted.length > 0 ? (p) => percentile(sorted, p) : null,
    admissionMax: latency.admissionMax,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    // A run with no answer at all: every request was slower than the whole run.
    unanswered: ok + result.non2xx + result.errors + result.timeouts === 0 ? result.requests.sent : 0,
  });
}

/** A run's figures, as the budgets and the report read them, whichever tool loaded it. */
function runFigures({ ok, seconds, latencyMs, admissionMax = null, non2xx, errors, timeouts, unanswered = 0 }) {
  // Tenths of a millisecond: with p50 at 2–4 ms under wrk, whole milliseconds moved p99 / p50 by up to a fifth.
  const ms = (p) => (latencyMs ? Math.round(latencyMs(p) * 10) / 10 : null);
  return { rps: Math.round(ok / Math.max(seconds, 1)), p50: ms(50), p95: ms(95), p99: ms(99), admissionMax, ok, non2xx, errors, timeouts, unanswered };
}

/**
 * One bounded wrk run (2 threads, as the floor figures were taken), in the same shape as
 * load(): req/s counts answers below 400 (wrk counts the others as status errors), errors and
 * timeouts apart. p50/p99 are over every answer, each connection's first included; with thousands
 * of answers a run, the 50 first ones stay under the 99th percentile.
 */
async function wrkLoad(url, { connections = 50, headers, seconds = LOAD_SECONDS } = {}) {
  headers = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...headers };
  const args = ['-t2', `-c${connections}`, `-d${seconds}s`, `--timeout`, `${REQUEST_TIMEOUT_S}s`, '-s', path.resolve('bench/wrk-report.lua'), ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  const output = await new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(text));
  });
  const line = output.split('\n').find((l) => l.startsWith('WRK_RESULT '));
  if (!line) throw new Error(`wrk printed no result for ${url}: ${output.trim()}`);
  const w = JSON.parse(line.slice('WRK_RESULT '.length));
  await drain(url, { headers });
  const ok = w.requests - w.status;
  const figures = runFigures({
    ok,
    seconds: w.durationUs / 1e6,
    // wrk's percentiles are in µs.
    latencyMs: ok > 0 ? (p) => w[`p${p}`] / 1000 : null,
    non2xx: w.status,
    errors: w.connect + w.read + w.write,
    timeouts: w.timeout,
  });
  return { ...figures, tool: 'wrk' };
}

/** The static floor and the cached pages: with wrk when it is installed (above). */
const pageLoad = (url, options) => (WRK ? wrkLoad(url, options) : load(url, options));

/**
 * Waits until the server has worked off the requests still queued when a run ended (one request
 * behind them answers), so they do not slow the next run down.
 */
async function drain(url, { headers, method, body }) {
  try {
    await (await fetch(url, { headers, method, body, signal: AbortSignal.timeout(120_000) })).arrayBuffer();
  } catch {
    // a server that cannot answer within two minutes shows up in the next run's figures
  }
}

/** p50, p95 and p99 of a route, each the median over its runs (null when a run has none). */
function medianLatency(runs) {
  const latency = (key) => (runs.every((r) => r[key] !== null) ? median(runs.map((r) => r[key])) : null);
  return { p50: latency('p50'), p95: latency('p95'), p99: latency('p99') };
}

/** The answers and failures of runs, added up. */
const totals = (runs) =>
  runs.reduce((sum, run) => ({ ok: sum.ok + run.ok, non2xx: sum.non2xx + run.non2xx, errors: sum.errors + run.errors, timeouts: sum.timeouts + run.timeouts }), { ok: 0, non2xx: 0, errors: 0, timeouts: 0 });

/**
 * Measures the targets in ROUNDS interleaved rounds (floor, shop, floor, shop …) and keeps, for
 * each target, the round with the median req/s, so a burst of outside load lands on both sides; its
 * p50/p95/p99 are each the median over the rounds, as a burst that stalls one round (this machine's
 * neighbours take its CPU for hundreds of ms at times) would otherwise be the tail of a route.
 */
async function interleaved(targets) {
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, [url, options, run = load]] of Object.entries(targets)) runs[name].push(await run(url, options));
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => {
      const sorted = [...list].sort((a, b) => a.rps - b.rps);
      return [name, { ...percentile(sorted, 50), ...medianLatency(list), rounds: list.map((r) => r.rps), roundsP99: list.map((r) => r.p99) }];
    }),
  );
}

/** How many slices each side of a paired measurement is cut into (pairedWithFloor). */
const SLICES = 5;

/**
 * The cached pages against the static floor, each page paired with a floor of its own: in each of
 * ROUNDS rounds, each page and the floor take turns in SLICES slices of LOAD_SECONDS / SLICES
 * seconds (floor first in even slices, the page first in odd ones), and the page's ratio for the
 * round is its answers over the floor's in the same slices. This machine's speed drifts by up to
 * half over tens of seconds (the floor's 10 s rounds went from 11 130 to 20 363 req/s in one run),
 * and a ratio of two runs taken 10–40 s apart carried that drift; slices a few seconds apart see
 * the same machine. Each page's req/s and ratio are the medians over the rounds.
 *
 * Latency is not taken from the slices: every run opens its 50 connections at once, and in a 2 s run
 * that ramp is the tail (p99 30–150 ms against 6–8 ms in 10 s runs of the same page). So each round
 * also runs the floor and each page once for LOAD_SECONDS, and p50/p99 are the medians over the
 * rounds of those runs, as for the other routes.
 */
async function pairedWithFloor(floor, pages) {
  // wrk takes whole seconds.
  const seconds = Math.max(1, Math.round(LOAD_SECONDS / SLICES));
  const sides = Object.fromEntries(Object.keys(pages).map((name) => [name, { rounds: [], floorRounds: [], ratios: [], steady: [], slices: [] }]));
  const floorSide = { steady: [], slices: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    floorSide.steady.push(await pageLoad(floor));
    for (const [name, [url, options]] of Object.entries(pages)) {
      const side = sides[name];
      side.steady.push(await pageLoad(url, options));
      const page = [];
      const base = [];
      for (let slice = 0; slice < SLICES; slice += 1) {
        const order = slice % 2 === 0 ? [[floor, base], [url, page]] : [[url, page], [floor, base]];
        for (const [target, runs] of order) runs.push(await pageLoad(target, { ...options, seconds }));
      }
      const [pageOk, floorOk] = [totals(page).ok, totals(base).ok];
      side.rounds.push(Math.round(pageOk / (seconds * SLICES)));
      side.floorRounds.push(Math.round(floorOk / (seconds * SLICES)));
      side.ratios.push(floorOk > 0 ? pageOk / floorOk : 0);
      side.slices.push(...page);
      floorSide.slices.push(...base);
    }
  }
  // Failures count over the slices and the steady runs alike.
  const figures = (rounds, { steady, slices }) => {
    const { non2xx, errors, timeouts } = totals([...steady, ...slices]);
    return { rps: median(rounds), ...medianLatency(steady), admissionMax: null, non2xx, errors, timeouts, rounds, roundsP99: steady.map((run) => run.p99), tool: steady[0]?.tool };
  };
  const floorRounds = Array.from({ length: ROUNDS }, (_, round) => median(Object.values(sides).map((side) => side.floorRounds[round])));
  const result = { floorStatic: figures(floorRounds, floorSide) };
  for (const [name, side] of Object.entries(sides)) {
    result[name] = { ...figures(side.rounds, side), floorRounds: side.floorRounds, floorRatio: Math.round(median(side.ratios) * 1000) / 1000, ratios: side.ratios.map((ratio) => Math.round(ratio * 100) / 100) };
  }
  return result;
}

/**
 * Requests a route until it answers 200 (the first request renders it and fills the ISR cache),
 * then a few more times; returns the status and how long the first answer took.
 */
async function warm(url, headers = {}, { method, body } = {}) {
  const started = Date.now();
  let status = 0;
  for (let attempt = 0; attempt < 5 && status !== 200; attempt += 1) {
    try {
      const response = await fetch(url, { headers, method, body, signal: AbortSignal.timeout(60_000) });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
  }
  const firstMs = Date.now() - started;
  for (let i = 0; i < 3 && status === 200; i += 1) await (await fetch(url, { headers, method, body, signal: AbortSignal.timeout(60_000) })).arrayBuffer();
  return { status, firstMs };
}

async function warmAll(base, routes, headers) {
  const report = {};
  for (const [name, route] of Object.entries(routes)) report[name] = await warm(base + route, headers);
  const failing = Object.entries(report).filter(([, r]) => r.status !== 200);
  if (failing.length) log('routes not answering 200 after warming', Object.fromEntries(failing));
  return report;
}

/** Search queries the latency figures cycle through: broad (thousands of matches) and narrow, pages 1–3. */
const searchPaths = ['fereastra', 'usa', 'geam triplu', 'fereastra model 42', 'pergola'].flatMap((q) =>
  [1, 2, 3].map((page) => `/backend/search/?search=${encodeURIComponent(q)}&page=${page}`),
);

/** The search API paths as warm-up routes: a query's first request ranks all of its matches. */
const searchRoutes = Object.fromEntries(searchPaths.map((p, i) => [`searchApi${i}`, p]));

/** Provider-level search latency over the database in `dataDir` (server stopped: PGlite is single-process). */
function providerSearchLatency(dataDir) {
  const run = spawnSync('npx', ['--no-install', 'tsx', 'bench/search-latency.ts'], { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir } });
  const line = run.stdout.trim().split('\n').pop();
  try {
    return JSON.parse(line);
  } catch {
    return { error: run.stderr.trim().split('\n').slice(-3).join(' ') };
  }
}

async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function main() {
  build();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const shopEnv = { NEXT_DIST_DIR: '.next-bench', DATA_DIR: dataDir, SITE_URL: shopUrl, NEXT_MANUAL_SIG_HANDLE: 'true' };
  let shop = startServer({ cwd: '.', port: SHOP_PORT, env: shopEnv });
  const floor = startServer({ cwd: 'bench/floor', port: FLOOR_PORT, env: {} });
  const results = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))) }, quick, pageLoadTool: WRK ?? 'autocannon' };
  if (!WRK) log('wrk is not installed (apt-get install wrk): the static floor and the cached pages are loaded with autocannon, whose own cost per byte then weighs on their ratios');
  try {
    await Promise.all([waitFor(`${shopUrl}/backend/ready`), waitFor(floorUrl)]);
    results.memory = { afterStartMb: rssMb(shop.pid) };
    const routes = await discoverRoutes();
    results.routes = routes;
    log('routes', routes);
    const cart = await json(`${shopUrl}/backend/api/calculator/cart/`);
    const cartHeaders = { 'X-Cart-Id': String(cart.anonymous_id ?? '') };
    const apiCategory = `/backend/products/?category=${encodeURIComponent(routes.category.split('/').filter(Boolean).pop())}&page=1`;
    const quote = await priceQuoteRequest();
    results.warmup = {
      floor: await warmAll(floorUrl, { static: '/', dynamic: '/dynamic' }),
      shop: await warmAll(shopUrl, { ...routes, apiCategory, ...searchRoutes }),
      cartRead: await warm(`${shopUrl}/backend/api/calculator/cart/`, cartHeaders),
      priceQuote: await warm(quote.url, quote.headers, quote),
    };
    results.memory.afterWarmMb = rssMb(shop.pid);

    const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
    results.javascript = { floor: await scriptBytes(browser, floorUrl) };
    for (const [name, route] of Object.entries(routes)) results.javascript[name] = await scriptBytes(browser, shopUrl + route);
    log('javascript', results.javascript);

    results.configuratorRepriceMs = await repriceScripting(browser, `${shopUrl}/calculators`);
    await browser.close();

    if (!args.has('--skip-lighthouse')) {
      results.lighthouse = { floor: await lighthouseRuns(floorUrl) };
      for (const locale of ['ro', 'ru']) {
        for (const name of ['home', 'category', 'product', 'blogPost', 'calculator', 'cart']) {
          const route = routes[name];
          const localized = locale === 'ro' ? route : `/ru${route === '/' ? '' : route === '/cos' ? '/korzina' : route}`;
          results.lighthouse[`${name}:${locale}`] = await lighthouseRuns(shopUrl + localized);
          log('lighthouse', name, locale, results.lighthouse[`${name}:${locale}`]);
        }
      }
    }

    log(`throughput: ${ROUNDS} interleaved round(s) of ${LOAD_SECONDS} s runs (cached pages: ${SLICES} slices each, paired with the floor)…`);
    results.throughput = {
      ...(await pairedWithFloor(floorUrl, {
        home: [shopUrl + routes.home, {}],
        category: [shopUrl + routes.category, {}],
        product: [shopUrl + routes.product, {}],
        search: [shopUrl + routes.search, {}],
      })),
      ...(await interleaved({
        floorDynamic: [`${floorUrl}/dynamic`],
        cartRead: [`${shopUrl}/backend/api/calculator/cart/`, { headers: cartHeaders }],
        priceQuote: [quote.url, quote],
      })),
    };
    log('throughput', results.throughput);
    // Search latency is a per-request figure: one connection, so it is not queueing behind 49 others.
    results.searchLatency = await load(shopUrl, { connections: 1, paths: searchPaths });
    results.apiCategory = await load(shopUrl + apiCategory);
    results.memory.afterLoadMb = rssMb(shop.pid);
    log('memory', results.memory);

    if (!args.has('--skip-scale')) {
      await stop(shop);
      log('seeding 10 000 products in 300 categories…');
      const seedStarted = Date.now();
      const seeded = spawnSync('npx', ['--no-install', 'tsx', 'bench/seed-scale.ts'], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } });
      if (seeded.status === 0) {
        results.scale = { seedSeconds: Math.round((Date.now() - seedStarted) / 1000), searchProvider: providerSearchLatency(dataDir) };
        log('provider search latency', results.scale.searchProvider);
        shop = startServer({ cwd: '.', port: SHOP_PORT, env: shopEnv });
        await waitFor(`${shopUrl}/backend/ready`);
        results.scale.memoryAfterStartMb = rssMb(shop.pid);
        // Pages first rendered after the seed, so they read the 10 000-product catalog.
        const category = await json(`${shopUrl}/backend/categories/bench-category-0/`);
        const scaledRoutes = { category: category.category_link, product: '/product/bench-product-5000' };
        const scaledApiCategory = `/backend/products/?category=bench-category-0&page=2`;
        results.scale.routes = scaledRoutes;
        results.scale.warmup = await warmAll(shopUrl, { ...scaledRoutes, apiCategory: scaledApiCategory, search: routes.search, ...searchRoutes });
        Object.assign(
          results.scale,
          await pairedWithFloor(floorUrl, {
            category: [shopUrl + scaledRoutes.category, {}],
            product: [shopUrl + scaledRoutes.product, {}],
          }),
        );
        results.scale.search = await load(shopUrl, { connections: 1, paths: searchPaths });
        results.scale.apiCategory = await load(shopUrl + scaledApiCategory);
        results.scale.memoryMb = rssMb(shop.pid);
        log('scale', results.scale);
      } else {
        results.scale = { error: 'the scale seed failed' };
      }
    }
  } finally {
    await Promise.all([stop(shop), stop(floor)]);
    rmSync(dataDir, { recursive: true, force: true });
  }

  results.budgets = evaluate(results, budgets);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync('bench/results/latest.md', renderMarkdown(results));
  const failed = results.budgets.filter((b) => b.status === 'fail').length;
  log(`budgets: ${results.budgets.length - failed} met, ${failed} missed (bench/results/latest.md)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
