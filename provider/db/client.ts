import path from 'node:path';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a raw `db.execute`: the two drivers answer it differently (postgres.js the array
 * itself, PGlite `{ rows }`), which Drizzle's shared type does not tell apart.
 */
export function rows<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(process.cwd(), 'provider', 'db', 'migrations');

/** A PostgreSQL server that does not accept the connection within this is treated as down. */
export const CONNECT_TIMEOUT_SECONDS = 5;
/** Longest statement or lock wait; the slowest query of the shop (search at 10 000 products) takes well under a second. */
export const STATEMENT_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_SECONDS = 5;

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite in `dataDir`. */
  url?: string;
  dataDir: string;
}

/** Opens the database and applies every migration; the same migrations serve PGlite and PostgreSQL. */
export async function openDatabase({ url, dataDir }: DatabaseOptions): Promise<Database> {
  if (url) return openPostgres(url);
  return openPglite(dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  // postgres.js reconnects by itself on the next query after an outage; the timeouts make a request
  // fail fast (and answer 503) instead of waiting for an unreachable or stuck server.
  const client = postgres(url, {
    max: 10,
    connect_timeout: CONNECT_TIMEOUT_SECONDS,
    // postgres.js waits this long (seconds, growing with failed attempts) before reconnecting, and a
    // query waits with it: its default grows to 20 s, which held requests during an outage and
    // delayed recovery. Capped at 0.5 s, an outage answers 503 at once and a return is seen within 0.5 s.
    backoff: (retries: number) => Math.min(0.05 * retries, 0.5),
    connection: { statement_timeout: STATEMENT_TIMEOUT_MS, lock_timeout: STATEMENT_TIMEOUT_MS },
    onnotice: () => {},
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  // end() lets queries already sent finish (up to the timeout), refuses new ones, then closes the sockets.
  return {
    db,
    kind: 'postgres',
    close: () => client.end({ timeout: CLOSE_TIMEOUT_SECONDS }),
  };
}

/** Thrown when another live process holds the embedded database (PGlite allows one process). */
export class DatabaseBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The database in ${dir} is in use by process ${pid}; stop the server and try again.`);
    this.name = 'DatabaseBusyError';
  }
}

/** The owner file of a PGlite directory: the pid of the process that has it open. */
const ownerFile = (dir: string) => `${dir}.owner`;

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Issue 38: PGlite has no lock of its own, and two processes opening one directory corrupt it. The
 * opener records its pid next to the directory; another live process's pid there refuses the open
 * (a crashed owner's stale pid does not).
 */
async function claimPglite(dir: string): Promise<void> {
  const owner = Number((await readFile(ownerFile(dir), 'utf8').catch(() => '')).trim());
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && processIsAlive(owner))
    throw new DatabaseBusyError(dir, owner);
  await writeFile(ownerFile(dir), String(process.pid));
}

async function releasePglite(dir: string): Promise<void> {
  const owner = (await readFile(ownerFile(dir), 'utf8').catch(() => '')).trim();
  if (owner === String(process.pid)) await rm(ownerFile(dir), { force: true });
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // A file-backed directory reopens in ~0.3 s at ~300 MB; in-memory PGlite costs ~700 MB.
  const dir = path.resolve(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  await claimPglite(dir);
  // PGlite reserves PostgreSQL's default 128 MB of shared buffers inside its WASM heap, which never
  // shrinks; 32 MB holds the hot set of a 10 000-product catalog and saves ~100 MB of server RSS.
  const client = await PGlite.create(dir, {
    extensions: { unaccent, pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      await releasePglite(dir);
    },
  };
}

let latestMigration: Promise<number> | undefined;

/** `when` of the newest migration this build ships (drizzle's journal), read once. */
function latestMigrationMillis(): Promise<number> {
  latestMigration ??= readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8').then(
    (text) => {
      const journal = JSON.parse(text) as { entries: { when: number }[] };
      return Math.max(0, ...journal.entries.map((entry) => entry.when));
    },
  );
  return latestMigration;
}

/**
 * Whether the database holds every migration this build ships (the readiness check). Drizzle's
 * migrators record each applied migration's journal `when` in drizzle.__drizzle_migrations.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const result = await db.execute<{ latest: string | number | null }>(
    sql`select max(created_at) as latest from drizzle.__drizzle_migrations`,
  );
  const latest = Number(rows<{ latest: string | number | null }>(result)[0]?.latest ?? 0);
  return latest >= (await latestMigrationMillis());
}
