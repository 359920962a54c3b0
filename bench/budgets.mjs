// The budgets of the performance issue; each check answers pass, fail or skip (not measured).
const KB = 1024;

/**
 * A cached page's req/s as a share of the static floor's: the median over the rounds of its ratio to
 * the floor measured in the same slices (bench/run.mjs, pairedWithFloor); for results taken before
 * the pairing, its median round over the floor's.
 */
export const floorRatio = (throughput, page) => throughput[page].floorRatio ?? throughput[page].rps / throughput.floorStatic.rps;

export const budgets = [
  ...['home', 'category', 'product', 'blogPost'].flatMap((page) =>
    ['ro', 'ru'].map((locale) => ({ id: `lighthouse.performance.${page}:${locale}`, label: `Lighthouse performance ${page} (${locale}) ≥ 98`, get: (r) => r.lighthouse?.[`${page}:${locale}`]?.performance, test: (v) => v >= 98 })),
  ),
  ...['calculator', 'cart'].flatMap((page) =>
    ['ro', 'ru'].map((locale) => ({ id: `lighthouse.performance.${page}:${locale}`, label: `Lighthouse performance ${page} (${locale}) ≥ 95`, get: (r) => r.lighthouse?.[`${page}:${locale}`]?.performance, test: (v) => v >= 95 })),
  ),
  ...['accessibility', 'bestPractices'].map((category) => ({
    id: `lighthouse.${category}`,
    label: `Lighthouse ${category} = 100 on every page`,
    get: (r) => (r.lighthouse ? Math.min(...Object.entries(r.lighthouse).filter(([k]) => k !== 'floor').map(([, v]) => v[category])) : undefined),
    test: (v) => v === 100,
  })),
  {
    id: 'lighthouse.seo',
    label: 'Lighthouse SEO = 100 on indexable pages',
    get: (r) => (r.lighthouse ? Math.min(...Object.entries(r.lighthouse).filter(([k]) => !/^(floor|calculator|cart)/.test(k)).map(([, v]) => v.seo)) : undefined),
    test: (v) => v === 100,
  },
  {
    id: 'lighthouse.cls',
    label: 'CLS ≤ 0.01 everywhere',
    get: (r) => (r.lighthouse ? Math.max(...Object.values(r.lighthouse).map((v) => v.cls)) : undefined),
    test: (v) => v <= 0.01,
  },
  ...['home', 'category', 'product', 'blogPost', 'search'].map((page) => ({
    id: `javascript.${page}`,
    label: `JavaScript ${page} ≤ floor + 25 kB gzip`,
    get: (r) => (r.javascript ? (r.javascript[page] - r.javascript.floor) / KB : undefined),
    test: (v) => v <= 25,
  })),
  ...['calculator', 'cart'].map((page) => ({
    id: `javascript.${page}`,
    label: `JavaScript ${page} ≤ floor + 60 kB gzip`,
    get: (r) => (r.javascript ? (r.javascript[page] - r.javascript.floor) / KB : undefined),
    test: (v) => v <= 60,
  })),
  ...['home', 'category', 'product', 'search'].map((page) => ({
    id: `throughput.${page}`,
    label: `${page} req/s ≥ 0.8 × floor (prerendered)`,
    get: (r) => (r.throughput ? floorRatio(r.throughput, page) : undefined),
    test: (v) => v >= 0.8,
  })),
  {
    id: 'throughput.cartRead',
    label: 'cart read req/s ≥ 0.6 × floor (dynamic)',
    get: (r) => (r.throughput ? r.throughput.cartRead.rps / r.throughput.floorDynamic.rps : undefined),
    test: (v) => v >= 0.6,
  },
  {
    id: 'latency.tail',
    label: 'p99 ≤ 4 × p50 on every route',
    // The shop's routes: the floor is the yardstick, not a route of ours.
    get: (r) =>
      r.throughput
        ? Math.max(...Object.entries(r.throughput).filter(([name, t]) => !name.startsWith('floor') && t.p50 !== null).map(([, t]) => t.p99 / Math.max(t.p50, 1)))
        : undefined,
    test: (v) => v <= 4,
  },
  // Each side as a ratio to the floor measured in the same stretch, so machine drift between the
  // 60-product and the 10 000-product runs cancels out.
  ...['category', 'product'].map((page) => ({
    id: `scale.${page}`,
    label: `${page} req/s with 10 000 products within 20 % of the seed figure (floor-relative)`,
    get: (r) =>
      r.scale?.[page] && r.throughput
        ? floorRatio(r.scale, page) / floorRatio(r.throughput, page)
        : undefined,
    test: (v) => v >= 0.8,
  })),
  { id: 'scale.search', label: 'search p95 ≤ 50 ms with 10 000 products (HTTP, one connection)', get: (r) => r.scale?.search?.p95 ?? undefined, test: (v) => v <= 50 },
  { id: 'scale.searchProvider', label: 'search p95 ≤ 50 ms with 10 000 products (provider level)', get: (r) => r.scale?.searchProvider?.p95 ?? undefined, test: (v) => v <= 50 },
  { id: 'configurator.reprice', label: 'configurator reprice ≤ 16 ms scripting', get: (r) => r.configuratorRepriceMs ?? undefined, test: (v) => v <= 16 },
  { id: 'memory.afterLoad', label: 'server RSS ≤ 600 MB after the load run', get: (r) => r.memory?.afterLoadMb, test: (v) => v <= 600 },
];

export function evaluate(results, list) {
  return list.map(({ id, label, get, test }) => {
    let value;
    try {
      value = get(results);
    } catch {
      value = undefined;
    }
    const measured = typeof value === 'number' && Number.isFinite(value);
    return { id, label, value: measured ? Number(value.toFixed(3)) : null, status: measured ? (test(value) ? 'pass' : 'fail') : 'skip' };
  });
}
