import Cookies from 'js-cookie';
import type { ApiError, UserProfile } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { closeModal } from '@/features/modals';
import { useAuthStore } from './auth-state';
import { documentLocale } from './document-locale';
import { callSession, endSession } from './session-call';
import { announceSignedOut, announceStarted } from './session-events';
import { SESSION_HINT_COOKIE } from './session-hint';
import { onRefreshFailed, refreshSession, setAccessToken, useTokenStore } from './token';

export const useIsAuth = () => useTokenStore((state) => state.accessToken !== null);

/** Spec 8: the last field error's value (or the detail) is what a failed login shows. */
export function lastFieldMessage(error: ApiError): string | null {
  if (error.detail) return error.detail;
  const fields = Object.values(error.fields ?? {});
  return fields.at(-1)?.at(-1) ?? null;
}

/** Spec 8: registration failures show the first message of the last error field. */
export function firstOfLastField(error: ApiError): string | null {
  if (error.detail) return error.detail;
  return Object.values(error.fields ?? {}).at(-1)?.[0] ?? null;
}

// react-query's part of the session: loaded only once someone signs in.
const profileQueries = () => import('./profile-query');

/** Signs the tab out and answers whose account it was; their profile, orders and addresses leave the cache. */
function signedOutLocally(): number | null {
  const { userId } = useAuthStore.getState();
  setAccessToken(null);
  useAuthStore.setState({ userId: null });
  closeModal('profile');
  if (userId !== null) void profileQueries().then(({ forgetAccount }) => forgetAccount(userId));
  return userId;
}

/** The profile the session or login answered becomes the profile query's data. */
export async function signedIn(user: UserProfile) {
  (await profileQueries()).seedProfile(user);
  useAuthStore.setState({ userId: user.id });
}

onRefreshFailed(() => {
  if (useAuthStore.getState().userId !== null) signedOutLocally();
});

/**
 * The API client loads when the profile is first asked for, not with the header's account island on
 * every page.
 */
export async function readProfile(locale: Locale = documentLocale()): Promise<UserProfile | null> {
  const { browserApi } = await import('@/lib/api/browser');
  const me = await browserApi(locale).auth.me();
  return me.ok ? me.data : null;
}

/**
 * Spec 4 'First load': the session route rotates the refresh cookie and answers the profile; then the
 * cart (which listens: features/cart/follow-session.ts) knows whose cart the header's badge reads.
 * Without the session hint cookie there is no refresh cookie to rotate, so no request is sent.
 */
export async function startSession(): Promise<void> {
  const session = Cookies.get(SESSION_HINT_COOKIE) ? await refreshSession() : null;
  const user = session?.access ? (session.user ?? (await readProfile())) : null;
  if (user) await signedIn(user);
  useAuthStore.setState({ starting: false });
  announceStarted(user !== null);
}

/** Spec 4: clears the access state and the refresh cookie, closes the profile, goes home, reloads the cart. */
export async function logout(locale: Locale, goHome: () => void): Promise<void> {
  await endSession(locale).catch(() => undefined);
  const userId = signedOutLocally();
  goHome();
  if (userId !== null) await announceSignedOut(locale, userId);
}

/** A password change answers new tokens; the session route keeps the refresh one out of scripts. */
export async function adoptTokens(locale: Locale, tokens: { access?: string; refresh?: string }) {
  if (tokens.access) setAccessToken(tokens.access);
  if (tokens.refresh) {
    const result = await callSession('refresh', { locale, body: { refresh: tokens.refresh } });
    if (result.ok && result.data.access) setAccessToken(result.data.access);
  }
}
