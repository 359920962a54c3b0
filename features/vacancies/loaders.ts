import 'server-only';
import { cache } from 'react';
import type { PageContent } from '@/lib/api';
import { cachedApi } from '@/lib/api/server';
import { orEmpty } from '@/lib/api/unwrap';
import { CACHE_PROFILES } from '@/lib/cache/manifest';
import type { Locale } from '@/lib/i18n/locales';

/** `/vacancies` (spec 2): the page's texts and the open vacancies; a failed fetch leaves them empty. */
export const getVacanciesPage = cache(async (locale: Locale) => {
  const answer = orEmpty(
    await cachedApi(locale, CACHE_PROFILES.content).pages.vacanciesPage(),
    null,
    'pages/vacancies',
  );
  return { page: answer as PageContent | null, vacancies: answer?.vacancies ?? [] };
});
