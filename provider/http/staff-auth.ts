import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import { staffSessions, staffUsers, type StaffRole } from '../db/schema';
import {
  mayEnter,
  STAFF_COOKIE,
  STAFF_IDLE_SECONDS,
  STAFF_SESSION_MAX_SECONDS,
  type StaffArea,
} from '../domain/staff';
import { addSeconds, generateOpaqueToken, hashToken } from '../domain/tokens';
import { translate } from '../i18n';
import { ClientError } from './errors';

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totp: boolean;
  sessionId: number;
}

/** Behind https (the request's own scheme, or what the storefront's forwarder says it was). */
const overHttps = (c: Context<AppEnv>) =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

/**
 * The staff session cookie: HttpOnly, SameSite=Strict (no other site's page sends it), Secure behind
 * https, for the whole site (the console pages read it too); no Max-Age, so it ends with the
 * browser, and the server ends it after STAFF_IDLE_SECONDS idle.
 */
export function setStaffCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, STAFF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: overHttps(c),
    path: '/',
  });
}

export function clearStaffCookie(c: Context<AppEnv>) {
  deleteCookie(c, STAFF_COOKIE, { path: '/', secure: overHttps(c) });
}

/** Opens a session for a staff member and sets its cookie. */
export async function openStaffSession(c: Context<AppEnv>, staffId: number) {
  const now = c.get('now')();
  const token = generateOpaqueToken();
  await c
    .get('db')
    .insert(staffSessions)
    .values({
      staffId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: addSeconds(now, STAFF_SESSION_MAX_SECONDS),
    });
  setStaffCookie(c, token);
}

/**
 * The staff member of the request's session cookie, or null: a session that is revoked, past its
 * end, or idle longer than STAFF_IDLE_SECONDS is none. A live one's idle clock restarts. Only the
 * cookie counts: a customer's bearer token never makes a staff member.
 */
export async function staffOf(c: Context<AppEnv>): Promise<StaffMember | null> {
  const token = getCookie(c, STAFF_COOKIE);
  if (!token || token.length > 128) return null;
  const db = c.get('db');
  const now = c.get('now')();
  const idleSince = addSeconds(now, -STAFF_IDLE_SECONDS);
  const [row] = await db
    .select({ session: staffSessions, staff: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
      ),
    );
  if (!row) return null;
  await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(eq(staffSessions.id, row.session.id));
  return {
    id: row.staff.id,
    email: row.staff.email,
    name: row.staff.name,
    role: row.staff.role,
    totp: row.staff.totpSecret !== null,
    sessionId: row.session.id,
  };
}

/** The signed-in staff member allowed into `area`: 401 without a session, 403 for another role. */
export async function requireStaff(c: Context<AppEnv>, area: StaffArea): Promise<StaffMember> {
  let staff = c.get('staff');
  if (staff === undefined) {
    staff = await staffOf(c);
    c.set('staff', staff);
  }
  if (!staff)
    throw new ClientError(401, { detail: translate(c.get('locale'), 'not_authenticated') });
  if (!mayEnter(staff.role, area))
    throw new ClientError(403, { detail: translate(c.get('locale'), 'forbidden') });
  return staff;
}

/** 401/403 before the body is read: a caller without the role learns nothing of what it sent. */
export const staffFirst =
  (area: StaffArea): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await requireStaff(c, area);
    await next();
  };

export async function closeStaffSession(c: Context<AppEnv>, sessionId: number) {
  await c
    .get('db')
    .update(staffSessions)
    .set({ revokedAt: c.get('now')() })
    .where(eq(staffSessions.id, sessionId));
}
