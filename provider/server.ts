import { serve } from '@hono/node-server';
import { getConfig } from '../lib/config';
import { installForwardedHeaders } from '../lib/security/forwarded';
import { withClientAddress } from './http/node-fetch';
import { closeProvider, getProvider } from './index';
import { logger } from './logger';
import { installGracefulShutdown } from './shutdown';

/** Runs the provider on its own (`npm run provider`), for deployments that scale it separately. */
const port = Number(process.env.PROVIDER_PORT ?? 4000);
/** Issue 41: behind nginx or a storefront on the same machine, only they need to reach it (127.0.0.1). */
const hostname = process.env.PROVIDER_HOST || undefined;
// The same rule as the storefront's: only TRUSTED_PROXY_HOPS proxies' X-Forwarded-* are believed
// (a storefront calling this provider counts as one). The headers are rewritten before Hono reads them.
const config = getConfig();
installForwardedHeaders(config.TRUSTED_PROXY_HOPS, config.TRUSTED_PROXY_ADDRESSES);
installGracefulShutdown(closeProvider);
const { app } = await getProvider();
serve({ fetch: withClientAddress(app), port, hostname }, (info) =>
  logger.info(`listening on http://${hostname ?? 'localhost'}:${info.port}/backend`),
);
