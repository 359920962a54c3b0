import { QueryClient } from '@tanstack/react-query';
import { retryOnceAfterRecovery } from './retry';

/** The cart and the account change only through this tab's own calls: no refetch on focus or reconnect. */
const STALE_MS = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryOnceAfterRecovery,
        retryDelay: 0,
        staleTime: STALE_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: retryOnceAfterRecovery, retryDelay: 0 },
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
