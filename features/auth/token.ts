import { create } from 'zustand';
import { provideBrowserCredentials } from '@/lib/api/browser-credentials';
import type { Session } from '@/lib/api/types/session';
import { callSession } from './session-call';

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

type RefreshListener = () => void;
const failedRefreshListeners = new Set<RefreshListener>();

/** The auth store signs out on a failed refresh (spec 4); the token layer knows nothing of users. */
export function onRefreshFailed(listener: RefreshListener): () => void {
  failedRefreshListeners.add(listener);
  return () => failedRefreshListeners.delete(listener);
}

let refreshing: Promise<Session> | null = null;

/**
 * One refresh at a time: concurrent 401s share it, because the refresh token rotates. A network
 * failure keeps the token (the next call may get through); any other failure signs out.
 */
export function refreshSession(): Promise<Session> {
  refreshing ??= (async () => {
    try {
      const result = await callSession('refresh');
      const session = result.ok && result.data.access ? result.data : { access: null, user: null };
      setAccessToken(session.access);
      if (!session.access) failedRefreshListeners.forEach((listener) => listener());
      return session;
    } catch {
      return { access: getAccessToken(), user: null };
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

// The browser's API client (lib/api/browser.ts) sends this token, after a refresh in flight, and
// refreshes it on a 401 (spec 4): one policy for every call.
provideBrowserCredentials({
  token: async () => {
    if (refreshing) await refreshing;
    return getAccessToken();
  },
  refresh: () => refreshSession().then((session) => session.access),
});
