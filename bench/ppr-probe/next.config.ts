import type { NextConfig } from 'next';

/**
 * The PPR probe (docs/adr/0063-partial-prerendering-does-not-lower-a-dynamic-page.md): one page of
 * the shop's size, built twice. `PROBE_PPR=1` turns on Cache Components (Partial Prerendering) and
 * gives the layout the shell whose parts are `'use cache'`; without it the same page renders on
 * each request, as the shop's search and cart pages do.
 */
const ppr = process.env.PROBE_PPR === '1';
/** Next 16.4 asks Cache Components apps to choose; its next major turns Partial Prefetching on. */
const partialPrefetching = process.env.PROBE_PARTIAL_PREFETCHING !== '0';

const config: NextConfig = {
  poweredByHeader: false,
  distDir: ppr ? `.next-ppr-${partialPrefetching ? 'pp' : 'no-pp'}` : '.next-dynamic',
  cacheComponents: ppr,
  ...(ppr ? { partialPrefetching } : {}),
  typescript: { ignoreBuildErrors: true },
  turbopack: {
    resolveAlias: { '@probe/shell': ppr ? './shell/cached.tsx' : './shell/shell.tsx' },
  },
};

export default config;
