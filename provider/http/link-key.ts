import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { jwtSecret } from './auth';

/**
 * The key that signs the links of one kind of mail (newsletter, e-mail change), derived from the
 * access-token key: one secret to keep, a different key for each purpose.
 */
export async function linkKey(c: Context<AppEnv>, purpose: string): Promise<Uint8Array> {
  return new Uint8Array(
    createHmac('sha256', await jwtSecret(c.get('dataDir')))
      .update(purpose)
      .digest(),
  );
}
