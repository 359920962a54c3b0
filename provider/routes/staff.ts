import { eq } from 'drizzle-orm';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { staffProfileSchema, staffSignInSchema } from '../../lib/api/schemas/staff';
import type { AppEnv } from '../context';
import { staffUsers } from '../db/schema';
import { verifyAgainstDummy, verifyPassword } from '../domain/passwords';
import { totpValid } from '../domain/staff';
import { ClientError } from '../http/errors';
import { beforeLogin, loginFailed, loginSucceeded } from '../http/login-limits';
import { answer, createRouter, errorAnswers, jsonBody, jsonBodyOf, reply } from '../http/openapi';
import {
  clearStaffCookie,
  closeStaffSession,
  openStaffSession,
  requireStaff,
} from '../http/staff-auth';
import { translate, type MessageKey } from '../i18n';

import { staffRoute } from '../http/staff-routes';

const message = (c: Context<AppEnv>, key: MessageKey) => translate(c.get('locale'), key);

const signInRoute = createRoute({
  method: 'post',
  path: '/api/staff/session/',
  description:
    'Staff sign-in: sets the HttpOnly, SameSite=Strict session cookie. With two-factor sign-in the code is required (400 { code } without it).',
  middleware: [jsonBody],
  request: { body: jsonBodyOf(staffSignInSchema) },
  responses: { 200: answer(staffProfileSchema, 'Signed in'), ...errorAnswers },
});
const signOutRoute = staffRoute('console', {
  method: 'delete',
  path: '/api/staff/session/',
  description: 'Signs out: ends the session on the server and clears the cookie.',
  responses: { 204: { description: 'Signed out' } },
});
const meRoute = staffRoute('console', {
  method: 'get',
  path: '/api/staff/me/',
  description: 'The signed-in staff member.',
  responses: { 200: answer(staffProfileSchema, 'The staff member') },
});
/** Issue 38: the staff console's API (docs/adr/0042-staff-accounts-and-console.md). */
export const staffRoutes = createRouter();

/** Console answers are personal: never stored by a browser or a proxy. */
staffRoutes.use('/api/staff/*', async (c, next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
});

staffRoutes.openapi(signInRoute, async (c) => {
  const input = c.req.valid('json');
  const email = input.email.trim().toLowerCase();
  const guard = await beforeLogin(c, 'staff-login', email);
  const [staff] = await c.get('db').select().from(staffUsers).where(eq(staffUsers.email, email));
  const valid = staff
    ? await verifyPassword(input.password, staff.passwordHash)
    : await verifyAgainstDummy(input.password);
  if (!staff || !valid) {
    await loginFailed(c, guard);
    throw new ClientError(401, { detail: message(c, 'invalid_credentials') });
  }
  if (staff.totpSecret) {
    if (!input.code) throw new ClientError(400, { code: [message(c, 'totp_required')] });
    if (!totpValid(staff.email, staff.totpSecret, input.code, c.get('now')())) {
      await loginFailed(c, guard);
      throw new ClientError(400, { code: [message(c, 'totp_invalid')] });
    }
  }
  await loginSucceeded(c, guard);
  await openStaffSession(c, staff.id);
  return reply(
    c,
    staffProfileSchema,
    { email: staff.email, name: staff.name, role: staff.role, totp: staff.totpSecret !== null },
    200,
  );
});
staffRoutes.openapi(signOutRoute, async (c) => {
  const staff = await requireStaff(c, 'console');
  await closeStaffSession(c, staff.sessionId);
  clearStaffCookie(c);
  return c.body(null, 204);
});
staffRoutes.openapi(meRoute, async (c) => {
  const staff = await requireStaff(c, 'console');
  return reply(
    c,
    staffProfileSchema,
    { email: staff.email, name: staff.name, role: staff.role, totp: staff.totp },
    200,
  );
});
