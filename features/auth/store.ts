import Cookies from 'js-cookie';
import type { ApiError, UserProfile } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { closeModal, onModalOpen, openModal } from '@/features/modals';
import { useAuthStore } from './auth-state';
import { documentLocale } from './document-locale';
import { announceSignedOut, announceStarted, prepareSignIn } from './session-events';
import { SESSION_HINT_COOKIE } from './session-hint';
import {
  onRefreshFailed,
  refreshSession,
  sessionPath,
  setAccessToken,
  useTokenStore,
} from './token';

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

async function postSession(
  path: string,
  body?: unknown,
): Promise<{ ok: boolean; status: number; data: Record<string, unknown> | null }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data =
    response.status === 204
      ? null
      : ((await response.json().catch(() => null)) as Record<string, unknown> | null);
  return { ok: response.ok, status: response.status, data };
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
async function signedIn(user: UserProfile) {
  (await profileQueries()).seedProfile(user);
  useAuthStore.setState({ userId: user.id });
}

onRefreshFailed(() => {
  if (useAuthStore.getState().userId !== null) signedOutLocally();
});
onModalOpen(() => useAuthStore.setState({ errorLogin: null }));

/**
 * The API client (with every answer schema and zod) loads when the profile is first asked for, not
 * with the header's account island on every page.
 */
async function profile(): Promise<UserProfile | null> {
  const { clientApi } = await import('./client-api');
  const me = await clientApi(documentLocale()).auth.me();
  return me.ok ? me.data : null;
}

/**
 * Spec 4 'First load': the session route rotates the refresh cookie and answers the profile; then the
 * cart (which listens: features/cart/follow-session.ts) knows whose cart the header's badge reads.
 * Without the session hint cookie there is no refresh cookie to rotate, so no request is sent.
 */
export async function startSession(): Promise<void> {
  const session = Cookies.get(SESSION_HINT_COOKIE) ? await refreshSession() : null;
  const access = session?.access ?? null;
  const user = access ? ((session?.user as UserProfile | null) ?? (await profile())) : null;
  if (user) await signedIn(user);
  useAuthStore.setState({ starting: false });
  announceStarted(user !== null);
}

/** Spec 4 'Auth': token, user, the offline cart merged into the user's cart (the cart listens), modal closed. */
export async function login(
  locale: Locale,
  credentials: { email: string; password: string },
  then?: 'profile',
): Promise<boolean> {
  useAuthStore.setState({ isPreloaderAuth: true, errorLogin: null });
  try {
    const signIn = await prepareSignIn(locale);
    const result = await postSession(sessionPath('login', locale), credentials);
    const access = typeof result.data?.access === 'string' ? result.data.access : null;
    if (!result.ok || !access) {
      const fields = Object.fromEntries(
        Object.entries(result.data ?? {})
          .filter(([key]) => key !== 'detail')
          .map(([key, value]) => [key, [value].flat().map(String)]),
      );
      const detail = typeof result.data?.detail === 'string' ? result.data.detail : undefined;
      useAuthStore.setState({ errorLogin: lastFieldMessage({ detail, fields }) ?? 'Error' });
      return false;
    }
    setAccessToken(access);
    const user = (result.data?.user as UserProfile | null) ?? (await profile());
    if (user) {
      await signIn.beforeSwitch(user.id);
      await signedIn(user);
      signIn.afterSwitch();
    }
    closeModal('auth');
    if (then) openModal(then);
    return true;
  } finally {
    useAuthStore.setState({ isPreloaderAuth: false });
  }
}

/** Spec 4: clears the access state and the refresh cookie, closes the profile, goes home, reloads the cart. */
export async function logout(locale: Locale, goHome: () => void): Promise<void> {
  await postSession(sessionPath('logout', locale)).catch(() => undefined);
  const userId = signedOutLocally();
  goHome();
  if (userId !== null) await announceSignedOut(locale, userId);
}

/** A password change answers new tokens; the session route keeps the refresh one out of scripts. */
export async function adoptTokens(locale: Locale, tokens: { access?: string; refresh?: string }) {
  if (tokens.access) setAccessToken(tokens.access);
  if (tokens.refresh) {
    const result = await postSession(sessionPath('refresh', locale), { refresh: tokens.refresh });
    if (typeof result.data?.access === 'string') setAccessToken(result.data.access);
  }
}
