// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budgets, evaluate, sizedFloorKey } from '../../bench/budgets.mjs';

/** A run's dynamic figures for the search page, and the floor's page at its size (ADR 69). */
function run(searchRatio: number, sizedRatio: number) {
  const figures = (rps: number, floorRatio: number) => ({
    rps,
    floorRatio,
    ratios: [floorRatio, floorRatio],
  });
  return {
    warmup: {
      origin: { search: { bytes: 123_370, gzipBytes: 22_900 }, floorDynamic: { bytes: 6_800 } },
    },
    sizedFloor: { search: { groups: 12, bytes: 123_057 } },
    dynamic: {
      floor: { rps: 200 },
      search: figures(200 * searchRatio, searchRatio),
      [sizedFloorKey('search')]: figures(200 * sizedRatio, sizedRatio),
    },
  };
}

function searchRow(results: object) {
  const [row] = evaluate(
    results,
    budgets.filter((budget) => budget.id === 'dynamic.ratio.search'),
  );
  if (!row) throw new Error('no dynamic row for the search page');
  return row;
}

describe('the dynamic rows beside the floor at their size (issue 40, ADR 69)', () => {
  it('says when the framework alone misses the budget at the page size, with its figures', () => {
    const row = searchRow(run(0.16, 0.36));
    expect(row.status).toBe('fail');
    expect(row.reason).toContain(
      "the floor's own page at this page's size (120.2 kB of HTML: a header of 12 menu panels",
    );
    expect(row.reason).toContain('answers 0.36 × the floor in this run (by round 0.36 / 0.36)');
    expect(row.reason).toContain('the framework alone misses the budget at this size');
    expect(row.reason).toContain('each request renders 120.5 kB of HTML');
  });

  it("says when the framework alone meets it, so that the rest is the shop's own work", () => {
    const row = searchRow(run(0.2, 0.45));
    expect(row.status).toBe('fail');
    expect(row.reason).toContain(
      "the framework alone meets the budget at this size, and the rest is the shop's own work",
    );
    expect(row.reason).not.toContain('misses the budget at this size');
  });

  it('passes a page at the budget whatever the floor at its size did', () => {
    expect(searchRow(run(0.41, 0.36))).toMatchObject({ status: 'pass', reason: '' });
  });
});
