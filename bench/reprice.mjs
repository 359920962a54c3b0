#!/usr/bin/env node
// The configurator's interaction cost (issue 10): scripting time from one option change to the new
// price on screen. `bench/run.mjs` uses it; alone against a running server:
//   node bench/reprice.mjs http://localhost:3611/calculators [runs=5]
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const scriptSeconds = async (session) =>
  (await session.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')
    .value;

/**
 * Median scripting time (ms) the configurator spends on one option change: the click, React's
 * update and everything it schedules up to the second animation frame (the new price painted).
 * The radios are found before the clock starts: Playwright's locator engine computes accessible
 * names in the page, and that work is not the shop's. A radio already checked is skipped, as a
 * click on it changes nothing and would pull the median down.
 */
export async function repriceScripting(browser, url) {
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const radios = await page.locator('main').getByRole('radio').elementHandles();
    if (radios.length < 2) return null;
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    const samples = [];
    for (const radio of radios.slice(1, 16)) {
      if (await radio.evaluate((input) => input.checked)) continue;
      const before = await scriptSeconds(session);
      // A plain click on the input: some radios sit under their styled label, which a forced check misses.
      await radio.evaluate((input) => {
        input.click();
        return new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(resolve)),
        );
      });
      samples.push((await scriptSeconds(session)) - before);
    }
    samples.sort((a, b) => a - b);
    return Number((samples[Math.floor(samples.length / 2)] * 1000).toFixed(2));
  } finally {
    await page.close();
  }
}

async function main() {
  const [url, runsArg] = process.argv.slice(2);
  if (!url) throw new Error('usage: node bench/reprice.mjs <calculator url> [runs]');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const runs = [];
    for (let i = 0; i < Number(runsArg ?? 5); i += 1)
      runs.push(await repriceScripting(browser, url));
    const sorted = [...runs].sort((a, b) => a - b);
    console.log(JSON.stringify({ url, runs, medianMs: sorted[Math.floor(sorted.length / 2)] }));
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
