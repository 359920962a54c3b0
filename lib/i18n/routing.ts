import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';
import { localizedSlugs } from './slugs';

const localized = (page: keyof typeof localizedSlugs, rest = '') =>
  Object.fromEntries(
    Object.entries(localizedSlugs[page]).map(([locale, slug]) => [locale, `/${slug}${rest}`]),
  ) as Record<(typeof locales)[number], string>;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Spec 9: browser detection is off; the cookie would be a second, hidden form of detection.
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/about': localized('about'),
    '/blog': '/blog',
    '/blog/[id]': '/blog/[id]',
    '/calculators': '/calculators',
    '/calculators/[category]': '/calculators/[category]',
    '/calculators/[category]/[subcategory]': '/calculators/[category]/[subcategory]',
    '/cart': localized('cart'),
    '/contacts': localized('contacts'),
    '/contacts/[slug]': localized('contacts', '/[slug]'),
    '/dealers': '/dealers',
    '/info/[slug]': '/info/[slug]',
    '/product/[product]': '/product/[product]',
    '/promos': localized('promos'),
    '/promos/[id]': localized('promos', '/[id]'),
    '/search': '/search',
    '/vacancies': localized('vacancies'),
    '/works': localized('works'),
    '/[category]': '/[category]',
    '/[category]/[subcategory]': '/[category]/[subcategory]',
    // Pages no visitor reaches from a menu, named so every link of the shop is a typed one.
    '/add-to-cart': '/add-to-cart',
    '/reset-password': '/reset-password',
    '/seo-preview': '/seo-preview',
    '/seo-preview/report': '/seo-preview/report',
    '/seo-preview/snapshot': '/seo-preview/snapshot',
    '/staff': '/staff',
    '/staff/leads': '/staff/leads',
    '/staff/orders': '/staff/orders',
    '/staff/orders/[nr]': '/staff/orders/[nr]',
    '/staff/subscribers': '/staff/subscribers',
    '/staff/vitals': '/staff/vitals',
    // The not-found page of app/[locale]/[...rest]: a provider's link that names no other page.
    '/[...rest]': '/[...rest]',
  },
});

export type AppPathname = keyof typeof routing.pathnames;
