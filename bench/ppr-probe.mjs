#!/usr/bin/env node
// `npm run bench:ppr`: does Partial Prerendering make a page of the shop's size cheaper to answer, and
// can it keep the shop's nonce policy? (docs/adr/0063-partial-prerendering-does-not-lower-a-dynamic-page.md)
// Builds bench/ppr-probe three times (rendered on each request; Cache Components with a `'use cache'`
// shell, with Partial Prefetching off and on), serves each with `next start`, then:
//   1. wrk against /search?q=door on each in turns (gzip asked for, as a browser does): req/s;
//   2. the answer's size, how much of it is the inline RSC payload, and script tags without the nonce;
//   3. the page in Chromium: Content Security Policy violations, and whether its island hydrated.
// Writes its figures into the one table (bench/results.mjs, part `ppr`) and prints them; exit code 1
// when a build or server fails. Needs wrk and /usr/bin/chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROME } from './chrome.mjs';
import { loadAverage, median } from './load/lib.mjs';
import { buildProbeApp, serveProbeApp } from './probe-app.mjs';
import { writeResultsPart } from './results.mjs';

const APP = path.resolve('bench/ppr-probe');
const PATH = '/search?q=door';
const ROUNDS = 3;
const SECONDS = 6;
const CONNECTIONS = 8;
const VARIANTS = [
  { name: 'rendered on each request', env: {} },
  {
    name: 'Partial Prerendering, shell in use cache, Partial Prefetching off',
    env: { PROBE_PPR: '1', PROBE_PARTIAL_PREFETCHING: '0' },
  },
  {
    name: 'Partial Prerendering, shell in use cache, Partial Prefetching on',
    env: { PROBE_PPR: '1' },
  },
];

const log = (...parts) => console.log('[ppr-probe]', ...parts);

function wrk(url) {
  const result = spawnSync(
    'wrk',
    ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '-H', 'accept-encoding: gzip', url],
    { encoding: 'utf8' },
  );
  const match = /Requests\/sec:\s+([\d.]+)/.exec(result.stdout);
  if (!match) throw new Error(`wrk printed no result: ${result.stdout}${result.stderr}`);
  return Number(match[1]);
}

/** What the answer carries: its size, the inline RSC payload's, and the script tags with no nonce. */
async function anatomy(url) {
  const html = await (await fetch(url)).text();
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const payload = scripts.filter(([, , body]) => body.includes('self.__next_f'));
  return {
    htmlKb: html.length / 1000,
    payloadKb: payload.reduce((sum, [, , body]) => sum + body.length, 0) / 1000,
    withoutNonce: scripts.filter(([, attributes]) => !attributes.includes('nonce=')).length,
    scripts: scripts.length,
  };
}

async function inBrowser(browser, url) {
  const page = await browser.newPage();
  const violations = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  // A hydrated island opens on the click; an inert one stays closed.
  const hydrated = await menu
    .evaluate((button) => button.getAttribute('aria-expanded') === 'true')
    .catch(() => false);
  await page.close();
  return { violations: violations.length, hydrated };
}

const servers = [];
try {
  const loadBefore = loadAverage();
  for (const variant of VARIANTS) buildProbeApp(APP, variant, log);
  for (const variant of VARIANTS) {
    const server = await serveProbeApp(APP, variant, PATH);
    servers.push({ ...server, url: server.baseUrl + PATH });
  }
  for (const server of servers) wrk(server.url); // warm-up
  const rounds = new Map(servers.map((server) => [server, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const server of servers) rounds.get(server).push(wrk(server.url));
  }
  const browser = await chromium.launch({ executablePath: CHROME });
  const results = [];
  for (const server of servers) {
    results.push({
      build: server.name,
      reqPerSec: median(rounds.get(server)),
      rounds: rounds.get(server),
      ...(await anatomy(server.url)),
      ...(await inBrowser(browser, server.url)),
    });
  }
  await browser.close();
  const figures = results.flatMap((result) => [
    {
      measure: `${result.build}: req/s (rounds ${result.rounds.join(' / ')})`,
      value: result.reqPerSec,
    },
    {
      measure: `${result.build}: HTML, of it the inline RSC payload`,
      value: `${result.htmlKb.toFixed(1)} kB, ${result.payloadKb.toFixed(1)} kB`,
    },
    {
      measure: `${result.build}: under the nonce policy, scripts without the nonce, violations in Chromium, island hydrated`,
      value: `${result.withoutNonce} of ${result.scripts}, ${result.violations}, ${result.hydrated ? 'yes' : 'no'}`,
    },
  ]);
  writeResultsPart('ppr', {
    date: new Date().toISOString(),
    title: `ppr probe: a page of the shop's size with no data, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`,
    loadAverage: { before: loadBefore, after: loadAverage() },
    figures,
    checks: [],
    results: { builds: results },
  });
  for (const figure of figures) log(`${figure.measure}: ${figure.value}`);
} finally {
  for (const server of servers) server.stop();
}
