import { create } from 'zustand';

/**
 * The access token lives only in memory (never storage or a readable cookie); the refresh token is
 * an httpOnly cookie that only the storefront's /session/* route handlers touch.
 */
interface TokenState {
  accessToken: string | null;
}

export const useTokenStore = create<TokenState>()(() => ({ accessToken: null }));

export const getAccessToken = () => useTokenStore.getState().accessToken;

export function setAccessToken(token: string | null) {
  useTokenStore.setState({ accessToken: token });
}

export const useIsSignedIn = () => useTokenStore((state) => state.accessToken !== null);

/** The session route handlers; the locale prefix picks the language of the provider's messages. */
export function sessionPath(action: 'login' | 'refresh' | 'logout', locale?: string): string {
  return locale && locale !== 'ro' ? `/${locale}/session/${action}` : `/session/${action}`;
}

type RefreshListener = () => void;
const failedRefreshListeners = new Set<RefreshListener>();

/** The auth store signs out on a failed refresh (spec 4); the token layer knows nothing of users. */
export function onRefreshFailed(listener: RefreshListener): () => void {
  failedRefreshListeners.add(listener);
  return () => failedRefreshListeners.delete(listener);
}

/** What /session/refresh answers: the new access token and the profile it read (spec 4 'First load'). */
export interface RefreshedSession {
  access: string | null;
  user: unknown;
}

let refreshing: Promise<RefreshedSession> | null = null;

/** One refresh at a time: concurrent 401s share it, because the refresh token rotates. */
export function refreshSession(): Promise<RefreshedSession> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(sessionPath('refresh'), {
        method: 'POST',
        credentials: 'same-origin',
      });
      const body = (await response.json().catch(() => null)) as {
        access?: unknown;
        user?: unknown;
      } | null;
      const access = response.ok && typeof body?.access === 'string' ? body.access : null;
      setAccessToken(access);
      if (!access) failedRefreshListeners.forEach((listener) => listener());
      return { access, user: access ? body?.user : null };
    } catch {
      return { access: getAccessToken(), user: null };
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export const refreshAccessToken = (): Promise<string | null> =>
  refreshSession().then((session) => session.access);
