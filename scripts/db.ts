// `npm run db:seed` (idempotent) and `npm run db:reset` (drop everything, migrate, seed).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '../lib/config';
import { openDatabase } from '../provider/db/client';
import { seed } from '../provider/db/seed';
import { categories } from '../provider/db/schema';

const command = process.argv[2];
if (command !== 'seed' && command !== 'reset') {
  console.error('usage: tsx scripts/db.ts seed|reset');
  process.exit(2);
}

const config = getConfig();
if (command === 'reset') {
  if (config.DATABASE_URL) {
    const { default: postgres } = await import('postgres');
    const client = postgres(config.DATABASE_URL, { max: 1, onnotice: () => {} });
    await client.unsafe(
      'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
    );
    await client.end();
  } else {
    await rm(path.resolve(config.DATA_DIR, 'pglite'), { recursive: true, force: true });
  }
}
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await seed(database.db);
const count = await database.db.$count(categories);
console.log(
  `${command === 'reset' ? 'Reset and seeded' : 'Seeded'} ${database.kind}: ${count} categories.`,
);
await database.close();
