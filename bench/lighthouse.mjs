// One Lighthouse mobile run (its default: simulated throttling) in the bench's Chromium, as the page
// bench (bench/run.mjs) and the LCP probe (bench/lcp-probe.mjs) take it.
import { CHROME, CHROME_FLAGS } from './chrome.mjs';

const FRAMEWORK_CHUNK = /\/_next\/static\/chunks\/.+\.js(\?|$)/;

/**
 * The performance score and simulated metrics of `url`, with what Lantern's LCP depends on: the
 * paint observed on this machine, and how many of Next's chunks had finished downloading by then
 * (docs/adr/0059, 0068). A run whose trace Lighthouse could not read (an audit without a value) is
 * repeated, not counted; null after three such runs.
 */
export async function lighthouseRun(url, { cookie, log = console.log } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: cookie ? { Cookie: `${cookie.name}=${cookie.value}` } : undefined,
      });
      const { categories, audits } = result.lhr;
      const metrics = [
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ];
      const failed = metrics.find((id) => typeof audits[id]?.numericValue !== 'number');
      if (result.lhr.runtimeError || failed) {
        log(
          'lighthouse run repeated',
          url,
          result.lhr.runtimeError?.message ?? `${failed}: ${audits[failed]?.errorMessage}`,
        );
        continue;
      }
      const observedLcpMs = audits.metrics.details.items[0].observedLargestContentfulPaint;
      const chunks = audits['network-requests'].details.items.filter((request) =>
        FRAMEWORK_CHUNK.test(request.url),
      );
      return {
        performance: Math.round(categories.performance.score * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        observedLcpMs: Math.round(observedLcpMs),
        chunks: chunks.length,
        chunksBeforePaint: chunks.filter((request) => request.networkEndTime <= observedLcpMs)
          .length,
      };
    } finally {
      await chrome.kill();
    }
  }
  return null;
}
