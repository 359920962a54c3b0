import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_MAIB_PORT ?? 3211);
const standInPort = Number(process.env.E2E_MAIB_STAND_IN_PORT ?? 3299);
/** The shop and the stand-in share these, as a shop and its maibmerchants project do. */
const maib = {
  MAIB_PROJECT_ID: 'e2e-project',
  MAIB_PROJECT_SECRET: 'e2e-project-secret',
  MAIB_SIGNATURE_KEY: 'e2e-signature-key',
};

/**
 * Card payments with PAYMENT_GATEWAY=maib (issue 36): the production build, whose MAIB_API_URL is a
 * local stand-in of maib's API (provider/testing/maib-stand-in.ts) that also notifies the shop.
 */
export default defineConfig({
  ...base,
  testDir: './tests/e2e-maib',
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: [
    {
      command: `node --import tsx tests/e2e-maib/stand-in-server.ts ${standInPort}`,
      env: maib,
      port: standInPort,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `node scripts/e2e-server.mjs ${port}`,
      env: {
        ...maib,
        PAYMENT_GATEWAY: 'maib',
        MAIB_API_URL: `http://127.0.0.1:${standInPort}/v1`,
      },
      url: `http://localhost:${port}/backend/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
