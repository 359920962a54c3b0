import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../db/schema';
import { authTestKit } from '../testing/auth-session';

/** The signed-in customer's own data, `routes/account.ts`: profile, countries and regions, addresses. */
const kit = authTestKit();
const { call, post, newEmail, register, login, signedIn } = kit;

describe('GET and PATCH /api/auth/me/', () => {
  it('shows the profile with the bonus balance in cents and the addresses', async () => {
    const { access, email } = await signedIn();
    await kit.provider.db
      .update(users)
      .set({ bonusBalance: 215_000 })
      .where(eq(users.email, email));
    const body = await (await call('/api/auth/me/', { token: access })).json();
    expect(body).toEqual({
      id: expect.any(Number),
      email,
      first_name: 'Ion',
      last_name: 'Popescu',
      phone: '+373 (691) 234-56',
      bonus_balance: { amount: 215_000, currency: 'EUR' },
      addresses: [],
    });
  });

  it('changes the name and phone with action update, ignoring fields it does not own', async () => {
    const { access } = await signedIn();
    const response = await call('/api/auth/me/', {
      method: 'PATCH',
      token: access,
      json: {
        action: 'update',
        first_name: 'Maria',
        phone: '+373 (781) 000-12',
        bonus_balance: { amount: 1 },
        id: 1,
      },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      first_name: 'Maria',
      last_name: 'Popescu',
      phone: '+373 (781) 000-12',
    });
    expect(body.bonus_balance.amount).toBe(0);
    const missingAction = await call('/api/auth/me/', {
      method: 'PATCH',
      token: access,
      json: { first_name: 'X' },
    });
    expect(missingAction.status).toBe(400);
  });

  it('changes the e-mail only through the link mailed to the new address, answering the same for a taken one', async () => {
    const taken = await register();
    const { access, password, email } = await signedIn();
    const patch = (json: unknown) =>
      call('/api/auth/me/', { method: 'PATCH', token: access, json, locale: 'en' });
    const mailsTo = (to: string) =>
      kit.provider.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, to))
        .orderBy(asc(mailOutbox.id));
    const withoutPassword = await patch({ action: 'update', email: newEmail() });
    expect(await withoutPassword.json()).toEqual({ current_password: ['This field is required'] });

    // Issue 37: a taken address and a free one get the same answer; the account keeps its address.
    const toTaken = await patch({
      action: 'update',
      email: taken.email,
      current_password: password,
    });
    expect(toTaken.status).toBe(200);
    expect(await toTaken.json()).toMatchObject({ email, email_pending: taken.email });
    const fresh = newEmail();
    const toFresh = await patch({ action: 'update', email: fresh, current_password: password });
    expect(toFresh.status).toBe(200);
    expect(await toFresh.json()).toMatchObject({ email, email_pending: fresh });
    await login(email);

    // The present address hears of both requests; the taken one that nothing changed; the free one
    // gets the link. No mail carries words the requester typed.
    expect((await mailsTo(email)).map((row) => row.kind)).toEqual([
      'registration_welcome',
      'email_change_notice',
      'email_change_notice',
    ]);
    expect((await mailsTo(taken.email)).map((row) => row.kind)).toEqual([
      'registration_welcome',
      'email_change_taken',
    ]);
    const [confirm, ...more] = await mailsTo(fresh);
    expect(more).toEqual([]);
    expect(confirm).toMatchObject({
      kind: 'email_change_confirm',
      subject: 'Confirm your new e-mail address',
    });
    const link = /http:\/\/localhost:3000\/backend(\/api\/auth\/email\/confirm\/[\w.-]+)/.exec(
      confirm!.text,
    )![1]!;

    const opened = await call(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('<form method="post">');
    expect((await kit.provider.db.select().from(users).where(eq(users.email, fresh))).length).toBe(
      0,
    );
    const moved = await call(link, { method: 'POST' });
    expect(moved.status).toBe(200);
    await login(fresh);
    expect((await call(link, { method: 'POST' })).status).toBe(200);
    expect(
      (
        await call(
          link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
          { method: 'POST' },
        )
      ).status,
    ).toBe(404);

    // A link outlives no later change of the address.
    const other = newEmail();
    await patch({ action: 'update', email: other, current_password: password });
    const [stale] = await mailsTo(other);
    await kit.provider.db
      .update(users)
      .set({ email: 'moved-again@example.md' })
      .where(eq(users.email, fresh));
    const staleLink = /\/backend(\/api\/auth\/email\/confirm\/[\w.-]+)/.exec(stale!.text)![1]!;
    expect((await call(staleLink, { method: 'POST' })).status).toBe(404);
  });

  it('changes the password only with the right current one, and ends the other sessions', async () => {
    const { access, refresh, email } = await signedIn();
    const otherDevice = await login(email);
    const patch = (json: unknown) =>
      call('/api/auth/me/', { method: 'PATCH', token: access, json, locale: 'en' });
    const wrong = await patch({
      action: 'update',
      current_password: 'not-it',
      password: 'new-password-1',
      re_password: 'new-password-1',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      current_password: ['The current password is not correct'],
    });
    const right = await patch({
      action: 'update',
      current_password: 'fereastra-2024',
      password: 'new-password-1',
      re_password: 'new-password-1',
    });
    expect(right.status).toBe(200);
    const body = await right.json();
    expect(body).toMatchObject({ email, access: expect.any(String), refresh: expect.any(String) });
    expect((await post('/api/auth/jwt/refresh/', { refresh })).status).toBe(401);
    // Issue 26: the access tokens of the ended sessions stop at once; the answer's tokens go on.
    expect((await call('/api/auth/me/', { token: access })).status).toBe(401);
    expect((await call('/api/auth/me/', { token: otherDevice.access })).status).toBe(401);
    expect((await call('/api/auth/me/', { token: body.access })).status).toBe(200);
    expect((await post('/api/auth/jwt/refresh/', { refresh: body.refresh })).status).toBe(200);
    await login(email, 'new-password-1');
  });
});

