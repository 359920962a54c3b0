import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate } from './database-template';

/**
 * Vitest's global setup of the provider project: the run's database templates (database-template.ts),
 * made once and dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  const { template, drop } = await createDatabaseTemplate(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplate', template);
  return drop;
}
