'use client';

import { localeNames, locales, type Locale } from '@/lib/i18n/locales';

/** One link per language to the same page in it (spec 2 'Switching locale'), the current one marked. */
export function LocaleLinks({
  hrefFor,
  current,
}: {
  hrefFor: (locale: Locale) => string;
  current: Locale;
}) {
  return (
    <ul>
      {locales.map((locale) => (
        <li key={locale}>
          <a
            href={hrefFor(locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
          >
            {localeNames[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
