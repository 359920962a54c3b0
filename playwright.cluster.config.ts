import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { CLUSTER_PORT, CLUSTER_STATE_FILE } from './tests/cluster/cluster';

const baseURL = `http://localhost:${CLUSTER_PORT}`;

/**
 * The production shape end to end (scripts/start-cluster.mjs --test): nginx in front of two
 * `next start` instances of the tests' build, on PostgreSQL and Redis, all in temporary folders.
 * The tests change the cluster (content, an instance killed), so they run one after another.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './tests/cluster',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  use: { ...baseConfig.use, baseURL },
  webServer: {
    command: 'node scripts/start-cluster.mjs --test',
    env: { CLUSTER_PORT: String(CLUSTER_PORT), CLUSTER_STATE_FILE, NEXT_TELEMETRY_DISABLED: '1' },
    url: `${baseURL}/backend/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM lets the script stop PostgreSQL, Redis, nginx and the instances and remove its folders.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
