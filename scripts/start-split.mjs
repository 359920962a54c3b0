#!/usr/bin/env node
// The storefront against a provider of its own (issue 35, docs/operations.md "split"): PostgreSQL,
// the provider as its own process (`npm run provider`), and `next start` with PROVIDER_API_URL and an
// empty DATA_DIR, so the storefront opens no database and browsers reach the provider through its
// /backend mount. For the split end-to-end tests (playwright.split.config.ts) and for trying it out.
//
//   node scripts/start-split.mjs          data kept in .data/split
//   node scripts/start-split.mjs --test   everything in temporary folders, removed on exit
//
// Settings: SPLIT_PORT (the storefront, default 3300; the provider and PostgreSQL take the next two),
// SPLIT_STATE_FILE (addresses, folders and process ids, for the tests).
// SIGUSR2 starts the provider again after it was stopped (the outage test stops it by its process
// id, which the state file names); Ctrl-C stops everything.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createPostgres } from './postgres-server.mjs';
import { providerCommand, storefrontEnv } from './provider-command.mjs';
import { serverCommand } from './server-command.mjs';
import { createSupervisor, httpReady } from './supervisor.mjs';
import { addTestStaff } from './test-staff.mjs';

const testRun = process.argv.includes('--test');
const port = Number(process.env.SPLIT_PORT || 3300);
const providerPort = port + 1;
const postgresPort = port + 2;
const distDir = process.env.NEXT_DIST_DIR || '.next';

const { say, waitFor, run, stopChild, shutdown, onShutdown, prepareRun } =
  createSupervisor('split');

async function main() {
  const root = prepareRun({ testRun, distDir });

  const postgres = await createPostgres(
    testRun
      ? {
          port: postgresPort,
          settings: ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'],
          prefix: 'storefront-split-pg-',
        }
      : { port: postgresPort, dir: path.join(root, 'postgres') },
  );
  onShutdown(() => postgres.destroy());
  say(`PostgreSQL ${postgres.version} at ${postgres.url}`);

  const siteUrl = `http://localhost:${port}`;
  const providerUrl = `http://127.0.0.1:${providerPort}/backend`;
  const providerDir = path.join(root, 'provider');
  const shopDir = path.join(root, 'storefront');
  mkdirSync(providerDir, { recursive: true });
  mkdirSync(shopDir, { recursive: true });

  // The provider's own settings: its database, files and secrets; the shop's address for links in
  // mail and payment pages; the storefront in front of it as one trusted proxy hop.
  const { command, args, env } = providerCommand({
    port: providerPort,
    env: {
      ...process.env,
      DATABASE_URL: postgres.url,
      DATA_DIR: providerDir,
      SITE_URL: siteUrl,
      TRUSTED_PROXY_HOPS: '1',
      // A test run opens every journey's carts from this one machine.
      ...(testRun ? { CART_CREATE_LIMIT: '1000', SIGNUP_LIMIT: '1000' } : {}),
    },
  });
  // The tests sign in as staff (the real-user figures of tests/split/rum.spec.ts).
  if (testRun) addTestStaff({ DATABASE_URL: postgres.url, DATA_DIR: providerDir });
  let provider;
  let writeState = () => {};
  const startProvider = async () => {
    provider = run('provider', command, args, { env, critical: false });
    await waitFor('the provider', httpReady(`${providerUrl}/ready`));
    say(`provider at ${providerUrl} (pid ${provider.pid})`);
    writeState();
  };
  await startProvider();
  onShutdown(() => stopChild(provider));
  process.on('SIGUSR2', () => {
    if (provider.exitCode === null && provider.signalCode === null) return;
    void startProvider().catch((error) => say(String(error)));
  });

  const revalidateSecret = process.env.REVALIDATE_SECRET || randomBytes(32).toString('base64url');
  const shop = serverCommand({
    port,
    env: {
      ...storefrontEnv(process.env),
      PROVIDER_API_URL: providerUrl,
      DATA_DIR: shopDir,
      SITE_URL: '',
      TRUSTED_PROXY_HOPS: '1',
      REVALIDATE_SECRET: revalidateSecret,
      // Every page view of a test run reports its web vitals (issue 40).
      ...(testRun ? { RUM_SAMPLE_RATE: '1' } : {}),
    },
  });
  const storefront = run('storefront', shop.command, shop.args, { env: shop.env });
  onShutdown(() => stopChild(storefront));
  await waitFor('the storefront', httpReady(`${siteUrl}/backend/ready`));

  const stateFile = process.env.SPLIT_STATE_FILE;
  if (stateFile) {
    writeState = () => {
      const state = {
        url: siteUrl,
        providerUrl,
        databaseUrl: postgres.url,
        shopDataDir: shopDir,
        providerDataDir: providerDir,
        revalidateSecret,
        controllerPid: process.pid,
        providerPid: provider.pid,
      };
      writeFileSync(stateFile, JSON.stringify(state, null, 2), { mode: 0o600 });
    };
    writeState();
    onShutdown(() => rmSync(stateFile, { force: true }));
  }
  say(`the shop: ${siteUrl} (its API: ${providerUrl}; Ctrl-C stops everything)`);
}

main().catch((error) => {
  console.error(`[split] ${error instanceof Error ? error.message : error}`);
  void shutdown(1);
});
