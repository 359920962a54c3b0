'use client';

import { useLocale } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import type { CalculatorConfiguration } from '@/lib/api';
import { localeHref } from '@/lib/i18n/slugs';
import type { Locale } from '@/lib/i18n/locales';
import { addConfiguredToCart, addProductToCart, updateConfiguredItem, type ProductToAdd } from './session';

/**
 * Add-to-cart for client components. Configured adds and edits go to the cart page afterwards
 * (spec 4); a product add stays on the page and only refreshes the badge.
 */
export function useCartActions() {
  const router = useRouter();
  const locale = useLocale() as Locale;
  return useMemo(() => {
    const toCart = () => router.push(localeHref(locale, '/cart'));
    return {
      addProduct: (product: ProductToAdd) => addProductToCart(product),
      addConfigured: async (configuration: CalculatorConfiguration, quantity = 1) => {
        const cart = await addConfiguredToCart(configuration, quantity);
        toCart();
        return cart;
      },
      updateConfigured: async (itemId: number, configuration: CalculatorConfiguration) => {
        const cart = await updateConfiguredItem(itemId, configuration);
        toCart();
        return cart;
      },
    };
  }, [router, locale]);
}
