'use client';

import type { ComponentProps } from 'react';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';

/**
 * One link per language to the same page in it (spec 2 'Switching locale'), the current one marked:
 * the header's dropdown, the burger's first-paint list and the drawer.
 */
export function LocaleLinks({
  hrefFor,
  current,
  itemClassName,
  ...list
}: {
  hrefFor: (locale: Locale) => string;
  current: Locale;
  itemClassName?: string;
} & Pick<ComponentProps<'ul'>, 'id' | 'className' | 'hidden'>) {
  return (
    <ul {...list}>
      {locales.map((locale) => (
        <li key={locale}>
          <a
            href={hrefFor(locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            className={itemClassName}
          >
            {localeNames[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
