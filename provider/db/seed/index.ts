import type { Db } from '../client';
import { seedAuth } from './auth';
import { seedCalculators } from './calculator';
import { seedShell } from './shell';

/** Seeds every area in order. Idempotent: running it twice stores the same rows once. */
export async function seed(db: Db) {
  await seedShell(db);
  await seedAuth(db);
  await seedCalculators(db);
}
