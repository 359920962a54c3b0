#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and provider tests (PGlite, then a real PostgreSQL server),
// a production build, the end-to-end tests in Debian's Chromium, the journeys that cross the back
// end again against the provider as its own process (tests/split), then the same build as a cluster
// (nginx, two instances, PostgreSQL, Redis: tests/cluster). Every step runs; any failure
// fails the whole.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];

function step(name, command, args, options = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  const ok = result.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

// Debian packages the tests need: Chromium for the end-to-end tests, redis-server for the shared
// cache handler's (scripts/redis-server.mjs) and the cluster's, nginx with brotli for the cluster's.
const missing = [
  [chromium, 'chromium'],
  ['/usr/bin/redis-server', 'redis-server'],
  ['/usr/sbin/nginx', 'nginx'],
  ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', 'libnginx-mod-http-brotli-filter'],
  ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', 'libnginx-mod-http-brotli-static'],
]
  .filter(([binary]) => !existsSync(binary))
  .map(([, pkg]) => pkg);
if (missing.length > 0) {
  console.log(`Installing Debian's ${missing.join(', ')} (missing).`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...missing]);
}

const npx = (args, env) => ['npx', ['--no-install', ...args], { env }];
step('typecheck', ...npx(['tsc', '--noEmit']));
step('lint', ...npx(['eslint', '.', '--max-warnings', '0']));
step('formatting', ...npx(['prettier', '--check', '.']));
step('unit and provider tests (PGlite)', ...npx(['vitest', 'run']));
step('provider tests (PostgreSQL 15)', 'node', [
  'scripts/with-postgres.mjs',
  'npx',
  '--no-install',
  'vitest',
  'run',
  '--project',
  'provider',
]);
// Every mail layout rendered and opened in Chromium at 600 and 375 px (tests/mail; no server).
step('mail layouts (Chromium)', ...npx(['playwright', 'test', '-c', 'playwright.mail.config.ts']));
const built = step('production build', 'node', ['scripts/build.mjs']);
if (built) {
  step(
    'end-to-end tests (Chromium)',
    ...npx(['playwright', 'test'], { NEXT_TELEMETRY_DISABLED: '1' }),
  );
  // Card payments through maib's protocol, against a local stand-in of its API (issue 36).
  step(
    'maib end-to-end tests (a stand-in of maib e-commerce)',
    ...npx(['playwright', 'test', '-c', 'playwright.maib.config.ts'], {
      NEXT_TELEMETRY_DISABLED: '1',
    }),
  );
  // The journeys that cross the back end against a provider of its own (scripts/start-split.mjs --test).
  step(
    'split end-to-end tests (the provider as its own process, on PostgreSQL)',
    ...npx(['playwright', 'test', '-c', 'playwright.split.config.ts'], {
      NEXT_TELEMETRY_DISABLED: '1',
    }),
  );
  // The same build behind nginx, twice, on PostgreSQL and Redis (scripts/start-cluster.mjs --test).
  step(
    'cluster end-to-end tests (nginx, 2 instances, PostgreSQL, Redis)',
    ...npx(['playwright', 'test', '-c', 'playwright.cluster.config.ts'], {
      NEXT_TELEMETRY_DISABLED: '1',
    }),
  );
} else {
  results.push({ name: 'end-to-end tests (Chromium)', ok: false, seconds: 0 });
  results.push({
    name: 'maib end-to-end tests (a stand-in of maib e-commerce)',
    ok: false,
    seconds: 0,
  });
  results.push({
    name: 'split end-to-end tests (the provider as its own process, on PostgreSQL)',
    ok: false,
    seconds: 0,
  });
  results.push({
    name: 'cluster end-to-end tests (nginx, 2 instances, PostgreSQL, Redis)',
    ok: false,
    seconds: 0,
  });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
