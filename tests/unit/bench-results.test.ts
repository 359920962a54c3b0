// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readResults, writeResultsPart } from '../../bench/results.mjs';

const loadPart = (status: 'pass' | 'fail') => ({
  date: '2026-11-26T12:00:00.000Z',
  title: 'load: 50 connections for 60 s, 20 % cart writes',
  loadAverage: { before: '1.2', after: '3.4' },
  figures: [
    { measure: 'requests per second', value: 812.4 },
    { measure: 'latency p99', value: 143, unit: 'ms' },
  ],
  checks: [
    { check: 'no non-2xx answers (0)', status: 'pass' },
    { check: 'database holds exactly 50 orders: 50', status },
  ],
  results: { load: { requests: 48_744 } },
});

/** A probe's part: figures only, no checks (bench/ppr-probe.mjs, bench/turns-probe.mjs). */
const probePart = (
  date: string,
  title: string,
  figure: { measure: string; value: number | string },
  results: Record<string, unknown> = {},
) => ({
  date,
  title,
  loadAverage: { before: '1.0', after: '1.5' },
  figures: [figure],
  checks: [],
  results,
});

const pagesPart = {
  date: '2026-11-26T11:00:00.000Z',
  machine: { cpus: 2, memoryGb: 24, loadAverage: [1, 1, 1] },
  quick: true,
  method: {
    rounds: 2,
    loadSeconds: 3,
    lighthouseRounds: 1,
    scriptRounds: 1,
    connections: 50,
    dynamicConnections: 8,
    dynamicSeconds: 3,
    scriptWindowMs: 5000,
  },
  budgets: [
    {
      id: 'js.home',
      measure: 'JavaScript in the first 5 s, gzip kB',
      page: 'home',
      budget: '≤ floor + 20 kB',
      floor: 142,
      shop: 156,
      value: 14,
      unit: 'kB over the floor',
      status: 'pass',
      reason: '',
    },
  ],
};

describe('the one table of bench figures (bench/results.mjs)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'bench-results-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const table = () => readFileSync(path.join(dir, 'latest.md'), 'utf8');

  it('writes a load run into the table as its figures and checks, a failed check as a fail', () => {
    writeResultsPart('load', loadPart('fail'), dir);
    expect(table()).toContain('| load: requests per second | — | — | 812.4 | — | — | figure |');
    expect(table()).toContain('| load: latency p99 | — | — | 143 ms |');
    expect(table()).toContain(
      '| load: no non-2xx answers (0) | — | — | — | — | must hold | pass |',
    );
    expect(table()).toContain(
      '| load: database holds exactly 50 orders: 50 | — | — | — | — | must hold | **fail** |',
    );
    expect(table()).toContain('1 of 2 checks hold');
  });

  it('keeps the load run when the page bench writes its part, and the page bench when the load run writes', () => {
    writeResultsPart('load', loadPart('pass'), dir);
    writeResultsPart('pages', pagesPart, dir);
    expect(table()).toContain('| JavaScript in the first 5 s, gzip kB | home | 142 | 156 |');
    expect(table()).toContain('| load: requests per second |');
    expect(table()).toContain('2 of 2 checks hold');

    writeResultsPart('load', loadPart('fail'), dir);
    expect(table()).toContain('| JavaScript in the first 5 s, gzip kB | home |');
    expect(table()).toContain('1 of 2 checks hold');
    expect(readResults(dir).load?.results).toMatchObject({ load: { requests: 48_744 } });
    expect(readResults(dir).budgets).toHaveLength(1);
  });

  it('writes the PPR probe as figures with no checks, and the page bench keeps them', () => {
    writeResultsPart(
      'ppr',
      probePart(
        '2026-12-06T08:00:00.000Z',
        "ppr probe: a page of the shop's size with no data, 8 connections, 3 rounds of 6 s",
        { measure: 'rendered on each request: req/s (rounds 70 / 72 / 75)', value: 72 },
      ),
      dir,
    );
    writeResultsPart('pages', pagesPart, dir);
    expect(table()).toContain(
      '| ppr probe: rendered on each request: req/s (rounds 70 / 72 / 75) | — | — | 72 | — | — | figure |',
    );
    expect(table()).toContain(
      "- **ppr probe: a page of the shop's size with no data, 8 connections, 3 rounds of 6 s** — 2026-12-06T08:00:00.000Z, load average 1.0 → 1.5.",
    );
    expect(table()).not.toContain('0 of 0 checks');
  });

  it.each([
    {
      part: 'turns' as const,
      title: 'turns probe: turns of the event loop to answer one request',
      measure: 'floor, dynamic page: turns to answer (answer time alone, held)',
      value: '4.6 (8.2 ms, 100.7 ms)',
      results: { turnBlockMs: 20 },
    },
    {
      part: 'lcp' as const,
      title:
        "lcp probe: the floor's page with a stylesheet and a web font, Lighthouse mobile, 5 rounds",
      measure: 'CSS linked, with one stylesheet and a web font: simulated LCP, ms',
      value: "1579, 913 ms over the floor's page (budget 400: beyond)",
      results: { budgetOverFloorMs: 400 },
    },
  ])(
    'writes the $part probe beside the load run, and neither the page bench nor a load run drops it',
    ({ part, title, measure, value, results }) => {
      writeResultsPart(
        part,
        probePart('2026-12-07T16:00:00.000Z', title, { measure, value }, results),
        dir,
      );
      writeResultsPart('pages', pagesPart, dir);
      writeResultsPart('load', loadPart('pass'), dir);
      const name = title.split(':')[0];
      expect(table()).toContain(`| ${name}: ${measure} | — | — | ${value} | — | — | figure |`);
      expect(table()).toContain(`- **${title}** — 2026-12-07T16:00:00.000Z`);
      expect(table()).toContain('| load: latency p99 | — | — | 143 ms |');
      expect(readResults(dir)[part]?.results).toEqual(results);
    },
  );
});
