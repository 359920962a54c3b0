// The Chromium every bench measurement runs in (bench/run.mjs, bench/lantern-lcp.mjs).
import { Launcher } from 'chrome-launcher';

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * chrome-launcher turns Chromium's RenderDocument off (a workaround of its own). Without it, the
 * navigation from about:blank commits into the blank page's document, and the observed first paint of
 * our larger pages landed 1 or 2 s late (quantised, after every script had run), which Lighthouse's
 * simulation then charges as scripts on the critical path; with Chromium's default (RenderDocument
 * on, as in a visitor's browser) it lands at about 0.4 s. Kept at the default for every measured page,
 * the floor's included. Chromium keeps only the last --disable-features, so the rest of
 * chrome-launcher's list is repeated.
 */
const CHROME_DISABLED_FEATURES = (
  Launcher.defaultFlags()
    .find((flag) => flag.startsWith('--disable-features='))
    ?.slice('--disable-features='.length)
    .split(',') ?? []
).filter((feature) => feature !== 'RenderDocument');
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${CHROME_DISABLED_FEATURES.join(',')}`,
];
