import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { staffUsers } from '../db/schema';
import { verifyPassword } from './passwords';

/** Runs `npm run staff:add` as an operator would, on its own PGlite directory. */
function staffAdd(dataDir: string, args: string[], password: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/staff-add.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_PASSWORD: password },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run staff:add (issue 38)', { timeout: 180_000 }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'staff-add-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a password under 12 characters and an unknown role', async () => {
    const short = await staffAdd(
      dataDir,
      ['--email', 'ana@shop.md', '--role', 'manager'],
      'elevenchars',
    );
    expect(short.code).toBe(2);
    expect(short.output).toMatch(/at least 12 characters/);
    const role = await staffAdd(
      dataDir,
      ['--email', 'ana@shop.md', '--role', 'owner'],
      'twelve chars!',
    );
    expect(role.code).toBe(2);
    expect(role.output).toMatch(/manager, marketing, admin/);
  });

  it('says the database is busy while another process has it open, then works once it is closed', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const busy = await staffAdd(
        dataDir,
        ['--email', 'ana@shop.md', '--role', 'manager'],
        'a long password',
      );
      expect(busy.code).toBe(3);
      expect(busy.output).toMatch(/database is busy/);
    } finally {
      await database.close();
    }
    const added = await staffAdd(
      dataDir,
      ['--email', 'Ana@Shop.md', '--role', 'manager', '--name', 'Ana Popescu'],
      'a long password',
    );
    expect(added.output).toMatch(/Added staff member ana@shop\.md \(manager\)/);
    expect(added.code).toBe(0);
    const reopened = await openDatabase({ dataDir });
    try {
      const [row] = await reopened.db
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.email, 'ana@shop.md'));
      expect(row).toMatchObject({ role: 'manager', name: 'Ana Popescu', totpSecret: null });
      expect(row!.passwordHash).not.toContain('a long password');
      expect(await verifyPassword('a long password', row!.passwordHash)).toBe(true);
    } finally {
      await reopened.close();
    }
  });
});
