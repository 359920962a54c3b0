import type { Db } from '../client';
import { seedArticles } from './articles';
import { seedAuth } from './auth';
import { seedCalculators } from './calculator';
import { seedCatalog } from './catalog';
import { seedCompany } from './company';
import { seedMarketing } from './marketing';
import { seedShell } from './shell';

/** Seeds every area in order. Idempotent: running it twice stores the same rows once. */
export async function seed(db: Db) {
  await seedCatalog(db);
  await seedShell(db);
  await seedAuth(db);
  await seedCalculators(db);
  await seedArticles(db);
  await seedMarketing(db);
  await seedCompany(db);
}
