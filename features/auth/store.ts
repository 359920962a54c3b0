import Cookies from 'js-cookie';
import { create } from 'zustand';
import type { ApiError, Cart, UserProfile } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { cartSession, forgetOfflineCart, offlineCartId, publishCart } from '@/features/cart';
import { closeModal, onModalOpen, openModal } from '@/features/modals';
import { clientApi, documentLocale } from './client-api';
import { SESSION_HINT_COOKIE } from './session-hint';
import { getAccessToken, onRefreshFailed, refreshSession, sessionPath, setAccessToken, useTokenStore } from './token';

/** Spec 3 'Auth state', minus the tokens (token.ts keeps the access token; the refresh one is httpOnly). */
interface AuthState {
  user: UserProfile | null;
  /** True until the first session check ends, so the cabinet button knows what to open. */
  starting: boolean;
  isPreloaderAuth: boolean;
  errorLogin: string | null;
}

export const useAuthStore = create<AuthState>()(() => ({ user: null, starting: true, isPreloaderAuth: false, errorLogin: null }));

export const useUser = () => useAuthStore((state) => state.user);
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

async function postSession(path: string, body?: unknown): Promise<{ ok: boolean; status: number; data: Record<string, unknown> | null }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = response.status === 204 ? null : ((await response.json().catch(() => null)) as Record<string, unknown> | null);
  return { ok: response.ok, status: response.status, data };
}

function signedOutLocally() {
  setAccessToken(null);
  useAuthStore.setState({ user: null });
  closeModal('profile');
}

onRefreshFailed(() => {
  if (useAuthStore.getState().user) signedOutLocally();
});
onModalOpen(() => useAuthStore.setState({ errorLogin: null }));

async function profile(): Promise<UserProfile | null> {
  const me = await clientApi(documentLocale()).auth.me();
  return me.ok ? me.data : null;
}

/**
 * Spec 4 'First load': the session route rotates the refresh cookie and answers the profile; then the
 * cart. Without the session hint cookie there is no refresh cookie to rotate, so no request is sent.
 * A visitor with neither a session nor a cart id has no cart yet, and the badge already shows 0: the
 * provider would create an empty cart for every such page view (a crawler would leave one per page),
 * so the first add creates it instead (cartSession.change).
 */
export async function startSession(): Promise<void> {
  const session = Cookies.get(SESSION_HINT_COOKIE) ? await refreshSession() : null;
  const access = session?.access ?? null;
  if (access) useAuthStore.setState({ user: session?.user ? (session.user as UserProfile) : await profile() });
  useAuthStore.setState({ starting: false });
  if (access || offlineCartId()) await cartSession.reload().catch(() => undefined);
}

/** The visitor's anonymous cart, read before the token exists so the merge can name it. */
async function anonymousCart(locale: Locale): Promise<Cart | null> {
  const current = cartSession.current;
  if (current && !getAccessToken()) return current;
  const id = offlineCartId();
  if (!id) return null;
  const result = await clientApi(locale).cart.cart(id);
  return result.ok ? result.data : null;
}

/** Spec 4 'Auth': token, user, the offline cart merged into the user's cart, modal closed. */
export async function login(locale: Locale, credentials: { email: string; password: string }, then?: 'profile'): Promise<boolean> {
  useAuthStore.setState({ isPreloaderAuth: true, errorLogin: null });
  try {
    const offline = await anonymousCart(locale);
    const result = await postSession(sessionPath('login', locale), credentials);
    const access = typeof result.data?.access === 'string' ? result.data.access : null;
    if (!result.ok || !access) {
      const fields = Object.fromEntries(Object.entries(result.data ?? {}).filter(([key]) => key !== 'detail').map(([key, value]) => [key, [value].flat().map(String)]));
      const detail = typeof result.data?.detail === 'string' ? result.data.detail : undefined;
      useAuthStore.setState({ errorLogin: lastFieldMessage({ detail, fields }) ?? 'Error' });
      return false;
    }
    setAccessToken(access);
    useAuthStore.setState({ user: (result.data?.user as UserProfile | null) ?? null });
    await mergeIntoUserCart(locale, offline);
    closeModal('auth');
    if (then) openModal(then);
    return true;
  } finally {
    useAuthStore.setState({ isPreloaderAuth: false });
  }
}

async function mergeIntoUserCart(locale: Locale, offline: Cart | null) {
  const api = clientApi(locale);
  const mine = await api.cart.cart(null);
  if (!mine.ok) return;
  let cart = mine.data;
  if (offline && offline.id !== cart.id && offline.items.length) {
    const merged = await api.cart.merge(cart.id, offline.id, offline.anonymous_id);
    if (merged.ok) cart = merged.data;
  }
  forgetOfflineCart();
  publishCart(cart);
}

/** Spec 4: clears the access state and the refresh cookie, closes the profile, goes home, reloads the cart. */
export async function logout(locale: Locale, goHome: () => void): Promise<void> {
  await postSession(sessionPath('logout', locale)).catch(() => undefined);
  signedOutLocally();
  cartSession.reset();
  goHome();
  await cartSession.reload().catch(() => undefined);
}

/** A password change answers new tokens; the session route keeps the refresh one out of scripts. */
export async function adoptTokens(locale: Locale, tokens: { access?: string; refresh?: string }) {
  if (tokens.access) setAccessToken(tokens.access);
  if (tokens.refresh) {
    const result = await postSession(sessionPath('refresh', locale), { refresh: tokens.refresh });
    if (typeof result.data?.access === 'string') setAccessToken(result.data.access);
  }
}

export function setUser(user: UserProfile | null) {
  useAuthStore.setState({ user });
}
