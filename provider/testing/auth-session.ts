import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createTestProvider, type TestProvider } from './harness';

export type AuthCallInit = RequestInit & { json?: unknown; locale?: string; token?: string };

/**
 * A test file's provider with a fake clock and the steps of a customer's session (register, log
 * in), shared by the tests of the auth and account routes. Registers the file's hooks: one provider
 * for the file, and a client address of its own for each test, so the per-address limits of one
 * test do not leak into another.
 */
export function authTestKit() {
  let clock = new Date('2025-03-01T10:00:00Z');
  let provider: TestProvider | undefined;
  // From .101 up: the tests name addresses of their own in 203.0.113.0/24 below that.
  let ipCounter = 100;
  let ip = '';
  let emailCounter = 0;

  beforeAll(async () => {
    provider = await createTestProvider({ now: () => clock });
  });
  afterAll(() => provider?.close());
  beforeEach(() => {
    ip = `203.0.113.${++ipCounter}`;
  });

  const opened = (): TestProvider => {
    if (!provider) throw new Error('the provider opens in beforeAll');
    return provider;
  };
  const advance = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  const call = (path: string, { token, headers, ...init }: AuthCallInit = {}) => {
    const merged = new Headers(headers);
    if (!merged.has('x-forwarded-for')) merged.set('x-forwarded-for', ip);
    if (token) merged.set('authorization', `Bearer ${token}`);
    return opened().request(path, { ...init, headers: merged });
  };
  const post = (path: string, json: unknown, init: AuthCallInit = {}) =>
    call(path, { method: 'POST', json, ...init });
  const newEmail = () => `client${++emailCounter}@example.md`;
  const registration = (email: string, password = 'fereastra-2024') => ({
    first_name: 'Ion',
    last_name: 'Popescu',
    email,
    phone: '+373 (691) 234-56',
    password,
    re_password: password,
    terms: true,
  });
  async function register(email = newEmail(), password = 'fereastra-2024') {
    const response = await post('/api/auth/register/', registration(email, password));
    expect(response.status).toBe(201);
    return { email, password };
  }
  async function login(email: string, password = 'fereastra-2024') {
    const response = await post('/api/auth/jwt/create', { email, password });
    expect(response.status).toBe(200);
    return (await response.json()) as { access: string; refresh: string };
  }
  async function signedIn() {
    const account = await register();
    return { ...account, ...(await login(account.email)) };
  }

  return {
    get provider() {
      return opened();
    },
    advance,
    call,
    post,
    newEmail,
    registration,
    register,
    login,
    signedIn,
  };
}
