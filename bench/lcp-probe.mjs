#!/usr/bin/env node
// `npm run bench:lcp`: can any page of the framework that has a stylesheet or a web font keep
// Lighthouse's simulated LCP within the floor's + 400 ms (issue 40)?
// (docs/adr/0068-lantern-lcp-of-a-styled-page-of-the-framework.md)
// Builds bench/lcp-probe twice, CSS linked (Next's default, as the shop is built) and inlined
// (`experimental.inlineCss`), serves each with `next start`, and takes Lighthouse mobile (the bench's
// own run, bench/lighthouse.mjs) of three pages in each, rounds alternating their order:
//   - the floor's page itself (bench/floor: a heading and a paragraph);
//   - the same with one small stylesheet (a CSS module, the system font);
//   - the same with one small stylesheet and the shop's Latin Inter, preloaded as the shop does.
// For each: the simulated LCP, the paint observed on this machine, and how many of Next's chunks had
// finished downloading by then. Writes its figures into the one table (bench/results.mjs, part `lcp`)
// and prints them; exit code 1 when a build or server fails. Needs /usr/bin/chromium.
import path from 'node:path';
import { lighthouseRun } from './lighthouse.mjs';
import { loadAverage, median } from './load/lib.mjs';
import { buildProbeApp, serveProbeApp } from './probe-app.mjs';
import { writeResultsPart } from './results.mjs';

const APP = path.resolve('bench/lcp-probe');
const ROUNDS = Number(process.env.LCP_PROBE_ROUNDS ?? 5);
/** Issue 40's budget: LCP at most the floor's + this. */
const BUDGET_OVER_FLOOR_MS = 400;
const BUILDS = [
  { name: 'CSS linked', env: {} },
  { name: 'CSS inlined', env: { PROBE_INLINE_CSS: '1' } },
];
const PAGES = [
  { path: '/', name: "the floor's page" },
  { path: '/stylesheet', name: 'with one stylesheet' },
  { path: '/web-font', name: 'with one stylesheet and a web font' },
];

const log = (...parts) => console.log('[lcp-probe]', ...parts);

const servers = [];
try {
  const loadBefore = loadAverage();
  for (const variant of BUILDS) buildProbeApp(APP, variant, log);
  for (const variant of BUILDS) servers.push(await serveProbeApp(APP, variant));
  const runs = new Map(
    servers.flatMap((server) => PAGES.map((page) => [`${server.name} ${page.path}`, []])),
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = servers.flatMap((server) => PAGES.map((page) => [server, page]));
    if (round % 2 === 1) order.reverse();
    for (const [server, page] of order) {
      const run = await lighthouseRun(server.baseUrl + page.path, { log });
      if (run) runs.get(`${server.name} ${page.path}`).push(run);
    }
    log(`round ${round + 1}/${ROUNDS} done`);
  }
  const results = servers.flatMap((server) =>
    PAGES.map((page) => {
      const list = runs.get(`${server.name} ${page.path}`);
      return {
        build: server.name,
        page: page.name,
        path: page.path,
        lcpMs: median(list.map((run) => run.lcpMs)),
        roundsLcp: list.map((run) => run.lcpMs),
        observedLcpMs: median(list.map((run) => run.observedLcpMs)),
        chunksBeforePaint: median(list.map((run) => run.chunksBeforePaint)),
        chunks: median(list.map((run) => run.chunks)),
        performance: median(list.map((run) => run.performance)),
      };
    }),
  );
  const floorLcp = (build) =>
    results.find((result) => result.build === build && result.path === '/').lcpMs;
  const figures = results.map((result) => {
    const over = result.lcpMs - floorLcp(result.build);
    const verdict =
      result.path === '/'
        ? ''
        : `, ${over} ms over the floor's page (budget ${BUDGET_OVER_FLOOR_MS}: ${over <= BUDGET_OVER_FLOOR_MS ? 'within' : 'beyond'})`;
    return {
      measure: `${result.build}, ${result.page}: simulated LCP, ms (rounds ${result.roundsLcp.join(' / ')}); paint observed at, ms; Next's chunks downloaded by then; performance`,
      value: `${result.lcpMs}${verdict}; ${result.observedLcpMs}; ${result.chunksBeforePaint} of ${result.chunks}; ${result.performance}`,
    };
  });
  writeResultsPart('lcp', {
    date: new Date().toISOString(),
    title: `lcp probe: the floor's page with a stylesheet and a web font, Lighthouse mobile, ${ROUNDS} rounds`,
    loadAverage: { before: loadBefore, after: loadAverage() },
    figures,
    checks: [],
    results: { pages: results, budgetOverFloorMs: BUDGET_OVER_FLOOR_MS },
  });
  for (const figure of figures) log(`${figure.measure}: ${figure.value}`);
} finally {
  for (const server of servers) server.stop();
}
