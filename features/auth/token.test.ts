import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserApi } from '@/lib/api/browser';
import { userProfile } from '@/tests/fixtures/account';
import { callSession } from './session-call';
import { getAccessToken, onRefreshFailed, refreshSession, setAccessToken } from './token';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setAccessToken(null);
});
afterAll(() => server.close());

/** A /session/refresh that answers when the test lets it, counting its calls. */
function heldRefresh(answer: () => Response) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const calls = { count: 0 };
  server.use(
    http.post('*/session/refresh', async () => {
      calls.count += 1;
      await released;
      return answer();
    }),
  );
  return { release, calls };
}

describe('the session routes in the browser (spec 4)', () => {
  it('shares one refresh among concurrent callers: the refresh token rotates', async () => {
    const { release, calls } = heldRefresh(() =>
      HttpResponse.json({ access: 'fresh', user: userProfile }),
    );
    const both = Promise.all([refreshSession(), refreshSession()]);
    release();
    expect(await both).toEqual([
      { access: 'fresh', user: userProfile },
      { access: 'fresh', user: userProfile },
    ]);
    expect(calls.count).toBe(1);
    expect(getAccessToken()).toBe('fresh');
  });

  it('signs out when the refresh answers no session, and tells the listeners', async () => {
    setAccessToken('old');
    const failed = vi.fn();
    const stop = onRefreshFailed(failed);
    server.use(
      http.post('*/session/refresh', () => HttpResponse.json({ access: null, user: null })),
    );
    expect(await refreshSession()).toEqual({ access: null, user: null });
    stop();
    expect(getAccessToken()).toBeNull();
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('keeps the token when the refresh cannot be sent (a network failure)', async () => {
    setAccessToken('kept');
    server.use(http.post('*/session/refresh', () => HttpResponse.error()));
    expect(await refreshSession()).toEqual({ access: 'kept', user: null });
    expect(getAccessToken()).toBe('kept');
  });

  it('an API call waits for a refresh in flight and sends the new token', async () => {
    setAccessToken('old');
    const { release } = heldRefresh(() => HttpResponse.json({ access: 'fresh', user: null }));
    const sent: (string | null)[] = [];
    server.use(
      http.get('*/backend/api/auth/me/', ({ request }) => {
        sent.push(request.headers.get('Authorization'));
        return HttpResponse.json(userProfile);
      }),
    );
    const refreshing = refreshSession();
    const me = browserApi('ro').auth.me();
    release();
    await refreshing;
    expect(await me).toMatchObject({ ok: true });
    expect(sent).toEqual(['Bearer fresh']);
  });

  it("a failed login answers the route's status and body; a 2xx that is not JSON breaks the contract", async () => {
    server.use(
      http.post('*/en/session/login', () =>
        HttpResponse.json({ password: ['Wrong'] }, { status: 400 }),
      ),
      http.post('*/session/login', () => new HttpResponse('<html>', { status: 200 })),
    );
    const body = { email: 'a@example.com', password: 'x' };
    expect(await callSession('login', { locale: 'en', body })).toEqual({
      ok: false,
      status: 400,
      body: { password: ['Wrong'] },
    });
    expect(await callSession('login', { locale: 'ro', body })).toEqual({
      ok: false,
      status: 502,
      body: null,
    });
  });
});
