'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient, queryClient } from './client';

/**
 * Server state's provider, mounted by the islands that read it (cart page, live cart badge, profile,
 * specialists) instead of around every page: public pages of a visitor without a cart or a session
 * load none of react-query. They all hand down the page's one client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // A server render gets a client of its own: one visitor's cart never reaches another's page.
  const [client] = useState(() =>
    typeof window === 'undefined' ? createQueryClient() : queryClient(),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
