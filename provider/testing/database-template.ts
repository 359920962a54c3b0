import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { seed } from '../db/seed';

/**
 * The databases a test file's provider starts from, made once per run of the provider tests: one
 * with every migration applied, one also seeded. A test's own database is a copy of one of them (a
 * directory copied for PGlite, CREATE DATABASE … TEMPLATE on PostgreSQL): the rows a fresh migrate
 * and seed would store, without the 3–4 s those take (PGlite's initdb in WASM most of all).
 */
export interface DatabaseTemplate {
  /** The PostgreSQL server (TEST_DATABASE_URL), or none for PGlite. */
  serverUrl?: string;
  /** A database name on that server, or a PGlite directory. */
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Provided to the provider project by provider/testing/template-setup.ts. */
    databaseTemplate?: DatabaseTemplate;
  }
}

export interface TestDatabase {
  database: Database;
  /** Its name on the server, or its PGlite directory. */
  source: string;
  /** Drops it (after database.close()). */
  remove(): Promise<void>;
}

async function withAdmin(serverUrl: string, statement: string): Promise<void> {
  const { default: postgres } = await import('postgres');
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database, migrated by openDatabase: on the PostgreSQL server at `serverUrl`, else PGlite in
 * a new temporary directory; a copy of `template` (a name on that server or a PGlite directory) when
 * given, else empty.
 */
export async function newTestDatabase(
  serverUrl: string | undefined,
  { template, prefix = 'test' }: { template?: string; prefix?: string } = {},
): Promise<TestDatabase> {
  if (serverUrl) {
    const name = `${prefix}_${randomBytes(6).toString('hex')}`;
    await withAdmin(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      database: await openDatabase({ url: url.toString(), dataDir: '' }),
      source: name,
      remove: () => withAdmin(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), `provider-${prefix}-`));
  if (template) await cp(template, dir, { recursive: true });
  return {
    database: await openDatabase({ dataDir: dir }),
    source: dir,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

/** Makes both templates, closed, on the PostgreSQL server at `serverUrl` or for PGlite. */
export async function createDatabaseTemplate(serverUrl: string | undefined): Promise<{
  template: DatabaseTemplate;
  drop(): Promise<void>;
}> {
  const migrated = await newTestDatabase(serverUrl, { prefix: 'template' });
  await migrated.database.close();
  const seeded = await newTestDatabase(serverUrl, {
    template: migrated.source,
    prefix: 'template',
  });
  await seed(seeded.database.db);
  await seeded.database.close();
  return {
    template: { serverUrl, migrated: migrated.source, seeded: seeded.source },
    drop: async () => {
      await seeded.remove();
      await migrated.remove();
    },
  };
}

/** A test file's database: a copy of the seeded or the migrated template. */
export const openFromTemplate = (template: DatabaseTemplate, seeded: boolean) =>
  newTestDatabase(template.serverUrl, {
    template: seeded ? template.seeded : template.migrated,
  });
