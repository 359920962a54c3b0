import type { Db } from '../client';
import { seedShell } from './shell';

/** Seeds every area in order. Idempotent: running it twice stores the same rows once. */
export async function seed(db: Db) {
  await seedShell(db);
}
