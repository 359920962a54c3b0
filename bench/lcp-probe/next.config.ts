import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

/**
 * The LCP probe (docs/adr/0068-lantern-lcp-of-a-styled-page-of-the-framework.md): the bench floor's
 * page beside the same page with one stylesheet, and with one stylesheet and one web font, built
 * twice: CSS linked (Next's default, the shop's build) and, with `PROBE_INLINE_CSS=1`, inlined into
 * the HTML (`experimental.inlineCss`).
 */
const inlineCss = process.env.PROBE_INLINE_CSS === '1';
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const config: NextConfig = {
  poweredByHeader: false,
  distDir: inlineCss ? '.next-inline' : '.next-linked',
  experimental: { inlineCss },
  typescript: { ignoreBuildErrors: true },
};

export default withNextIntl(config);
