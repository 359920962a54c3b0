import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

// The floor: a bare Next 16 + React 19 + next-intl App Router app, measured beside the shop.
const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const config: NextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ['@electric-sql/pglite'],
};

export default withNextIntl(config);
