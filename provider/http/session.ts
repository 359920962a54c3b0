import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { users } from '../db/schema';
import { issueSession, type User } from '../domain/sessions';
import { translate } from '../i18n';
import { jwtSecret, requireUser } from './auth';
import { ClientError } from './errors';

/** The signed-in customer's row; a valid token of a deleted account is no session (401). */
export async function currentUserRow(c: Context<AppEnv>): Promise<User> {
  const auth = requireUser(c);
  const [user] = await c.get('db').select().from(users).where(eq(users.id, auth.id));
  if (!user)
    throw new ClientError(401, { detail: translate(c.get('locale'), 'not_authenticated') });
  return user;
}

/** A new session of `user` (tokens of a login). */
export const sessionFor = async (c: Context<AppEnv>, user: Pick<User, 'id' | 'email'>) =>
  issueSession(c.get('db'), await jwtSecret(c.get('dataDir')), user, c.get('now')());
