'use client';

import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import type { CalculatorConfiguration } from '@/lib/api';
import { getPathname } from '@/lib/i18n/navigation';
import type { ProductToAdd } from './mutations';

// The cart's code (react-query, cookies, auth) loads on the first add, not with the calculator.
const mutations = () => import('./mutations');

/**
 * Add-to-cart for client components. Configured adds and edits go to the cart page afterwards
 * (spec 4); a product add stays on the page and only refreshes the badge.
 */
export function useCartActions() {
  const router = useRouter();
  const locale = useLocale();
  return useMemo(() => {
    const toCart = () => router.push(getPathname({ locale, href: '/cart' }));
    return {
      addProduct: async (product: ProductToAdd) =>
        (await mutations()).addProductToCart(locale, product),
      addConfigured: async (configuration: CalculatorConfiguration, quantity = 1) => {
        const cart = await (await mutations()).addConfiguredToCart(locale, configuration, quantity);
        toCart();
        return cart;
      },
      updateConfigured: async (itemId: number, configuration: CalculatorConfiguration) => {
        const cart = await (await mutations()).updateConfiguredItem(locale, itemId, configuration);
        toCart();
        return cart;
      },
    };
  }, [router, locale]);
}
