#!/usr/bin/env node
// `npm run bench:prefetch`: intent against viewport prefetch of the shop's links (ADR 9). Builds the
// shop twice (NEXT_PUBLIC_LINK_PREFETCH=intent | viewport), serves both builds side by side on fresh
// embedded databases, and in Chromium at 1280 × 900 measures, round after round alternating the two:
// - the bytes a visitor's browser downloads in the first 5 s of a page, split by kind (every
//   response, not only first paint);
// - the time from a click to the next page's heading, after the pointer rested on the link for
//   INTENT_MS (a visitor's hand before a click) and after the page sat idle for 5 s.
// Writes bench/results/prefetch.{json,md}. Flags: --skip-build, --rounds=N.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME } from './chrome.mjs';
import { percentile } from './load/lib.mjs';
import { serverCommand } from '../scripts/server-command.mjs';
import { buildShop } from '../scripts/build.mjs';

const args = process.argv.slice(2);
const ROUNDS = Number(args.find((arg) => arg.startsWith('--rounds='))?.split('=')[1] ?? 5);
const FIRST_SECONDS = 5;
/** How long the pointer rests on a link before the click: the low end of a visitor's hand. */
const INTENT_MS = 150;
const modes = [
  { mode: 'intent', port: 3410 },
  { mode: 'viewport', port: 3411 },
];
/** Pages and the link a visitor follows from each: a category card, a footer page, a product. */
const journeys = [
  { from: '/en', link: (page) => page.locator('main a[href^="/en/"]').first() },
  { from: '/en/windows', link: (page) => page.locator('main a[href^="/en/product/"]').first() },
  { from: '/ru', link: (page) => page.getByRole('contentinfo').locator('a[href^="/ru/"]').first() },
];

const log = (...parts) => console.log('[prefetch]', ...parts);
const distDir = (mode) => `.next-prefetch-${mode}`;

if (!args.includes('--skip-build')) {
  for (const { mode } of modes) {
    log(`building with ${mode} prefetch…`);
    if (
      buildShop({
        ...process.env,
        NEXT_DIST_DIR: distDir(mode),
        NEXT_PUBLIC_LINK_PREFETCH: mode,
      }) !== 0
    )
      throw new Error('build failed');
  }
}

const servers = modes.map(({ mode, port }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `prefetch-${mode}-`));
  const {
    command,
    args: serverArgs,
    env,
  } = serverCommand({
    port,
    env: { ...process.env, NEXT_DIST_DIR: distDir(mode), DATA_DIR: dataDir, SITE_URL: '' },
  });
  const child = spawn(command, serverArgs, { stdio: 'ignore', env });
  return { child, dataDir };
});
const stopAll = () => {
  for (const { child, dataDir } of servers) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

async function ready(port) {
  for (let attempt = 0; attempt < 600; attempt++) {
    const ok = await fetch(`http://localhost:${port}/backend/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on ${port} never got ready`);
}

/** Bytes by kind of every response that finished within the first FIRST_SECONDS of the page. */
async function firstSecondsBytes(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const kinds = new Map();
  const totals = { script: 0, prefetch: 0, other: 0 };
  cdp.on('Network.requestWillBeSent', ({ requestId, type, request }) => {
    kinds.set(
      requestId,
      request.headers.RSC || request.headers.rsc
        ? 'prefetch'
        : type === 'Script'
          ? 'script'
          : 'other',
    );
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    totals[kinds.get(requestId) ?? 'other'] += encodedDataLength;
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(Math.max(0, FIRST_SECONDS * 1000 - (Date.now() - started)));
  await context.close();
  return totals;
}

/** Milliseconds from the click to the next page's heading, the pointer having rested INTENT_MS on the link. */
async function clickToNextPage(browser, base, journey) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}${journey.from}`, { waitUntil: 'load' });
  await page.waitForTimeout(FIRST_SECONDS * 1000);
  const link = journey.link(page);
  await link.scrollIntoViewIfNeeded();
  const href = await link.getAttribute('href');
  await link.hover();
  await page.waitForTimeout(INTENT_MS);
  const heading = await page.locator('h1').first().textContent();
  const clicked = await page.evaluate(() => performance.now());
  await link.click();
  await page.waitForURL((url) => url.pathname + url.search === href);
  await page.waitForFunction((previous) => {
    const h1 = document.querySelector('h1');
    return h1 && h1.textContent !== previous;
  }, heading);
  const arrived = await page.evaluate(() => performance.now());
  await context.close();
  return arrived - clicked;
}

const results = Object.fromEntries(modes.map(({ mode }) => [mode, { bytes: [], clicks: [] }]));
try {
  await Promise.all(modes.map(({ port }) => ready(port)));
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  // Warm both: every page's first render fills the ISR cache.
  for (const { port } of modes)
    for (const journey of journeys)
      await firstSecondsBytes(browser, `http://localhost:${port}${journey.from}`);
  for (let round = 0; round < ROUNDS; round++) {
    for (const { mode, port } of round % 2 === 0 ? modes : [...modes].reverse()) {
      const base = `http://localhost:${port}`;
      for (const journey of journeys) {
        results[mode].bytes.push({
          page: journey.from,
          ...(await firstSecondsBytes(browser, `${base}${journey.from}`)),
        });
        results[mode].clicks.push({
          page: journey.from,
          ms: await clickToNextPage(browser, base, journey),
        });
      }
      log(`round ${round + 1} ${mode} done`);
    }
  }
  await browser.close();
} finally {
  stopAll();
}

const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const kB = (bytes) => (bytes / 1024).toFixed(1);
const rows = [];
for (const journey of journeys) {
  const row = { page: journey.from };
  for (const { mode } of modes) {
    const bytes = results[mode].bytes.filter((entry) => entry.page === journey.from);
    row[mode] = {
      scriptKB: kB(median(bytes.map((entry) => entry.script))),
      prefetchKB: kB(median(bytes.map((entry) => entry.prefetch))),
      totalKB: kB(median(bytes.map((entry) => entry.script + entry.prefetch + entry.other))),
      clickMs: Math.round(
        median(
          results[mode].clicks
            .filter((entry) => entry.page === journey.from)
            .map((entry) => entry.ms),
        ),
      ),
    };
  }
  rows.push(row);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/prefetch.json',
  `${JSON.stringify({ rounds: ROUNDS, intentMs: INTENT_MS, rows }, null, 2)}\n`,
);
const lines = [
  `# Link prefetch: intent against viewport (bench/prefetch.mjs, median of ${ROUNDS} rounds, pointer rests ${INTENT_MS} ms)`,
  '',
  '| Page | Mode | Scripts, first 5 s (kB) | Prefetched pages, first 5 s (kB) | All bytes, first 5 s (kB) | Click to next page (ms) |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
  ...rows.flatMap((row) =>
    modes.map(
      ({ mode }) =>
        `| ${row.page} | ${mode} | ${row[mode].scriptKB} | ${row[mode].prefetchKB} | ${row[mode].totalKB} | ${row[mode].clickMs} |`,
    ),
  ),
  '',
];
writeFileSync('bench/results/prefetch.md', lines.join('\n'));
console.log(lines.join('\n'));
