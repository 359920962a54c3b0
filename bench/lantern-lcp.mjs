// What Lighthouse's simulation puts before a page's LCP: `node bench/lantern-lcp.mjs <url>` against a
// running server. One mobile Lighthouse run, in the bench's Chromium, then:
// - every request with its observed start and end, and when its script was first evaluated;
// - the requests and tasks of Lantern's optimistic and pessimistic LCP graphs, with simulated times.
// A script whose evaluation task is shorter than 10 ms is pruned from Lantern's graph, so Lantern
// cannot place it after the paint and keeps it in the LCP graph if it finished downloading before the
// observed paint (docs/adr/0029-bench-against-a-floor-in-the-same-run.md).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { CHROME, CHROME_FLAGS } from './chrome.mjs';

const url = process.argv[2];
if (!url) {
  console.error('usage: node bench/lantern-lcp.mjs <url>');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
const result = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
}).finally(() => chrome.kill());
const { lhr, artifacts } = result;
const metrics = lhr.audits.metrics.details.items[0];
const path = (address) => address.replace(/^https?:\/\/[^/]+/, '');
const ms = (value) => String(Math.round(value)).padStart(6);

console.log(
  `performance ${Math.round(lhr.categories.performance.score * 100)}, simulated FCP ${metrics.firstContentfulPaint} ms, LCP ${metrics.largestContentfulPaint} ms, TBT ${metrics.totalBlockingTime} ms`,
);
console.log(
  `observed FCP ${metrics.observedFirstContentfulPaint} ms, LCP ${metrics.observedLargestContentfulPaint} ms`,
);

const firstEvaluation = new Map();
for (const event of artifacts.Trace.traceEvents) {
  const scriptUrl = event.name === 'EvaluateScript' ? event.args?.data?.url : null;
  if (scriptUrl && !firstEvaluation.has(scriptUrl))
    firstEvaluation.set(scriptUrl, (event.ts - metrics.observedTimeOriginTs) / 1000);
}
console.log('\nobserved requests: start, end (ms), priority, kB, first evaluation');
for (const request of lhr.audits['network-requests'].details.items) {
  const evaluated = firstEvaluation.get(request.url);
  console.log(
    ms(request.networkRequestTime),
    ms(request.networkEndTime),
    (request.priority ?? '').padEnd(8),
    String(Math.round(request.transferSize / 1024)).padStart(4),
    evaluated === undefined ? '     —' : ms(evaluated),
    request.resourceType,
    path(request.url),
  );
}

const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings: lhr.configSettings,
  simulator: null,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  HostDPR: artifacts.HostDPR,
};
const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() });
for (const kind of ['optimistic', 'pessimistic']) {
  const estimate = lcp[`${kind}Estimate`];
  console.log(`\n${kind} LCP graph: ${Math.round(estimate.timeInMs)} ms simulated (start, end)`);
  for (const [node, timing] of [...estimate.nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  )) {
    const evaluates = node.type === 'network' ? [] : [...node.getEvaluateScriptURLs()].map(path);
    const label =
      node.type === 'network'
        ? `${node.request.resourceType} ${node.request.priority} ${path(node.request.url)}`
        : `task of ${Math.round((node.endTime - node.startTime) / 1000)} ms observed${evaluates.length > 0 ? `, evaluates ${evaluates.join(' ')}` : ''}`;
    console.log(ms(timing.startTime), ms(timing.endTime), label);
  }
}
