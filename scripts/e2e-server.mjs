#!/usr/bin/env node
// The server the end-to-end tests talk to: the production build on a fresh PGlite directory.
// Idle keep-alive sockets live longer than the browser's and the test client's, so a request never
// races the server closing its socket (ECONNRESET).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mailCaptureDir, startMailCapture } from './mail-capture.mjs';
import { serverCommand } from './server-command.mjs';
import { addTestStaff } from './test-staff.mjs';

const port = process.argv[2] ?? '3210';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-'));
// Stored-XSS fixtures for tests/e2e/hostile.spec.ts, written before the server opens the database.
if (process.env.E2E_HOSTILE_FIXTURES === '1') {
  const fixtures = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/e2e-hostile-fixtures.ts', dataDir],
    { stdio: 'inherit' },
  );
  if (fixtures.status !== 0) process.exit(fixtures.status ?? 1);
}
// Issue 38: the staff of tests/e2e/staff.spec.ts (scripts/test-staff.mjs).
addTestStaff({ DATA_DIR: dataDir });
// Issue 38: the shop's mail goes to a local relay that keeps it (scripts/mail-capture.mjs), where the
// staff journey reads the shopper's status mails.
const mail = await startMailCapture(mailCaptureDir(port));
// Started as npm start starts it (server-command.mjs), without SITE_URL: the shop's links follow the
// port (not 3000), as they do for a shopper who runs it on another port. The caching e2e test expires
// pages through POST /revalidate with this secret; the SEO report's snapshot test reads as a script with
// the SEO_PREVIEW_TOKEN bearer header.
const { command, args, env } = serverCommand({
  port,
  env: {
    REVALIDATE_SECRET: 'e2e-revalidate-secret-0123456789abcdef',
    // Every journey of a run opens its carts from this one machine, as an office behind one address.
    CART_CREATE_LIMIT: '1000',
    // And registers its accounts from it: guest checkouts, the account and staff journeys.
    SIGNUP_LIMIT: '1000',
    SEO_PREVIEW_TOKEN: 'e2e-seo-preview-token-0123456789abcdef',
    SMTP_URL: mail.url,
    MAIL_FROM: 'Fereastra Moldovei <no-reply@e2e.test>',
    ...process.env,
    DATA_DIR: dataDir,
    SITE_URL: '',
  },
});
const server = spawn(command, args, { stdio: 'inherit', env });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  mail.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
