import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import ro from '@/messages/ro.json';
import ru from '@/messages/ru.json';
import { runSearch } from '../results';
import { SearchView } from './search-view';

const messages = { en, ro, ru, it: it_ } as const;

// The page's translations as next-intl's server API gives them, from the shop's own messages.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
    createTranslator({ locale, messages: messages[locale], namespace: namespace as 'search' }),
}));

const BASE = 'http://api.test/backend';
const server = setupServer();
const apiIn = (locale: Locale) =>
  createApi({
    transport: (request) => fetch(request),
    contentBaseUrl: BASE,
    calculatorBaseUrl: `${BASE}/api`,
    locale,
    timeoutMs: 2000,
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The provider's answer to a page past the last one (spec 7): no results, but the total and the pages. */
function answerPastTheEnd() {
  server.use(
    http.get(`${BASE}/search/`, ({ request }) =>
      HttpResponse.json({
        search: 'window',
        total_count: 41,
        pages: 4,
        page: Number(new URL(request.url).searchParams.get('page')),
        results: [],
      }),
    ),
  );
}

async function renderSearchPage(locale: Locale, query: string, page: number) {
  const state = await runSearch(apiIn(locale), query, page);
  render(
    <NextIntlClientProvider locale={locale}>
      {await SearchView({ locale, state })}
    </NextIntlClientProvider>,
  );
}

describe('SearchView past the last page (issue 27)', () => {
  it('says the page is past the end and links to the last page instead of "nothing found"', async () => {
    answerPastTheEnd();
    await renderSearchPage('en', 'window', 999);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'Page 999 is past the end of the results for “window”: there are only 4 pages.',
    );
    expect(status).not.toHaveTextContent('We found nothing');
    expect(within(status).getByRole('link', { name: 'Go to the last page (4)' })).toHaveAttribute(
      'href',
      '/en/search?search=window&page=4',
    );
    // A pager for page 999 of 4 would only offer wrong links ("previous" to 998).
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'ro',
      'Pagina 999 depășește sfârșitul rezultatelor pentru „window”: sunt doar 4 pagini.',
      'Mergeți la ultima pagină (4)',
      '/search?search=window&page=4',
    ],
    [
      'ru',
      'Страница 999 за пределами результатов по запросу «window»: всего 4 страницы.',
      'Перейти на последнюю страницу (4)',
      '/ru/search?search=window&page=4',
    ],
    [
      'it',
      'La pagina 999 è oltre la fine dei risultati per «window»: ci sono solo 4 pagine.',
      'Vai all’ultima pagina (4)',
      '/it/search?search=window&page=4',
    ],
  ] as const)('says so in %s', async (locale, message, link, href) => {
    answerPastTheEnd();
    await renderSearchPage(locale, 'window', 999);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(message);
    expect(within(status).getByRole('link', { name: link })).toHaveAttribute('href', href);
  });

  it('still says nothing was found when nothing was', async () => {
    server.use(
      http.get(`${BASE}/search/`, () =>
        HttpResponse.json({ search: 'zzqxv', total_count: 0, pages: 1, page: 3, results: [] }),
      ),
    );
    await renderSearchPage('en', 'zzqxv', 3);
    expect(screen.getByRole('status')).toHaveTextContent('We found nothing for “zzqxv”.');
    expect(screen.queryByRole('link', { name: /last page/ })).not.toBeInTheDocument();
  });
});
