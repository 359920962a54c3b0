import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The mail layout check (tests/mail): templates rendered to HTML and opened in Chromium at the widths
 * mail is read at. No server: the spec renders the mail itself.
 */
export default defineConfig({
  testDir: './tests/mail',
  fullyParallel: true,
  retries: 0,
  workers: 1,
  timeout: 30_000,
  reporter: [['list']],
  use: { launchOptions: base.use?.launchOptions },
});
