import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { UserProfile } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { queryClient } from '@/lib/query/client';
import { authorizedCall } from './query-call';
import { useAuthStore } from './auth-state';

/** Everything of one signed-in customer sits under `['account', userId]`; signing out drops it. */
export const accountKey = (userId: number | null) => ['account', userId] as const;

const profileKey = (userId: number | null) => [...accountKey(userId), 'profile'] as const;

export const profileQuery = (locale: Locale, userId: number | null) =>
  queryOptions({
    queryKey: profileKey(userId),
    queryFn: () => authorizedCall(locale, (api) => api.auth.me()),
    enabled: userId !== null,
  });

/** The signed-in customer's profile (spec 3 'Auth state' user), or null for a visitor. */
export function useUser(): UserProfile | null {
  const locale = useLocale();
  const userId = useAuthStore((state) => state.userId);
  return useQuery(profileQuery(locale, userId)).data ?? null;
}

/** The session route and the login answer the profile: it is the query's data, not fetched again. */
export function seedProfile(user: UserProfile) {
  queryClient().setQueryData<UserProfile>(profileKey(user.id), user);
}

/** Forgets everything a signed-in customer had in this tab (profile, addresses, orders, cart). */
export function forgetAccount(userId: number) {
  queryClient().removeQueries({ queryKey: accountKey(userId) });
}
