import { z } from '../../validation/zod';
import { userProfileSchema } from './auth';

// The storefront's own session routes (app/[locale]/session/*, spec 4 'Auth' and spec 9): they keep
// the refresh token in an httpOnly cookie, so a script sees only the access token and the profile.
// POST /session/login takes `loginSchema` (lib/validation/auth); POST /session/logout answers 204.
// A failure answers the provider's `{ detail }` or `{ field: [messages] }` with its status, and a
// cross-site call 403 `{ detail }`.

/** POST /session/refresh's optional body: the refresh token a password change answered, to adopt. */
export const sessionRefreshRequestSchema = z.object({ refresh: z.string() });

/**
 * POST /session/refresh: a fresh access token with the profile read with it (null when that read
 * failed); `{ access: null, user: null }` for a visitor without a session (200, not an error).
 */
export const sessionSchema = z.object({
  access: z.string().nullable(),
  user: userProfileSchema.nullable(),
});

/** POST /session/login: a signed-in session always carries its access token. */
export const signedInSessionSchema = sessionSchema.extend({ access: z.string() });
