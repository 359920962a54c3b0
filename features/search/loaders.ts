import 'server-only';
import { cache } from 'react';
import { serverApi } from '@/lib/api/server';
import type { Locale } from '@/lib/i18n/locales';
import { runSearch } from './results';

/** `/search?search=…&page=…` (spec 4). */
export const getSearchPage = cache((locale: Locale, query: string, page: number) =>
  runSearch(serverApi(locale), query, page),
);
