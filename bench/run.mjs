#!/usr/bin/env node
// `npm run bench`: measures the shop against the framework's own floor (a bare Next 16 + React 19 +
// next-intl app in bench/floor, built and served by this script) on the same machine in the same
// run, and checks the budgets of the performance issue. Writes bench/results/latest.{json,md}.
//
// Flags: --quick (1 Lighthouse run instead of 3, 5 s load runs), --skip-build, --skip-lighthouse,
// --skip-scale. Traffic goes to localhost only, bounded in time.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { budgets, evaluate } from './budgets.mjs';
import { renderMarkdown } from './report.mjs';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick');
const LOAD_SECONDS = quick ? 5 : 10;
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SHOP_PORT = 3400;
const FLOOR_PORT = 3401;
const shopUrl = `http://localhost:${SHOP_PORT}`;
const floorUrl = `http://localhost:${FLOOR_PORT}`;
const next = path.resolve('node_modules/next/dist/bin/next');

const log = (...parts) => console.log('[bench]', ...parts);

function build() {
  if (args.has('--skip-build')) return;
  for (const [name, cwd, env] of [
    ['shop', '.', { NEXT_DIST_DIR: '.next-bench' }],
    ['floor', 'bench/floor', {}],
  ]) {
    log(`building ${name}…`);
    const result = spawnSync(process.execPath, [next, 'build'], { cwd, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
    if (result.status !== 0) throw new Error(`${name} build failed`);
  }
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

function startServer({ cwd, port, env }) {
  const child = spawn(process.execPath, [next, 'start', '-p', String(port)], { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  return child;
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

/** Gzip bytes of the scripts a modern browser loads for first paint. */
async function scriptBytes(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // a redirect or aborted script carries no body
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.close();
  return [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
}

async function lighthouseRuns(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
      const { categories, audits } = result.lhr;
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
  const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(key)]));
}

async function load(url, { method = 'GET', body, headers } = {}) {
  const result = await autocannon({ url, method, body, headers, connections: 50, duration: LOAD_SECONDS, pipelining: 1 });
  // A run that completed no request measured nothing (e.g. every request timed out on a busy machine).
  if (result.requests.total === 0) return { rps: 0, p50: null, p95: null, p99: null, errors: result.errors + result.timeouts };
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Scripting time (ms) the configurator spends repricing after one option change. */
async function repriceScripting(browser, url) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const radios = page.getByRole('radio');
  if ((await radios.count()) < 2) {
    await page.close();
    return null;
  }
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  const samples = [];
  for (let i = 1; i < Math.min(16, await radios.count()); i += 1) {
    const before = (await session.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value;
    // A plain click on the input: some radios sit under their styled label, which a forced check misses.
    await radios.nth(i).evaluate((input) => input.click());
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = (await session.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration').value;
    samples.push((after - before) * 1000);
  }
  await page.close();
  samples.sort((a, b) => a - b);
  return Number(samples[Math.floor(samples.length / 2)].toFixed(2));
}

async function main() {
  build();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const shop = startServer({ cwd: '.', port: SHOP_PORT, env: { NEXT_DIST_DIR: '.next-bench', DATA_DIR: dataDir, SITE_URL: shopUrl } });
  const floor = startServer({ cwd: 'bench/floor', port: FLOOR_PORT, env: {} });
  const results = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30) }, quick };
  try {
    await Promise.all([waitFor(`${shopUrl}/backend/ready`), waitFor(floorUrl)]);
    await Promise.all([fetch(`${floorUrl}/dynamic`), fetch(shopUrl)]);
    results.memory = { afterStartMb: rssMb(shop.pid) };
    const routes = await discoverRoutes();
    results.routes = routes;
    log('routes', routes);

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

    const cart = await json(`${shopUrl}/backend/api/calculator/cart/`);
    const cartHeaders = { 'X-Cart-Id': String(cart.anonymous_id ?? '') };
    results.throughput = {
      floorStatic: await load(floorUrl),
      floorDynamic: await load(`${floorUrl}/dynamic`),
    };
    for (const name of ['home', 'category', 'product', 'search']) results.throughput[name] = await load(shopUrl + routes[name]);
    results.throughput.cartRead = await load(`${shopUrl}/backend/api/calculator/cart/`, { headers: cartHeaders });
    log('throughput', results.throughput);
    results.memory.afterLoadMb = rssMb(shop.pid);

    if (!args.has('--skip-scale')) {
      shop.kill('SIGTERM');
      await new Promise((resolve) => shop.once('exit', resolve));
      log('seeding 10 000 products in 300 categories…');
      const seeded = spawnSync('npx', ['--no-install', 'tsx', 'bench/seed-scale.ts'], { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } });
      if (seeded.status === 0) {
        const scaled = startServer({ cwd: '.', port: SHOP_PORT, env: { NEXT_DIST_DIR: '.next-bench', DATA_DIR: dataDir, SITE_URL: shopUrl } });
        try {
          await waitFor(`${shopUrl}/backend/ready`);
          await fetch(shopUrl);
          results.scale = {
            category: await load(shopUrl + routes.category),
            product: await load(shopUrl + routes.product),
            search: await load(`${shopUrl}/backend/search/?search=fereastra`),
            memoryMb: rssMb(scaled.pid),
          };
        } finally {
          scaled.kill('SIGTERM');
          await new Promise((resolve) => scaled.once('exit', resolve));
        }
      } else {
        results.scale = { error: 'the scale seed failed' };
      }
    }
  } finally {
    shop.kill('SIGTERM');
    floor.kill('SIGTERM');
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
