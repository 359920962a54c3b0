import { useMutation } from '@tanstack/react-query';
import { closeModal } from '@/features/modals';
import type { UserProfile } from '@/lib/api';
import { errorOf } from '@/lib/api/http';
import type { Locale } from '@/lib/i18n/locales';
import { queryClient } from '@/lib/query/client';
import { ApiFailure } from '@/lib/query/failure';
import type { LoginInput } from '@/lib/validation/auth';
import { callSession } from './session-call';
import { prepareSignIn } from './session-events';
import { readProfile, signedIn } from './store';
import { setAccessToken } from './token';

/**
 * Spec 4 'Auth': the session route turns the credentials into an in-memory access token (and an
 * httpOnly refresh cookie); then the profile, and the offline cart merged into the customer's.
 * A refused login fails with the route's error (spec 8: its last field error is shown).
 */
async function logIn(locale: Locale, credentials: LoginInput): Promise<UserProfile | null> {
  // The cart listens (features/cart/follow-session.ts): it reads the guest's cart now, to merge it.
  const signIn = await prepareSignIn(locale);
  const result = await callSession('login', { locale, body: credentials });
  if (!result.ok) throw new ApiFailure(result.status, errorOf(result.body));
  setAccessToken(result.data.access);
  const user = result.data.user ?? (await readProfile(locale));
  if (user) {
    await signIn.beforeSwitch(user.id);
    await signedIn(user);
    signIn.afterSwitch();
  }
  return user;
}

/**
 * The login form's mutation: its `isPending` is the login's preloader and its `error` what the form
 * shows (spec 4 'Cart': loading flags for the login submit); success closes the login modal. The
 * state is the form's own, so a modal opened anew starts without the last error.
 */
export function useLogin(locale: Locale) {
  return useMutation<UserProfile | null, Error, LoginInput>(
    {
      mutationFn: (credentials) => logIn(locale, credentials),
      onSuccess: () => closeModal('auth'),
    },
    queryClient(),
  );
}
