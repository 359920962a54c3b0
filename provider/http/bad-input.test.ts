import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests, orderRequests } from '../db/schema';
import { translate } from '../i18n';
import { createTestProvider, type TestProvider } from '../testing/harness';
import { createCustomer } from '../testing/hostile';

/**
 * Issue 26, "bad input never gives a 500": each request below answered 500 (the database refused
 * the value) or stored something other than what was sent, before the fix. Now each is a 400 with
 * the field at fault, and the usual security headers.
 */
const PHONE = '+373 (691) 234-56';
const TOO_BIG = 2_147_483_648;

describe('bad input at the edge (issue 26)', () => {
  let provider: TestProvider;
  let customer: Awaited<ReturnType<typeof createCustomer>>;
  let cartId: number;
  let type: { id: number; calculator_id: number };
  let client = 0;

  beforeAll(async () => {
    provider = await createTestProvider();
    customer = await createCustomer(provider, 'bad-input@example.md');
    cartId = ((await (await send('GET', '/api/calculator/cart/')).json()) as { id: number }).id;
    const calculators = (await (await send('GET', '/api/calculator/calculator-types')).json()) as {
      calculatorTypesItems: { id: number; calculator_id: number }[];
    }[];
    type = calculators[0]!.calculatorTypesItems[0]!;
  }, 180_000);
  afterAll(() => provider?.close());

  /** As the customer, from a new client address each time (no rate limit in the way). */
  function send(method: string, path: string, json?: unknown) {
    client += 1;
    return provider.request(path, {
      method,
      json,
      headers: {
        Authorization: `Bearer ${customer.token}`,
        'X-Forwarded-For': `10.26.${client >> 8}.${client & 255}`,
      },
    });
  }

  async function expectFieldError(response: Response, field: string) {
    const text = await response.text();
    expect(response.status, text).toBe(400);
    expect(Object.keys(JSON.parse(text) as object), text).toContain(field);
  }

  const orderRequest = (overrides: Record<string, unknown>) => ({
    client_name: 'Ana',
    client_phone: PHONE,
    calculator_id: type.calculator_id,
    calculator_type_id: type.id,
    ...overrides,
  });
  const address = {
    city: 0,
    street: 'Ștefan cel Mare',
    house: '1',
    apartment: '2',
    first_name: 'Ana',
    last_name: 'Rusu',
    phone: PHONE,
  };

  it('integers past int32 in query strings and JSON fields are a field error, not a database error', async () => {
    for (const value of [TOO_BIG, -2_147_483_649, 1e20, 4_294_967_296]) {
      await expectFieldError(await send('GET', `/accesories/?product=${value}`), 'product');
      await expectFieldError(
        await send(
          'POST',
          '/api/calculator/order-request/',
          orderRequest({ calculator_id: value, calculator_type_id: value }),
        ),
        'calculator_type_id',
      );
      await expectFieldError(
        await send('POST', '/api/calculator/internal-modules-section/', {
          data: { calculator_type_id: value },
        }),
        'data.calculator_type_id',
      );
      await expectFieldError(
        await send('POST', `/api/calculator/cart/${cartId}/items`, {
          data: { calculator_type_id: value },
        }),
        'data.calculator_type_id',
      );
      await expectFieldError(
        await send('POST', '/api/auth/me/addresses/', { ...address, city: value }),
        'city',
      );
      await expectFieldError(
        await send('POST', `/api/calculator/cart/${cartId}/set-payment-details`, {
          payment_method: value,
          use_bonuses: true,
          bonuses: 1,
        }),
        'payment_method',
      );
      await expectFieldError(
        await send('POST', `/api/calculator/cart/${cartId}/set-payment-details`, {
          payment_method: 1,
          use_bonuses: true,
          bonuses: value,
        }),
        'bonuses',
      );
      await expectFieldError(
        await send('GET', `/articles/items?parent_category=${value}`),
        'parent_category',
      );
    }
    // The largest int32 is a valid id that names nothing.
    expect((await send('GET', '/accesories/?product=2147483647')).status).toBe(404);
    expect(
      (
        await send(
          'POST',
          '/api/calculator/order-request/',
          orderRequest({ calculator_type_id: 2_147_483_647 }),
        )
      ).status,
    ).toBe(400);
  });

  it('a value of the wrong type is "enter a valid value", a missing one "required", in the body, the query and the calculator request', async () => {
    const messages = async (response: Response) => {
      expect(response.status).toBe(400);
      return (await response.json()) as Record<string, string[]>;
    };
    const invalid = [translate('ro', 'invalid_value')];
    const required = [translate('ro', 'required')];
    expect(await messages(await send('POST', '/feedbacks/contact_us/', { phone: 373 }))).toEqual({
      phone: invalid,
    });
    expect(await messages(await send('POST', '/feedbacks/contact_us/', { name: 'Ana' }))).toEqual({
      phone: required,
    });
    expect(
      await messages(
        await send(
          'POST',
          '/api/calculator/order-request/',
          orderRequest({ client_name: ['Ana'] }),
        ),
      ),
    ).toMatchObject({ client_name: invalid });
    expect(
      await messages(
        await send('POST', '/api/calculator/order-request/', {
          ...orderRequest({}),
          client_phone: undefined,
        }),
      ),
    ).toMatchObject({ client_phone: required });
  });

  it('ids past int32 in the path are refused like any other non-id', async () => {
    for (const path of [
      `/api/calculator/cart/${TOO_BIG}`,
      `/vacancies/${TOO_BIG}`,
      `/specialists/${TOO_BIG}/`,
      `/api/calculator/calculator-types/${TOO_BIG}`,
    ]) {
      expect((await send('GET', path)).status, path).toBe(400);
    }
    for (const path of [
      `/products/${TOO_BIG}/`,
      `/articles/items/${TOO_BIG}`,
      `/promos/${TOO_BIG}`,
      `/branches/${TOO_BIG}`,
    ]) {
      expect((await send('GET', path)).status, path).toBe(404);
    }
    expect((await send('DELETE', `/api/auth/me/addresses/${TOO_BIG}/`)).status).toBe(404);
  });

  it('a lone surrogate in a JSON string, value or key, is a field error and nothing is stored', async () => {
    const before = {
      orders: (await provider.db.select().from(orderRequests)).length,
      contacts: (await provider.db.select().from(contactRequests)).length,
    };
    for (const lone of ['\ud800', 'a\udc00b', '\udbff']) {
      await expectFieldError(
        await send('POST', '/api/calculator/order-request/', orderRequest({ client_name: lone })),
        'client_name',
      );
      await expectFieldError(
        await send(
          'POST',
          '/api/calculator/order-request/',
          orderRequest({ configuration: { features: { profile: lone } } }),
        ),
        'configuration.features.profile',
      );
      await expectFieldError(
        await send(
          'POST',
          '/api/calculator/order-request/',
          orderRequest({ configuration: { [lone]: 1 } }),
        ),
        'configuration',
      );
      await expectFieldError(
        await send('POST', '/feedbacks/contact_us/', { phone: PHONE, name: lone }),
        'name',
      );
      await expectFieldError(
        await send('POST', `/api/calculator/cart/${cartId}/set-user-details`, {
          email: 'ana@example.md',
          full_name: `Ana ${lone}`,
          phone: PHONE,
        }),
        'full_name',
      );
      await expectFieldError(
        await send('POST', `/api/calculator/cart/${cartId}/set-delivery`, {
          delivery_type: 'delivery',
          ...address,
          city: `Chișinău${lone}`,
        }),
        'city',
      );
      await expectFieldError(
        await send('POST', '/api/auth/me/addresses/', {
          ...address,
          city: customer.cityId,
          street: lone,
        }),
        'street',
      );
    }
    // A NUL in a key is refused like one in a value.
    await expectFieldError(
      await send(
        'POST',
        '/api/calculator/order-request/',
        orderRequest({ configuration: { 'a\u0000': 1 } }),
      ),
      'configuration',
    );
    expect((await provider.db.select().from(orderRequests)).length).toBe(before.orders);
    expect((await provider.db.select().from(contactRequests)).length).toBe(before.contacts);
    // A well-formed pair (an emoji) is plain text.
    expect(
      (await send('POST', '/feedbacks/contact_us/', { phone: PHONE, name: 'Ana 😀' })).status,
    ).toBe(201);
  });

  it('a malformed percent-encoding in the path or query string is a 400 with the security headers', async () => {
    for (const path of [
      '/%FF',
      '/products/%FF/',
      '/categories/%C0%AF/',
      '/pages/%E0%A4%A',
      `/api/calculator/cart/${cartId}/items/%FF`,
      '/api/auth/me/addresses/%ZZ/',
      '/search/?search=%FF',
      '/products/?category=%E0%A4%A',
    ]) {
      const response = await send('GET', path);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toHaveProperty('detail');
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'none'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    // Well-formed escapes still name what they encode.
    expect((await send('GET', `/search/?search=${encodeURIComponent('ușă 😀')}`)).status).toBe(200);
  });
});
