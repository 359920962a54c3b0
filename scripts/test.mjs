#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and provider tests (PGlite, then a real PostgreSQL server),
// a production build, the end-to-end tests in Debian's Chromium, the journeys that cross the back
// end again against the provider as its own process (tests/split), then the same build as a cluster
// (nginx, two instances, PostgreSQL, Redis: tests/cluster). Every step runs; any failure
// fails the whole. A runner of its own (ADR 54): none runs these in order, each even after one
// fails, and closes with one summary naming every failing test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];
// Each test runner also writes a JSON report here, so that the summary at the very end names the
// failing tests (a CI log is often read from its tail only).
const reports = mkdtempSync(join(tmpdir(), 'shop-test-'));
let reportCount = 0;

function step(name, command, args, options = {}) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  const ok = result.status === 0;
  const failures = ok || !options.report ? [] : failuresIn(options.report);
  results.push({ name, ok, failures, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/** The failing tests a Vitest or Playwright JSON report names, each with its first error line. */
function failuresIn(file) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return ['(no report was written: see the step’s output above)'];
  }
  // The error's head: its first line and, for an assertion, what it looked at, expected and got
  // (a flaky failure is often diagnosable from these alone), up to the call log or the stack.
  const errorHead = (text) => {
    const lines = String(text ?? '')
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trim());
    const head = [];
    for (const line of lines) {
      if (/^(Call log:|at )/.test(line) || head.length === 5) break;
      if (line) head.push(line);
    }
    return head.join(' / ');
  };
  const found = [];
  // Vitest: testResults[].assertionResults[], or a file that failed before its tests ran.
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      found.push(`${file.name} › ${test.fullName}: ${errorHead(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed')
      found.push(`${file.name}: ${errorHead(file.message)}`);
  }
  // Playwright: suites nest; a spec is failed when it is not ok.
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests?.flatMap((test) => test.results ?? []).find((r) => r.error)?.error;
      found.push(`${[...path, spec.title].join(' › ')}: ${errorHead(error?.message)}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  for (const error of report.errors ?? []) found.push(errorHead(error.message));
  return found;
}

/** Arguments and environment that make a runner also write its JSON report. */
function withReport(runner) {
  const file = join(reports, `${runner}-${++reportCount}.json`);
  return runner === 'vitest'
    ? { args: ['--reporter=default', '--reporter=json', `--outputFile=${file}`], env: {}, file }
    : { args: ['--reporter=list,json'], env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file }, file };
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

const npx = (args, env) => {
  const runner = args[0];
  if (runner !== 'vitest' && runner !== 'playwright')
    return ['npx', ['--no-install', ...args], { env }];
  const report = withReport(runner);
  return [
    'npx',
    ['--no-install', ...args, ...report.args],
    { env: { ...env, ...report.env }, report: report.file },
  ];
};
step('typecheck', ...npx(['tsc', '--noEmit']));
step('lint', ...npx(['eslint', '.', '--max-warnings', '0']));
step('formatting', ...npx(['prettier', '--check', '.']));
step('unit and provider tests (PGlite)', ...npx(['vitest', 'run']));
const [, postgresArgs, postgresOptions] = npx(['vitest', 'run', '--project', 'provider']);
step(
  'provider tests (PostgreSQL 15)',
  'node',
  ['scripts/with-postgres.mjs', 'npx', ...postgresArgs],
  postgresOptions,
);
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
for (const r of results) {
  console.log(`  ${r.ok ? 'pass' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
  for (const failure of r.failures ?? []) console.log(`        ✗ ${failure}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
