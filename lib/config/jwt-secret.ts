import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FILE_NAME = 'jwt-secret';
const SECRET_BYTES = 48;

async function readStored(file: string): Promise<string | undefined> {
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    return stored.length >= 32 ? stored : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The access-token key: JWT_SECRET when configured; otherwise the one stored in
 * `<dataDir>/jwt-secret`, created with mode 0600 on first start. When two processes start at once,
 * the exclusive create lets one win and the other reads its secret.
 */
export async function loadJwtSecret(dataDir: string, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.resolve(dataDir, FILE_NAME);
  const stored = await readStored(file);
  if (stored) return new TextEncoder().encode(stored);
  await mkdir(path.dirname(file), { recursive: true });
  const fresh = randomBytes(SECRET_BYTES).toString('base64url');
  try {
    await writeFile(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
    return new TextEncoder().encode(fresh);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // The winner may not have written its bytes yet.
    for (let attempt = 0; attempt < 10; attempt++) {
      const winner = await readStored(file);
      if (winner) return new TextEncoder().encode(winner);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${file} exists but holds no usable secret`);
  }
}
