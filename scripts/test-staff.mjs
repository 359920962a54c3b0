// Issue 38: the staff of the end-to-end tests, added as an admin adds them, with `npm run staff:add`
// (tsx scripts/staff-add.ts), into the fresh database before the server opens it (PGlite allows one
// process; while the server runs the command says the database is busy).
import { spawnSync } from 'node:child_process';

export const TEST_STAFF_PASSWORD = 'e2e-staff-password-2026';
const TEST_STAFF = [
  ['manager@e2e.test', 'manager', 'Maria Manager'],
  ['marketing@e2e.test', 'marketing', 'Mihai Marketing'],
];

/** Adds the test staff to the database `env` names (DATA_DIR's PGlite or DATABASE_URL); exits on failure. */
export function addTestStaff(env) {
  for (const [email, role, name] of TEST_STAFF) {
    const added = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/staff-add.ts', '--email', email, '--role', role, '--name', name],
      { stdio: 'inherit', env: { ...process.env, ...env, STAFF_PASSWORD: TEST_STAFF_PASSWORD } },
    );
    if (added.status !== 0) process.exit(added.status ?? 1);
  }
}
