import { serve } from '@hono/node-server';
import { getProvider } from './index';
import { logger } from './logger';

/** Runs the provider on its own (`npm run provider`), for deployments that scale it separately. */
const port = Number(process.env.PROVIDER_PORT ?? 4000);
const { app, database } = await getProvider();
const server = serve({ fetch: app.fetch, port }, (info) => logger.info(`listening on http://localhost:${info.port}/backend`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => void database.close().then(() => process.exit(0)));
  });
}
