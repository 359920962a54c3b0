#!/usr/bin/env node
// `npm run bench:turns`: how many turns of the server's event loop a page needs to be answered, the
// shop's and the floor's (docs/adr/0067-a-dynamic-page-waits-five-turns-under-load.md). Under load one
// Node process serves every request in flight a step a turn, so a page waits about its turns times
// the length of a turn; the load run's p99 (bench/load/load.mjs) is set by the page with the most.
// Each app runs `next start` as `npm start` runs it, with bench/turn-block.mjs preloaded: while its
// state file says `hold`, every turn is held TURN_BLOCK_MS, and a page's answer time grows by its
// turns × that.
// Rounds alternate unheld and held; the figures are medians. Writes its rows into the one table
// (bench/results.mjs, part `turns`) and prints them; exit code 1 when a server fails.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureFloorBuild, FLOOR_DIR } from './floor-build.mjs';
import {
  discoverRoutes,
  ensureBuild,
  loadAverage,
  log as loadLog,
  median,
  startServer,
  waitUntil,
} from './load/lib.mjs';
import { serveProbeApp } from './probe-app.mjs';
import { writeResultsPart } from './results.mjs';

const TURN_BLOCK_MS = 20;
const ROUNDS = 5;
const REQUESTS = 5;
const PRELOAD = `--import ${path.resolve('bench/turn-block.mjs')}`;
const log = (...parts) => loadLog('[turns]', ...parts);

/** The environment of a server with the preload, holding its turns while `stateFile` says so. */
const probedEnv = (stateFile) => ({
  TURN_BLOCK_MS: String(TURN_BLOCK_MS),
  TURN_BLOCK_STATE: stateFile,
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${PRELOAD}`.trim(),
});

/** Has the server hold its turns or let them go, and waits until it says it did. */
async function setHold(server, hold) {
  const state = hold ? 'hold' : 'free';
  writeFileSync(server.stateFile, state);
  server.child.kill('SIGUSR2');
  await waitUntil(
    () => {
      try {
        return readFileSync(`${server.stateFile}.applied`, 'utf8') === state;
      } catch {
        return false;
      }
    },
    { timeoutMs: 10_000, intervalMs: 20, what: `${server.stateFile}: ${state}` },
  );
}

/** The median of `count` answer times of `url`, one request after the other. */
async function answerTime(url, count) {
  const times = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    // Uncompressed, as nginx asks the instances (deploy/nginx) and as the load run asks.
    const response = await fetch(url, {
      headers: { 'accept-language': 'ro', 'accept-encoding': 'identity' },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

const round1 = (value) => Math.round(value * 10) / 10;

async function main() {
  ensureBuild();
  ensureFloorBuild({ log });
  const loadBefore = loadAverage();
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'turns-probe-'));
  const shop = {
    ...(await startServer({ env: probedEnv(path.join(stateDir, 'shop')) })),
    stateFile: path.join(stateDir, 'shop'),
  };
  let floor;
  try {
    const floorState = path.join(stateDir, 'floor');
    floor = {
      ...(await serveProbeApp(FLOOR_DIR, { name: 'the floor', env: probedEnv(floorState) })),
      stateFile: floorState,
    };
    const routes = await discoverRoutes(shop.baseUrl);
    const pages = [
      { app: 'floor', server: floor, page: 'static page', path: '/' },
      { app: 'floor', server: floor, page: 'dynamic page', path: '/dynamic' },
      { app: 'shop', server: shop, page: 'home (cached)', path: routes.home },
      { app: 'shop', server: shop, page: 'category (cached)', path: routes.category },
      { app: 'shop', server: shop, page: 'search (dynamic)', path: routes.search },
      { app: 'shop', server: shop, page: 'cart (dynamic)', path: '/cos' },
    ];
    // Every page rendered and cached before the rounds.
    for (const page of pages) await answerTime(`${page.server.baseUrl}${page.path}`, 3);
    const rounds = pages.map(() => ({ free: [], held: [] }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const held of round % 2 ? [true, false] : [false, true]) {
        await Promise.all([shop, floor].map((server) => setHold(server, held)));
        for (const [index, page] of pages.entries())
          rounds[index][held ? 'held' : 'free'].push(
            await answerTime(`${page.server.baseUrl}${page.path}`, REQUESTS),
          );
      }
    }
    await Promise.all([shop, floor].map((server) => setHold(server, false)));
    const rows = pages.map((page, index) => {
      const free = median(rounds[index].free);
      const held = median(rounds[index].held);
      return {
        app: page.app,
        page: page.page,
        path: page.path,
        freeMs: round1(free),
        heldMs: round1(held),
        turns: round1((held - free) / TURN_BLOCK_MS),
        rounds: rounds[index],
      };
    });
    for (const row of rows)
      log(`${row.app} ${row.page}: ${row.freeMs} ms, held ${row.heldMs} ms → ${row.turns} turns`);
    writeResultsPart('turns', {
      date: new Date().toISOString(),
      title: `turns probe: turns of the event loop to answer one request, each turn held ${TURN_BLOCK_MS} ms, ${ROUNDS} rounds of ${REQUESTS} requests`,
      loadAverage: { before: loadBefore, after: loadAverage() },
      figures: rows.map((row) => ({
        measure: `${row.app}, ${row.page}: turns to answer (answer time alone, held)`,
        value: `${row.turns} (${row.freeMs} ms, ${row.heldMs} ms)`,
      })),
      checks: [],
      results: { turnBlockMs: TURN_BLOCK_MS, rows },
    });
    log('figures written to bench/results/latest.{md,json}');
  } finally {
    floor?.stop();
    await shop.stop();
    shop.cleanup();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
