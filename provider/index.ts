import { getConfig } from '../lib/config';
import { createProviderApp, type ProviderApp } from './app';
import type { ProviderBindings } from './context';
import { openDatabase, type Database } from './db/client';
import { seed } from './db/seed';
import { logger } from './logger';
import { startMailSender } from './mail/outbox';
import { PROVIDER_GLOBAL_KEY, type GlobalWithProvider } from './running';

export { PROVIDER_BASE_PATH } from './app';

export interface Provider {
  app: ProviderApp;
  database: Database;
  stopMailSender: () => void;
}

/** Opens (or creates), migrates and seeds the database, then builds the app. */
export async function startProvider(
  options: { databaseUrl?: string; dataDir?: string } = {},
): Promise<Provider> {
  const config = getConfig();
  const dataDir = options.dataDir ?? config.DATA_DIR;
  const database = await openDatabase({ url: options.databaseUrl ?? config.DATABASE_URL, dataDir });
  await seed(database.db);
  // Sends mail left pending by an earlier run or a relay outage (a no-op without SMTP_URL).
  const stopMailSender = startMailSender(database.db);
  if (!config.STAFF_EMAIL)
    logger.warn(
      "STAFF_EMAIL is not set: the shop's notifications (orders, call-backs, messages, CVs) wait in the mail outbox until it is",
    );
  return { app: createProviderApp({ db: database.db, dataDir }), database, stopMailSender };
}

export function getProvider(): Promise<Provider> {
  const holder = globalThis as GlobalWithProvider;
  holder[PROVIDER_GLOBAL_KEY] ??= startProvider().catch((error: unknown) => {
    delete holder[PROVIDER_GLOBAL_KEY];
    throw error;
  });
  return holder[PROVIDER_GLOBAL_KEY];
}

/**
 * Stops the mail sender and closes the database of this process's provider, if one was started
 * (graceful shutdown: a PGlite directory left open is recovered like a crashed server on next start).
 */
export async function closeProvider(): Promise<void> {
  const holder = globalThis as GlobalWithProvider;
  const pending = holder[PROVIDER_GLOBAL_KEY];
  if (!pending) return;
  delete holder[PROVIDER_GLOBAL_KEY];
  const provider = await pending.catch(() => null);
  if (!provider) return;
  provider.stopMailSender();
  await provider.database.close();
  logger.info(`database closed (${provider.database.kind})`);
}

/**
 * The in-process transport: a Request in, a Response out, no socket. `clientAddress` is the
 * shopper's address as the Next server resolved it (lib/security/forwarded.ts); the provider reads
 * it for its per-client limits.
 */
export async function handleProviderRequest(
  request: Request,
  bindings: ProviderBindings = {},
): Promise<Response> {
  const { app } = await getProvider();
  return app.fetch(request, bindings);
}
