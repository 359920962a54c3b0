import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userProfile } from '@/tests/fixtures/account';
import { browserApi } from './browser';
import { browserCredentials, provideBrowserCredentials } from './browser-credentials';

const authorizations: (string | null)[] = [];
const server = setupServer(
  http.get('*/backend/api/auth/me/', ({ request }) => {
    const authorization = request.headers.get('Authorization');
    authorizations.push(authorization);
    return authorization === 'Bearer fresh'
      ? HttpResponse.json(userProfile)
      : HttpResponse.json({ detail: 'token_not_valid' }, { status: 401 });
  }),
);

const visitor = browserCredentials();
let refreshes = 0;
/** Credentials as the auth feature gives them: `token` held, `refresh` answering `next`. */
function signedIn(token: string | null, next: string | null) {
  let current = token;
  provideBrowserCredentials({
    token: async () => current,
    refresh: async () => {
      refreshes += 1;
      current = next;
      return next;
    },
  });
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  authorizations.length = 0;
  refreshes = 0;
  provideBrowserCredentials(visitor);
});
afterAll(() => server.close());

describe("the browser's one API client (ADR 51)", () => {
  it('is one client per locale, the anonymous one apart', () => {
    expect(browserApi('ro')).toBe(browserApi('ro'));
    expect(browserApi('ru')).not.toBe(browserApi('ro'));
    expect(browserApi('ro', { anonymous: true })).toBe(browserApi('ro', { anonymous: true }));
    expect(browserApi('ro', { anonymous: true })).not.toBe(browserApi('ro'));
  });

  it('sends the token the auth feature provides, read at each call', async () => {
    signedIn('fresh', null);
    expect(await browserApi('ro').auth.me()).toMatchObject({ ok: true, data: userProfile });
    expect(authorizations).toEqual(['Bearer fresh']);
  });

  it('refreshes an expired token on a 401 and retries once with the new one (spec 4)', async () => {
    signedIn('expired', 'fresh');
    expect(await browserApi('ro').auth.me()).toMatchObject({ ok: true, data: userProfile });
    expect(refreshes).toBe(1);
    expect(authorizations).toEqual(['Bearer expired', 'Bearer fresh']);
  });

  it('answers the 401 when the refresh fails, and does not retry', async () => {
    signedIn('expired', null);
    expect(await browserApi('ro').auth.me()).toMatchObject({
      ok: false,
      status: 401,
      error: { detail: 'token_not_valid' },
    });
    expect(refreshes).toBe(1);
    expect(authorizations).toEqual(['Bearer expired']);
  });

  it('neither refreshes nor retries a call that carried no token', async () => {
    expect(await browserApi('ro').auth.me()).toMatchObject({ ok: false, status: 401 });
    signedIn('expired', 'fresh');
    expect(await browserApi('ro', { anonymous: true }).auth.me()).toMatchObject({ status: 401 });
    expect(refreshes).toBe(0);
    expect(authorizations).toEqual([null, null]);
  });
});