describe('GET /api/auth/me/countries/ and /localities/regions', () => {
  it('lists countries in the request language', async () => {
    const countries = (await (await call('/api/auth/me/countries/', { locale: 'ru' })).json()) as {
      code: string;
      name: string;
    }[];
    expect(countries[0]).toEqual({ id: expect.any(Number), code: 'MD', name: 'Молдова' });
  });

  it('lists regions with the delivery cities of spec 5, Chisinau first', async () => {
    const regions = (await (await call('/localities/regions', { locale: 'en' })).json()) as {
      name: string;
      cities: { id: number; name: string }[];
    }[];
    const cities = regions.flatMap((region) => region.cities.map((city) => city.name));
    expect(cities.slice(0, 2)).toEqual(['Chisinau', 'Balti']);
    for (const name of ['Basarabeasca', 'Briceni', 'Anenii Noi']) expect(cities).toContain(name);
    const ro = (await (await call('/localities/regions', { locale: 'ro' })).json()) as {
      cities: { name: string }[];
    }[];
    expect(ro[0]?.cities[0]?.name).toBe('Chișinău');
  });
});

describe('addresses', () => {
  let chisinau = 0;
  let balti = 0;
  beforeAll(async () => {
    const regions = (await (
      await kit.provider.request('/localities/regions', { locale: 'en' })
    ).json()) as { cities: { id: number; name: string }[] }[];
    const cities = regions.flatMap((region) => region.cities);
    chisinau = cities.find((city) => city.name === 'Chisinau')?.id ?? 0;
    balti = cities.find((city) => city.name === 'Balti')?.id ?? 0;
  });
  const address = () => ({
    delivery_type: 'delivery',
    city: chisinau,
    street: 'Strada Ștefan cel Mare',
    house: '12',
    apartment: '4',
    first_name: 'Ion',
    last_name: 'Popescu',
    phone: '+373 (691) 234-56',
    company: 'Fereastra SRL',
  });

  it('creates, lists, changes and deletes the user’s own address', async () => {
    const { access } = await signedIn();
    const created = await post('/api/auth/me/addresses/', address(), {
      token: access,
      locale: 'ro',
    });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({
      address_id: body.id,
      city: chisinau,
      city_name: 'Chișinău',
      country: 'MD',
      street: 'Strada Ștefan cel Mare',
      zip: null,
    });
    const list = await (await call('/api/auth/me/addresses/', { token: access })).json();
    expect(list).toHaveLength(1);
    const patched = await call(`/api/auth/me/addresses/${body.id}/`, {
      method: 'PATCH',
      token: access,
      json: { city: String(balti), apartment: '7' },
      locale: 'en',
    });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({
      city: balti,
      city_name: 'Balti',
      apartment: '7',
      street: 'Strada Ștefan cel Mare',
    });
    expect((await (await call('/api/auth/me/', { token: access })).json()).addresses).toHaveLength(
      1,
    );
    expect(
      (await call(`/api/auth/me/addresses/${body.id}/`, { method: 'DELETE', token: access }))
        .status,
    ).toBe(204);
    expect(await (await call('/api/auth/me/addresses/', { token: access })).json()).toEqual([]);
  });

  it('answers 404 for another user’s address and leaves it unchanged', async () => {
    const owner = await signedIn();
    const intruder = await signedIn();
    const { id } = await (
      await post('/api/auth/me/addresses/', address(), { token: owner.access })
    ).json();
    const patch = await call(`/api/auth/me/addresses/${id}/`, {
      method: 'PATCH',
      token: intruder.access,
      json: { street: 'Hacked' },
    });
    expect(patch.status).toBe(404);
    expect(
      (await call(`/api/auth/me/addresses/${id}/`, { method: 'DELETE', token: intruder.access }))
        .status,
    ).toBe(404);
    expect(
      await (await call('/api/auth/me/addresses/', { token: intruder.access })).json(),
    ).toEqual([]);
    const [kept] = await (await call('/api/auth/me/addresses/', { token: owner.access })).json();
    expect(kept.street).toBe('Strada Ștefan cel Mare');
    for (const bad of ['abc', '0', '-1', '99999999999', '1.5']) {
      expect(
        (await call(`/api/auth/me/addresses/${bad}/`, { method: 'DELETE', token: owner.access }))
          .status,
      ).toBe(404);
    }
  });

  it('validates the address and its city', async () => {
    const { access } = await signedIn();
    const missing = await post(
      '/api/auth/me/addresses/',
      { city: chisinau },
      { token: access, locale: 'en' },
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(await missing.json()).sort()).toEqual([
      'apartment',
      'first_name',
      'house',
      'last_name',
      'phone',
      'street',
    ]);
    const unknownCity = await post(
      '/api/auth/me/addresses/',
      { ...address(), city: 999_999 },
      { token: access, locale: 'en' },
    );
    expect(await unknownCity.json()).toEqual({ city: ['Enter a valid value'] });
  });

  it('needs a signed-in user', async () => {
    expect((await post('/api/auth/me/addresses/', address())).status).toBe(401);
    expect((await call('/api/auth/me/addresses/')).status).toBe(401);
    expect((await call('/api/auth/me/addresses/1/', { method: 'DELETE' })).status).toBe(401);
  });
});
