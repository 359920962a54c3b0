import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { pageHeaders } from './lib/security/headers';
import packageJson from './package.json';

// Messages are compiled at build time, so browsers get next-intl's formatter without the ICU parser
// (about 12 kB of gzip JavaScript on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

/**
 * Several `next start` behind a proxy share ISR pages, data-cache reads and tag expirations in Redis
 * (docs/adr/0008-shared-cache-in-redis.md). Without REDIS_URL: Next's own file-system cache. Next
 * imports the handler by path when the server starts, so one build serves either way; the build
 * itself never uses Redis (its prerenders go to its own folder, and a Redis down or unreachable from
 * the build machine cannot slow or hold it).
 */
function sharedCache(phase: string): NextConfig {
  const redisUrl = process.env.REDIS_URL?.trim();
  if (phase === PHASE_PRODUCTION_BUILD) return {};
  // Issue 41: one server keeps the pages it renders in its memory cache only (Next's LRU,
  // cacheMaxMemorySize, 50 MB), never as files: every URL a client made up was a file kept for good.
  if (!redisUrl) return { experimental: { isrFlushToDisk: false } };
  return { cacheHandler: path.resolve('lib/cache/redis-cache-handler.mjs'), cacheMaxMemorySize: 0 };
}

const nextConfig: NextConfig = {
  // Separate build folders let a test build run beside a dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` type-checks the whole project with tsc as its first step (and CI with it); a second
  // check inside every build only repeated it.
  typescript: { ignoreBuildErrors: true },
  // Next hashes every HTML answer in JavaScript to make its ETag: a fifth of the server's CPU on a
  // cached catalog page (CPU profile under load). Cached pages carry s-maxage for shared caches instead.
  generateEtags: false,
  // The spec's API paths end in '/' (e.g. /backend/api/calculator/cart/): Next must not strip it.
  // Pages get the usual trailing-slash redirect from proxy.ts instead.
  skipTrailingSlashRedirect: true,
  // PGlite loads its WASM and data files by path; bundling it breaks that (ERR_INVALID_ARG_TYPE).
  // React Email renders mail with react-dom/server, which the server-components layer of the
  // provider's route may not bundle: Node loads it as it is. Its parts are named one by one: the
  // umbrella package also loads Tailwind, Prism and marked, 0.3 s of every server's start.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'postgres',
    'nodemailer',
    ...Object.keys(packageJson.dependencies).filter((name) => name.startsWith('@react-email/')),
  ],
  images: {
    formats: ['image/avif', 'image/webp'],
    dangerouslyAllowSVG: true,
    contentDispositionType: 'inline',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
  // Every page gets the fixed security headers and the static CSP of cached public pages; proxy.ts
  // replaces the CSP with a per-request nonce policy on dynamic pages and adds HSTS
  // (docs/adr/0006-csp-per-page-class.md). The provider sets all of its own in provider/http.
  headers: async () => {
    const headers = pageHeaders({ development: process.env.NODE_ENV === 'development' });
    return [
      { source: '/', headers },
      // Not the provider's mount (it sets its own), but paths that only begin like it (`/backendx`).
      { source: '/:path((?!backend(?:/|$)).*)', headers },
    ];
  },
  sassOptions: { silenceDeprecations: ['legacy-js-api'] },
};

export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, ...sharedCache(phase) });
}
