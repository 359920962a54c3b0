import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProvider } from '../testing/harness';

/** Issue 41: an answer that depends on who asks is never kept by a browser's or a proxy's cache. */
describe('Cache-Control of personal answers', () => {
  let provider: Awaited<ReturnType<typeof createTestProvider>>;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

  const registration = (email: string) => ({
    first_name: 'Ion',
    last_name: 'Popescu',
    email,
    phone: '+373 (691) 234-56',
    password: 'parola-sigura-1',
    re_password: 'parola-sigura-1',
    terms: true,
  });

  it("marks a guest's cart, read by its id, private and unstored", async () => {
    const created = await provider.request('/api/calculator/cart/');
    expect(created.headers.get('cache-control')).toBe('private, no-store');
    const { anonymous_id } = (await created.json()) as { anonymous_id: string };
    const again = await provider.request('/api/calculator/cart/', {
      headers: { 'X-Cart-Id': anonymous_id },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe('private, no-store');
  });

  it("marks a customer's profile and a login private and unstored", async () => {
    const email = `private-${Date.now()}@example.com`;
    await provider.request('/api/auth/register/', { method: 'POST', json: registration(email) });
    const login = await provider.request('/api/auth/jwt/create/', {
      method: 'POST',
      json: { email, password: 'parola-sigura-1' },
    });
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    const { access } = (await login.json()) as { access: string };
    const me = await provider.request('/api/auth/me/', {
      headers: { Authorization: `Bearer ${access}` },
    });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves public reads cacheable', async () => {
    const menu = await provider.request('/menu/links');
    expect(menu.status).toBe(200);
    expect(menu.headers.get('cache-control')).toBeNull();
  });
});
