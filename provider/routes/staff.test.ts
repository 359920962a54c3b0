import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffUsers, users } from '../db/schema';
import { STAFF_IDLE_SECONDS, totpFor } from '../domain/staff';
import { STAFF_PASSWORD, staffTestKit } from '../testing/staff-session';

/** Staff sign-in and sessions, `routes/staff.ts`. */
const kit = staffTestKit();
const { advance, staffMember, signIn, cookieOf, session, asStaff } = kit;

describe('staff sign-in (issue 38)', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie stored server-side; sign-out ends it', async () => {
    const { email } = await staffMember('manager');
    const response = await signIn(email.toUpperCase());
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email, role: 'manager', totp: false });
    const header = response.headers.get('set-cookie')!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).not.toMatch(/Max-Age|Expires/);
    const cookie = cookieOf(response);
    const me = await asStaff(cookie, '/api/staff/me/');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect((await asStaff(cookie, '/api/staff/session/', { method: 'DELETE' })).status).toBe(204);
    expect((await asStaff(cookie, '/api/staff/me/')).status).toBe(401);
  });

  it('marks the cookie Secure behind https', async () => {
    const { email } = await staffMember('manager');
    const response = await kit.provider.request('/api/staff/session/', {
      method: 'POST',
      json: { email, password: STAFF_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('ends a session idle longer than the timeout', async () => {
    const cookie = await session('manager');
    advance(STAFF_IDLE_SECONDS - 60);
    expect((await asStaff(cookie, '/api/staff/me/')).status).toBe(200);
    advance(STAFF_IDLE_SECONDS - 60);
    expect((await asStaff(cookie, '/api/staff/me/')).status).toBe(200);
    advance(STAFF_IDLE_SECONDS + 1);
    expect((await asStaff(cookie, '/api/staff/me/')).status).toBe(401);
  });

  it('answers 400 with field errors for a malformed sign-in', async () => {
    const response = await kit.provider.request('/api/staff/session/', {
      method: 'POST',
      json: { email: '', password: 5 },
      locale: 'en',
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()) as object).sort()).toEqual(['email', 'password']);
  });

  it('never lets wrong passwords from many addresses lock out the right one', async () => {
    const { email } = await staffMember('admin');
    const known = '192.0.2.60';
    expect((await signIn(email, STAFF_PASSWORD, known)).status).toBe(200);
    for (let attempt = 0; attempt < 30; attempt++)
      expect([401, 429]).toContain(
        (await signIn(email, 'wrong-password', `198.51.100.${attempt}`)).status,
      );
    // The owner's known device at once; a new device after a short delay.
    expect((await signIn(email, STAFF_PASSWORD, known)).status).toBe(200);
    expect((await signIn(email, STAFF_PASSWORD, '203.0.113.5')).status).toBe(429);
    advance(60);
    expect((await signIn(email, STAFF_PASSWORD, '203.0.113.5')).status).toBe(200);
  });

  it('asks for the TOTP code when two-factor sign-in is required, and refuses a wrong one', async () => {
    const { email, otpauth } = await staffMember('admin', { totp: true });
    const secret = new URL(otpauth!).searchParams.get('secret')!;
    const withoutCode = await signIn(email);
    expect(withoutCode.status).toBe(400);
    expect(await withoutCode.json()).toEqual({
      code: ['Enter the code from your authenticator app'],
    });
    expect(withoutCode.headers.get('set-cookie')).toBeNull();
    const wrong = await signIn(email, STAFF_PASSWORD, '192.0.2.10', '000000');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ code: ['The code is not correct'] });
    const code = totpFor(email, secret).generate({ timestamp: kit.clock.getTime() });
    const right = await signIn(email, STAFF_PASSWORD, '192.0.2.10', code);
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ totp: true });
  });

  it('never lets wrong TOTP codes from many addresses lock out the owner, who has the code', async () => {
    const { email, otpauth } = await staffMember('admin', { totp: true });
    const secret = new URL(otpauth!).searchParams.get('secret')!;
    const code = () => totpFor(email, secret).generate({ timestamp: kit.clock.getTime() });
    const known = '192.0.2.70';
    expect((await signIn(email, STAFF_PASSWORD, known, code())).status).toBe(200);
    // Someone who has the password but not the code, from many addresses.
    for (let attempt = 0; attempt < 30; attempt++)
      expect([400, 429]).toContain(
        (await signIn(email, STAFF_PASSWORD, `198.51.100.${100 + attempt}`, '000000')).status,
      );
    expect((await signIn(email, STAFF_PASSWORD, known, code())).status).toBe(200);
    expect((await signIn(email, STAFF_PASSWORD, '203.0.113.6', code())).status).toBe(429);
    advance(60);
    expect((await signIn(email, STAFF_PASSWORD, '203.0.113.6', code())).status).toBe(200);
  });

  it('never opens a staff endpoint with a customer token, nor a customer endpoint with a staff session', async () => {
    const [user] = await kit.provider.db
      .insert(users)
      .values({
        email: `shopper-${randomBytes(3).toString('hex')}@example.md`,
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'B',
        phone: '+373 (691) 234-56',
      })
      .returning();
    const token = await kit.provider.accessTokenFor(user!, kit.clock);
    const asCustomer = await kit.provider.request('/api/staff/orders/', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(asCustomer.status).toBe(401);
    const cookie = await session('admin');
    expect((await asStaff(cookie, '/api/auth/me/')).status).toBe(401);
  });
});

describe('staff_users', () => {
  it('stores no password in the clear', async () => {
    const { email } = await staffMember('manager');
    const [row] = await kit.provider.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, email));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
  });
});
