import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { UserProfile } from '@/lib/api';
import { browserApi } from '@/lib/api/browser';
import type { Locale } from '@/lib/i18n/locales';
import { queryClient } from '@/lib/query/client';
import { dataOf } from '@/lib/query/failure';
import { useAuthStore } from './auth-state';

/** Everything of one signed-in customer sits under `['account', userId]`; signing out drops it. */
export const accountKey = (userId: number | null) => ['account', userId] as const;

const profileKey = (userId: number | null) => [...accountKey(userId), 'profile'] as const;

/**
 * The profile as the tab keeps it: without its addresses, which are the addresses query's
 * (features/account/queries.ts), the one list the profile dialog edits and the checkout offers.
 */
export type Profile = Omit<UserProfile, 'addresses'>;

export const withoutAddresses = ({ addresses: _addresses, ...profile }: UserProfile): Profile =>
  profile;

export const profileQuery = (locale: Locale, userId: number | null) =>
  queryOptions({
    queryKey: profileKey(userId),
    queryFn: async () => withoutAddresses(dataOf(await browserApi(locale).auth.me())),
    enabled: userId !== null,
  });

/** The signed-in customer's profile (spec 3 'Auth state' user), or null for a visitor. */
export function useUser(): Profile | null {
  const locale = useLocale();
  const userId = useAuthStore((state) => state.userId);
  return useQuery(profileQuery(locale, userId)).data ?? null;
}

/** The session route and the login answer the profile: it is the query's data, not fetched again. */
export function seedProfile(user: UserProfile) {
  queryClient().setQueryData<Profile>(profileKey(user.id), withoutAddresses(user));
}

/** Forgets everything a signed-in customer had in this tab (profile, addresses, orders, cart). */
export function forgetAccount(userId: number) {
  queryClient().removeQueries({ queryKey: accountKey(userId) });
}
