import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { SPLIT_PORT, SPLIT_STATE_FILE } from './tests/split/split';

const baseURL = `http://localhost:${SPLIT_PORT}`;
const desktop = baseConfig.projects?.[0]?.use ?? {};

/**
 * Issue 35: the journeys that cross the back end, again, against the split shape
 * (scripts/start-split.mjs --test): the provider as its own process on PostgreSQL, the storefront
 * with PROVIDER_API_URL and an empty DATA_DIR. Then the split's own checks (tests/split), after the
 * journeys, since one of them stops the provider.
 */
export default defineConfig({
  ...baseConfig,
  use: { ...baseConfig.use, baseURL },
  projects: [
    {
      name: 'journeys',
      testDir: './tests/e2e',
      testMatch: /\/(checkout|account|search)\.spec\.ts$/,
      use: desktop,
    },
    {
      name: 'vacancy',
      testDir: './tests/e2e',
      testMatch: /\/pages\.spec\.ts$/,
      grep: /vacancy application/,
      use: desktop,
    },
    {
      name: 'split',
      testDir: './tests/split',
      dependencies: ['journeys', 'vacancy'],
      fullyParallel: false,
      use: desktop,
    },
  ],
  webServer: {
    command: 'node scripts/start-split.mjs --test',
    env: { SPLIT_PORT: String(SPLIT_PORT), SPLIT_STATE_FILE, NEXT_TELEMETRY_DISABLED: '1' },
    url: `${baseURL}/backend/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
