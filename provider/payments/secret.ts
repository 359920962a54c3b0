import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const MIN_SECRET_LENGTH = 32;
const cache = new Map<string, Promise<string>>();

/**
 * The key that signs payment links: PAYMENT_SECRET, or one generated once into
 * `<dataDir>/payment-secret` so that links survive a restart without any set-up.
 */
export function paymentSecret(
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  const configured = env.PAYMENT_SECRET?.trim();
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH)
      throw new Error(`PAYMENT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return Promise.resolve(configured);
  }
  const file = path.resolve(dataDir, 'payment-secret');
  let secret = cache.get(file);
  if (!secret) {
    secret = readOrCreate(file);
    cache.set(file, secret);
  }
  return secret;
}

async function readOrCreate(file: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // 'wx' fails when another process won the race; then its secret is the one to use.
    await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
}
