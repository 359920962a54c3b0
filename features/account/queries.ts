import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { accountKey, useAuthStore, withoutAddresses, type Profile } from '@/features/auth/client';
import type { AddressInput } from '@/lib/validation/auth';
import type { Locale } from '@/lib/i18n/locales';
import { browserApi } from '@/lib/api/browser';
import { dataOf } from '@/lib/query/failure';

// The profile dialog's server state (spec 2 'Profile dialog'), under the signed-in customer's key.

const ORDERS_PAGE = { page: 1, page_size: 50 };

const ordersQuery = (locale: Locale, userId: number | null) =>
  queryOptions({
    queryKey: [...accountKey(userId), 'orders', locale] as const,
    queryFn: async () => dataOf(await browserApi(locale).cart.orders(ORDERS_PAGE)).results,
    enabled: userId !== null,
  });

const addressesQuery = (locale: Locale, userId: number | null) =>
  queryOptions({
    queryKey: [...accountKey(userId), 'addresses'] as const,
    queryFn: async () => dataOf(await browserApi(locale).auth.addresses()),
    enabled: userId !== null,
  });

/** Spec 7 GET /localities/regions: the same for everyone, in the page's language. */
const regionsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['regions', locale] as const,
    queryFn: async () => dataOf(await browserApi(locale).auth.regions()),
    staleTime: Infinity,
  });

function useAccount() {
  return { locale: useLocale(), userId: useAuthStore((state) => state.userId) };
}

export function useOrders() {
  const { locale, userId } = useAccount();
  return useQuery(ordersQuery(locale, userId));
}

export function useAddresses() {
  const { locale, userId } = useAccount();
  return useQuery(addressesQuery(locale, userId));
}

export function useRegions() {
  return useQuery(regionsQuery(useLocale()));
}

/** Add, edit and delete an address; the list is read again after each. */
export function useAddressMutations() {
  const { locale, userId } = useAccount();
  const client = useQueryClient();
  const onSuccess = () =>
    client.invalidateQueries({ queryKey: addressesQuery(locale, userId).queryKey });
  const save = useMutation({
    mutationFn: async ({ id, values }: { id: number | null; values: AddressInput }) => {
      const api = browserApi(locale).auth;
      return dataOf(await (id === null ? api.addAddress(values) : api.updateAddress(id, values)));
    },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => dataOf(await browserApi(locale).auth.deleteAddress(id)),
    onSuccess,
  });
  return { save, remove };
}

/** PATCH /api/auth/me/ (spec 7): its answer is the new profile, plus new tokens after a password change. */
export function useProfileUpdate() {
  const { locale, userId } = useAccount();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: Record<string, string>) =>
      dataOf(await browserApi(locale).auth.updateMe(changes)),
    onSuccess: ({ access: _access, refresh: _refresh, ...profile }) =>
      client.setQueryData<Profile>([...accountKey(userId), 'profile'], withoutAddresses(profile)),
  });
}
