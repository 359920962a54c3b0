import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createProviderApp, PROVIDER_BASE_PATH } from '../app';
import type { ProviderBindings } from '../context';
import type { Db } from '../db/client';
import { seed } from '../db/seed';
import { asc } from 'drizzle-orm';
import { inject } from 'vitest';
import { newTestDatabase, openFromTemplate, type TestDatabase } from './database-template';
import type { Localized } from '../db/localized';
import { categories, products, refreshTokens } from '../db/schema';
import {
  addSeconds,
  generateOpaqueToken,
  hashToken,
  REFRESH_TOKEN_TTL_SECONDS,
  signAccessToken,
} from '../domain/tokens';
import { jwtSecret } from '../http/auth';
import type { PaymentGatewayName } from '../payments/gateway';
import type { MaibSettings } from '../payments/maib/client';

/**
 * A fresh database for one test file: PGlite in a temporary directory, or, when TEST_DATABASE_URL is
 * set (npm test does that once with a real PostgreSQL 15 server), a new database on that server.
 * In the provider project it is a copy of the run's template (template-setup.ts); elsewhere it is
 * migrated and seeded here.
 */
async function openTestDatabase(seeded: boolean): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  if (template) return openFromTemplate(template, seeded);
  const fresh = await newTestDatabase(process.env.TEST_DATABASE_URL);
  if (seeded) await seed(fresh.database.db);
  return fresh;
}

/** A provider on a fresh database (openTestDatabase) for one test file. */
export async function createTestProvider(
  options: {
    seed?: boolean;
    now?: () => Date;
    paymentGateway?: PaymentGatewayName;
    maib?: MaibSettings | null;
  } = {},
) {
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'provider-files-'));
  const { database, remove } = await openTestDatabase(options.seed !== false);
  const app = createProviderApp({
    db: database.db,
    dataDir: filesDir,
    now: options.now,
    paymentGateway: options.paymentGateway,
    maib: options.maib,
  });

  /**
   * Calls the provider like the storefront does; `path` is the spec's path without /backend. The
   * client's address is `clientAddress`, else the test's X-Forwarded-For: it stands for what the
   * Next server resolved (the provider itself never reads that header).
   */
  const request = (
    requestPath: string,
    init: RequestInit & { json?: unknown; locale?: string; clientAddress?: string } = {},
  ) => {
    const { json, locale, headers, clientAddress, ...rest } = init;
    const merged = new Headers(headers);
    const bindings: ProviderBindings = {
      clientAddress: clientAddress ?? merged.get('x-forwarded-for') ?? undefined,
    };
    if (locale) merged.set('Accept-Language', locale);
    if (json !== undefined) merged.set('Content-Type', 'application/json');
    return app.fetch(
      new Request(`http://provider.test${PROVIDER_BASE_PATH}${requestPath}`, {
        ...rest,
        headers: merged,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      }),
      bindings,
    );
  };

  /**
   * An access token of a new session of `user`, as a login makes it (a refresh-token family the
   * provider checks on every call), for tests that create their users straight in the database.
   */
  const accessTokenFor = async (user: { id: number; email: string }, now = new Date()) => {
    const family = generateOpaqueToken();
    await database.db.insert(refreshTokens).values({
      userId: user.id,
      tokenHash: hashToken(generateOpaqueToken()),
      family,
      expiresAt: addSeconds(now, REFRESH_TOKEN_TTL_SECONDS),
      createdAt: now,
    });
    return signAccessToken(
      { id: user.id, email: user.email, sid: family },
      await jwtSecret(filesDir),
      now,
    );
  };

  const close = async () => {
    await database.close();
    await remove();
    await rm(filesDir, { recursive: true, force: true });
  };
  return {
    app,
    db: database.db,
    kind: database.kind,
    dataDir: filesDir,
    request,
    accessTokenFor,
    close,
  };
}

export type TestProvider = Awaited<ReturnType<typeof createTestProvider>>;

/**
 * A plain catalog product the money, payment, mail and staff tests order: a blind of 200 € (or
 * `price` cents) per piece in the first category, delivered with the blinds and sills. Answers its id.
 */
export async function addTestBlind(
  db: Db,
  slug: string,
  {
    price = 20_000,
    title = { ro: 'Jaluzea', en: 'Blind' },
  }: { price?: number; title?: Localized } = {},
): Promise<number> {
  const [category] = await db.select().from(categories).orderBy(asc(categories.id)).limit(1);
  const [product] = await db
    .insert(products)
    .values({
      slug,
      categoryId: category!.id,
      title,
      description: { ro: '' },
      price,
      unit: 'piece',
      deliveryClass: 'blinds_sills',
      image: '/images/products/blind-fabric.svg',
    })
    .returning({ id: products.id });
  return product!.id;
}
