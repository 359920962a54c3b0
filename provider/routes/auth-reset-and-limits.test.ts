import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { authTestKit } from '../testing/auth-session';
import { RESET_ANSWER_FLOOR_MS } from './auth';

/** `routes/auth.ts` against misuse: the password reset's links and answers, and the rate limits. */
const kit = authTestKit();
const { advance, call, post, newEmail, registration, register, login, signedIn } = kit;

describe('password reset', () => {
  const outboxFor = (email: string) =>
    kit.provider.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'password_reset')))
      .orderBy(asc(mailOutbox.id));
  const tokenFrom = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

  it('answers the same for a known and an unknown e-mail and mails only the known one', async () => {
    const { email } = await register();
    const unknown = newEmail();
    const known = await post('/api/auth/resetpassword/', { email, lang: 'ru' }, { locale: 'en' });
    const missing = await post(
      '/api/auth/resetpassword/',
      { email: unknown, lang: 'ru' },
      { locale: 'en' },
    );
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(await known.json()).toEqual(await missing.json());
    expect(await outboxFor(unknown)).toEqual([]);
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe('Сброс пароля вашей учётной записи');
    expect(mail?.text).toMatch(/\/ru\/reset-password\?token=[\w-]{43}/);
    expect(mail?.sentAt).toBeNull();
  });

  // Issue 41: the unknown address answered faster (24 against 32 ms), which told it had no account.
  it('answers a known and an unknown address no sooner than the same floor', async () => {
    const { email } = await register();
    for (const address of [email, newEmail()]) {
      const started = performance.now();
      expect((await post('/api/auth/resetpassword/', { email: address })).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(RESET_ANSWER_FLOOR_MS - 1);
    }
  });

  it('sets the new password once, ends the sessions, and refuses the link afterwards', async () => {
    const { email, refresh, access } = await signedIn();
    await post('/api/auth/resetpassword/', { email });
    const [mail] = await outboxFor(email);
    const token = tokenFrom(mail?.text ?? '');
    const confirm = await post('/api/auth/resetpassword/confirm/', {
      token,
      password: 'new-password-1',
      re_password: 'new-password-1',
    });
    expect(confirm.status).toBe(200);
    expect((await post('/api/auth/jwt/refresh/', { refresh })).status).toBe(401);
    expect((await call('/api/auth/me/', { token: access })).status).toBe(401);
    expect((await post('/api/auth/jwt/create', { email, password: 'fereastra-2024' })).status).toBe(
      401,
    );
    await login(email, 'new-password-1');
    const reuse = await post(
      '/api/auth/resetpassword/confirm/',
      { token, password: 'new-password-2', re_password: 'new-password-2' },
      { locale: 'en' },
    );
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({ token: ['The reset link is not valid or has expired'] });
  });

  it('refuses an expired link and an older link once a newer one was sent', async () => {
    const { email } = await register();
    await post('/api/auth/resetpassword/', { email });
    await post('/api/auth/resetpassword/', { email });
    const [older, newer] = await outboxFor(email);
    const body = (token: string) => ({
      token,
      password: 'new-password-1',
      re_password: 'new-password-1',
    });
    expect(
      (await post('/api/auth/resetpassword/confirm/', body(tokenFrom(older?.text ?? '')))).status,
    ).toBe(400);
    advance(3601);
    expect(
      (await post('/api/auth/resetpassword/confirm/', body(tokenFrom(newer?.text ?? '')))).status,
    ).toBe(400);
  });

  it('validates both forms', async () => {
    const request = await post('/api/auth/resetpassword/', { email: 'nope' }, { locale: 'en' });
    expect(await request.json()).toEqual({ email: ['Enter a valid e-mail address'] });
    const confirm = await post(
      '/api/auth/resetpassword/confirm/',
      { token: 'x', password: 'new-password-1', re_password: 'other-pass' },
      { locale: 'en' },
    );
    expect(confirm.status).toBe(400);
    expect(await confirm.json()).toEqual({ re_password: ['Passwords must match'] });
  });
});

