import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../db/client';
import { staffRoles, staffUsers, type StaffRole } from '../db/schema';
import { hashPassword } from './passwords';

/** Issue 38: the shortest staff password `staff:add` accepts. */
export const MIN_STAFF_PASSWORD_LENGTH = 12;
/** A staff session ends after this long without a request. */
export const STAFF_IDLE_SECONDS = 30 * 60;
/** …and after this long in any case (one working day). */
export const STAFF_SESSION_MAX_SECONDS = 12 * 60 * 60;
/** The staff session cookie. `__Host-` behind https (Secure, path /, no Domain). */
export const STAFF_COOKIE = 'staff_session';
export const STAFF_COOKIE_SECURE = '__Host-staff_session';

export const isStaffRole = (value: string): value is StaffRole =>
  (staffRoles as readonly string[]).includes(value);

/** What each console area needs: admin may do everything. */
export const staffAreas = {
  orders: ['manager', 'admin'],
  leads: ['manager', 'admin'],
  marketing: ['marketing', 'admin'],
  console: ['manager', 'marketing', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof staffAreas;

export const mayEnter = (role: StaffRole, area: StaffArea) =>
  (staffAreas[area] as readonly StaffRole[]).includes(role);

const TOTP_ISSUER = 'Storefront staff';

export const totpFor = (email: string, secret: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** Whether `code` is the current TOTP code of `secret` (or the one just before or after). */
export function totpValid(email: string, secret: string, code: string, now: Date): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return (
    totpFor(email, secret).validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null
  );
}

export type StaffAddError = 'email' | 'role' | 'password';

export interface StaffAddInput {
  email: string;
  role: string;
  password: string;
  name?: string;
  /** Set up TOTP: sign-in then asks for a code. */
  requireTotp?: boolean;
}

export type StaffAddResult =
  | { ok: false; error: StaffAddError }
  | { ok: true; created: boolean; id: number; otpauthUri: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Adds a staff member, or for an e-mail already on staff sets its role and password (the way to
 * reset one). Refuses an e-mail that is none, an unknown role and a password under 12 characters.
 */
export async function addStaffUser(db: Db, input: StaffAddInput): Promise<StaffAddResult> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) return { ok: false, error: 'email' };
  if (!isStaffRole(input.role)) return { ok: false, error: 'role' };
  if ([...input.password].length < MIN_STAFF_PASSWORD_LENGTH || input.password.length > 256)
    return { ok: false, error: 'password' };
  const passwordHash = await hashPassword(input.password);
  const name = input.name?.trim() || email.split('@')[0] || email;
  const totpSecret = input.requireTotp ? new Secret({ size: 20 }).base32 : null;
  const [existing] = await db
    .select({ id: staffUsers.id, totpSecret: staffUsers.totpSecret })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  const keptSecret = totpSecret ?? existing?.totpSecret ?? null;
  const [row] = existing
    ? await db
        .update(staffUsers)
        .set({ role: input.role, passwordHash, name, totpSecret: keptSecret })
        .where(eq(staffUsers.id, existing.id))
        .returning({ id: staffUsers.id })
    : await db
        .insert(staffUsers)
        .values({ email, role: input.role, passwordHash, name, totpSecret })
        .returning({ id: staffUsers.id });
  if (!row) throw new Error('staff user was not stored');
  return {
    ok: true,
    created: !existing,
    id: row.id,
    otpauthUri: totpSecret ? totpFor(email, totpSecret).toString() : null,
  };
}
