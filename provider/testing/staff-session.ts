import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { addStaffUser } from '../domain/staff';
import { addTestBlind, createTestProvider, type TestProvider } from './harness';

export const STAFF_PASSWORD = 'staff-password-2026';

/**
 * A test file's provider with a fake clock, one product of its own to order, and the steps of a
 * staff member's day (sign in, call the console, place the order to handle), shared by the tests of
 * the staff routes. Registers the file's hooks.
 */
export function staffTestKit() {
  let clock = new Date('2026-05-04T09:00:00Z');
  let provider: TestProvider | undefined;
  let productId = 0;

  const opened = (): TestProvider => {
    if (!provider) throw new Error('the provider opens in beforeAll');
    return provider;
  };
  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };

  async function staffMember(
    role: 'manager' | 'marketing' | 'admin',
    options: { totp?: boolean } = {},
  ) {
    const email = `${role}-${randomBytes(4).toString('hex')}@shop.md`;
    const added = await addStaffUser(opened().db, {
      email,
      role,
      password: STAFF_PASSWORD,
      name: `${role[0]!.toUpperCase()}${role.slice(1)} Person`,
      requireTotp: options.totp,
    });
    if (!added.ok) throw new Error(added.error);
    return { email, otpauth: added.otpauthUri };
  }

  const signIn = (email: string, password = STAFF_PASSWORD, ip = '192.0.2.10', code?: string) =>
    opened().request('/api/staff/session/', {
      method: 'POST',
      json: { email, password, ...(code ? { code } : {}) },
      clientAddress: ip,
      locale: 'en',
    });

  /** The cookie header a browser would send back after this sign-in. */
  function cookieOf(response: Response): string {
    const set = response.headers.get('set-cookie') ?? '';
    const pair = set.split(';')[0]!;
    expect(pair).toMatch(/^staff_session=.+/);
    return pair;
  }

  async function session(role: 'manager' | 'marketing' | 'admin') {
    const { email } = await staffMember(role);
    const response = await signIn(email);
    expect(response.status).toBe(200);
    return cookieOf(response);
  }

  const asStaff = (
    cookie: string,
    requestPath: string,
    init: RequestInit & { json?: unknown } = {},
  ) =>
    opened().request(requestPath, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie },
      locale: 'en',
    });

  /** Places an order as a guest (or a signed-in customer) and answers its number and id. */
  async function placeOrder(
    method: 1 | 2,
    token?: string,
    phone = '+373 (691) 234-56',
    configured?: Record<string, unknown>,
  ) {
    const visitor = token ? null : randomBytes(24).toString('base64url');
    const headers: Record<string, string> = {};
    if (visitor) headers['X-Cart-Id'] = visitor;
    if (token) headers.Authorization = `Bearer ${token}`;
    const call = (requestPath: string, json?: unknown) =>
      opened().request(`/api/calculator${requestPath}`, {
        method: json === undefined ? 'GET' : 'POST',
        json,
        headers,
        locale: 'ro',
      });
    const cart = (await (await call('/cart/')).json()) as { id: number };
    if (configured) await call(`/cart/${cart.id}/items/`, { data: configured, quantity: 1 });
    else await call(`/cart/${cart.id}/items/add-product/`, { product_id: productId, quantity: 1 });
    await call(`/cart/${cart.id}/set-user-details/`, {
      email: 'ana@example.md',
      full_name: 'Ana Rusu',
      phone,
    });
    await call(`/cart/${cart.id}/set-delivery/`, { delivery_type: 'pickup' });
    await call(`/cart/${cart.id}/set-payment-details/`, { payment_method: method });
    const body = (await (await call(`/cart/${cart.id}/create-order/`, {})).json()) as {
      order: { id: number; nr: string };
      payment_data: { result: { payUrl: string } } | null;
    };
    const pay = body.payment_data
      ? new URL(body.payment_data.result.payUrl).pathname.replace(/^\/backend/, '')
      : null;
    return { id: body.order.id, nr: body.order.nr, pay };
  }

  const move = (cookie: string, nr: string, status: string, reason?: string) =>
    asStaff(cookie, `/api/staff/orders/${nr}/status/`, {
      method: 'POST',
      json: { status, ...(reason ? { reason } : {}) },
    });

  beforeAll(async () => {
    provider = await createTestProvider({ now: () => clock });
    productId = await addTestBlind(opened().db, 'staff-test-blind');
  });
  afterAll(() => provider?.close());

  return {
    get provider() {
      return opened();
    },
    /** The fake clock's current time. */
    get clock() {
      return clock;
    },
    advance,
    staffMember,
    signIn,
    cookieOf,
    session,
    asStaff,
    placeOrder,
    move,
  };
}
