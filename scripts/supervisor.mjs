// The long-running children of a script that starts several servers (scripts/start-cluster.mjs,
// scripts/start-split.mjs): their output prefixed with their names, waits on readiness checks, and
// one orderly shutdown, last started first, on SIGINT/SIGTERM or when the parent is gone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './fresh-build.mjs';

const STARTUP_TIMEOUT_MS = 120_000;

export function createSupervisor(name) {
  /** What to undo on exit, last first. */
  const cleanups = [];
  const children = new Set();
  let stopping = false;

  const say = (line) => console.log(`[${name}] ${line}`);

  async function waitFor(what, check, timeoutMs = STARTUP_TIMEOUT_MS) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (stopping) throw new Error('stopped');
      if (Date.now() > deadline)
        throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Starts a long-running child; `critical`: its death stops everything (an instance's does not). */
  function run(childName, command, args, { env = process.env, critical = true } = {}) {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = (stream, target) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop();
        for (const line of lines) target.write(`[${childName}] ${line}\n`);
      });
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (stopping) return;
      say(`${childName} exited (${signal ?? code})`);
      if (critical) void shutdown(1);
    });
    return child;
  }

  /** Stops a child with `signal` and waits for it (SIGKILL after 15 s). */
  function stopChild(child, signal = 'SIGTERM') {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill(signal);
    });
  }

  async function shutdown(code) {
    if (stopping) return;
    stopping = true;
    say('stopping…');
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(error);
      }
    }
    process.exit(code);
  }

  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(0));
  // `npm run` signals its shell, and Debian's sh does not pass SIGTERM on: when the process that
  // started this one is gone, stop as if signalled, rather than leave every server running.
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && void shutdown(0), 1_000).unref();

  /**
   * The build to serve and the folder of the run's data: with `--test`, the tests' build as it is
   * and a temporary folder removed on exit; otherwise a fresh build (as `npm start` makes it) and
   * `.data/<name>`, kept between runs.
   */
  function prepareRun({ testRun, distDir }) {
    if (testRun) {
      if (!existsSync(path.join(distDir, 'BUILD_ID')))
        throw new Error(`no build in ${distDir}: run node scripts/build.mjs first`);
    } else {
      const status = ensureBuild();
      if (status !== 0) process.exit(status);
    }
    const root = testRun
      ? mkdtempSync(path.join(os.tmpdir(), `storefront-${name}-`))
      : path.resolve('.data', name);
    mkdirSync(root, { recursive: true });
    if (testRun) cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    return root;
  }

  return {
    say,
    waitFor,
    run,
    stopChild,
    shutdown,
    prepareRun,
    onShutdown: (cleanup) => cleanups.push(cleanup),
  };
}

/** A readiness check: the URL answers 2xx. */
export const httpReady = (url) => () =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
