import { QueryClient } from '@tanstack/react-query';

/** The cart and the account change only through this tab's own calls: no refetch on focus or reconnect. */
const STALE_MS = 60_000;

/**
 * No retries of react-query's own: a call's one retry after a 401 is the API client's
 * (lib/api/http.ts), and the cart's after a refused cart is the cart's (features/cart, ADR 51).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: STALE_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The page's one client: the header's cart badge, the cart page, the profile and the specialists
 * finder share its cache although each mounts its own provider (lib/query/provider.tsx).
 */
export function queryClient(): QueryClient {
  browserClient ??= createQueryClient();
  return browserClient;
}