describe('rate limits', () => {
  // Issue 38: ten wrong passwords from ten addresses used to lock the owner out for 15 minutes.
  it('never lets wrong passwords from many addresses lock the owner out', async () => {
    const { email } = await register();
    const knownDevice = '192.0.2.150';
    expect(
      (
        await post(
          '/api/auth/jwt/create',
          { email, password: 'fereastra-2024' },
          { headers: { 'x-forwarded-for': knownDevice } },
        )
      ).status,
    ).toBe(200);
    for (let attempt = 0; attempt < 40; attempt++) {
      const response = await post(
        '/api/auth/jwt/create',
        { email, password: 'guess-password' },
        { headers: { 'x-forwarded-for': `198.51.100.${attempt}` } },
      );
      // Across addresses the account is slowed down (10 failures a minute), not locked.
      expect(response.status).toBe(attempt < 10 ? 401 : 429);
    }
    // The owner's known device signs in at once.
    const fromKnown = await post(
      '/api/auth/jwt/create',
      { email, password: 'fereastra-2024' },
      { headers: { 'x-forwarded-for': knownDevice } },
    );
    expect(fromKnown.status).toBe(200);
    // A new device waits at most a minute.
    const fromNew = await post(
      '/api/auth/jwt/create',
      { email, password: 'fereastra-2024' },
      { headers: { 'x-forwarded-for': '203.0.113.9' }, locale: 'en' },
    );
    expect(fromNew.status).toBe(429);
    expect(Number(fromNew.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await fromNew.json()).toEqual({ detail: 'Too many attempts. Please try again later' });
    advance(60);
    expect(
      (
        await post(
          '/api/auth/jwt/create',
          { email, password: 'fereastra-2024' },
          { headers: { 'x-forwarded-for': '203.0.113.9' } },
        )
      ).status,
    ).toBe(200);
  });

  it('stops one address guessing one account after 10 failures for 15 minutes', async () => {
    const { email } = await register();
    for (let attempt = 0; attempt < 10; attempt++) {
      expect(
        (await post('/api/auth/jwt/create', { email, password: 'guess-password' })).status,
      ).toBe(401);
      advance(7); // slower than the account's slowdown
    }
    const blocked = await post('/api/auth/jwt/create', { email, password: 'fereastra-2024' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    // The owner elsewhere is not locked out.
    expect(
      (
        await post(
          '/api/auth/jwt/create',
          { email, password: 'fereastra-2024' },
          { headers: { 'x-forwarded-for': '203.0.113.77' } },
        )
      ).status,
    ).toBe(200);
    advance(15 * 60);
    await login(email);
  });

  it('blocks an IP after 30 failed logins across accounts', async () => {
    for (let attempt = 0; attempt < 30; attempt++) {
      expect(
        (await post('/api/auth/jwt/create', { email: newEmail(), password: 'guess-password' }))
          .status,
      ).toBe(401);
    }
    const blocked = await post('/api/auth/jwt/create', {
      email: newEmail(),
      password: 'guess-password',
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = await post(
      '/api/auth/jwt/create',
      { email: newEmail(), password: 'guess-password' },
      { headers: { 'x-forwarded-for': '192.0.2.200' } },
    );
    expect(elsewhere.status).toBe(401);
  });

  // Issue 26: any client could dodge the per-client limit with an X-Forwarded-For of its own.
  it('counts per client address as its transport resolved it, whatever X-Forwarded-For says', async () => {
    const attempt = (clientAddress: string | undefined, spoofed: string) =>
      kit.provider.app.fetch(
        new Request('http://provider.test/backend/api/auth/jwt/create', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': spoofed,
            'x-real-ip': spoofed,
          },
          body: JSON.stringify({ email: newEmail(), password: 'guess-password' }),
        }),
        { clientAddress },
      );
    for (let index = 0; index < 30; index++)
      expect((await attempt('192.0.2.77', `198.18.0.${index}`)).status).toBe(401);
    expect((await attempt('192.0.2.77', '198.18.1.1')).status).toBe(429);
    // Another shopper, as the storefront passes them on, still logs in.
    expect((await attempt('192.0.2.78', '192.0.2.77')).status).toBe(401);
  });

  // Issue 41: an IPv6 client could rotate through its /64, and one machine counted twice.
  it('counts an IPv6 client by its /64 and one machine once over ::1 and 127.0.0.1', async () => {
    const attempt = (clientAddress: string) =>
      post(
        '/api/auth/jwt/create',
        { email: newEmail(), password: 'guess-password' },
        { headers: { 'x-forwarded-for': clientAddress } },
      );
    for (let index = 1; index <= 30; index++)
      expect((await attempt(`2001:db8:41:7:${index.toString(16)}::1`)).status).toBe(401);
    expect((await attempt('2001:db8:41:7:ffff::1')).status).toBe(429);
    expect((await attempt('2001:db8:41:8::1')).status).toBe(401);

    for (let index = 0; index < 15; index++) {
      expect((await attempt('::1')).status).toBe(401);
      expect((await attempt('127.0.0.1')).status).toBe(401);
    }
    expect((await attempt('::ffff:127.0.0.1')).status).toBe(429);
  });

  it('limits registrations per IP and reset requests per account', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await post('/api/auth/register/', registration('bad'))).status).toBe(400);
    }
    expect((await post('/api/auth/register/', registration(newEmail()))).status).toBe(429);
    const email = newEmail();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (
          await post(
            '/api/auth/resetpassword/',
            { email },
            { headers: { 'x-forwarded-for': `192.0.2.${attempt}` } },
          )
        ).status,
      ).toBe(200);
    }
    expect((await post('/api/auth/resetpassword/', { email })).status).toBe(429);
  });
});
