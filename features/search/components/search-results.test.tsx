import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@/lib/api';
import { SearchResults, type SearchPastEnd, type SearchResultsLabels } from './search-results';

const labels: SearchResultsLabels = {
  groups: { product: 'Products', category: 'Categories', article: 'Articles', page: 'Pages' },
  types: { product: 'Product', category: 'Category', article: 'Article', page: 'Page' },
  total: '3 results found',
  empty: 'We found nothing for “xyz”.',
  prompt: 'Enter a word to search.',
};

const result = (type: SearchResult['type'], id: number, title: string): SearchResult => ({
  type,
  id,
  slug: `s-${id}`,
  title,
  description: `About ${title}`,
  image: null,
  link: type === 'product' ? `/product/s-${id}` : `/blog/${id}`,
  price: type === 'product' ? 39900 : null,
  currency: type === 'product' ? 'EUR' : null,
  per_metre: false,
});

const renderResults = (query: string, results: SearchResult[], pastEnd?: SearchPastEnd) =>
  render(
    <SearchResults
      query={query}
      results={results}
      labels={labels}
      href={(link) => `/en${link}`}
      price={(r) => (r.price === null ? null : `€${r.price / 100}`)}
      pastEnd={pastEnd}
    />,
    {
      wrapper: ({ children }) => (
        <NextIntlClientProvider locale="en">{children}</NextIntlClientProvider>
      ),
    },
  );

describe('SearchResults', () => {
  it('shows the prompt when there is no query', () => {
    renderResults('', []);
    expect(screen.getByText('Enter a word to search.')).toBeInTheDocument();
  });

  it('shows the empty state when nothing was found (also what an error answer leaves)', () => {
    renderResults('xyz', []);
    expect(screen.getByRole('status')).toHaveTextContent('We found nothing for “xyz”.');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('says a page past the end is past the end, not that nothing was found, and links to the last page', () => {
    renderResults('door', [], {
      message: 'Page 999 is past the end.',
      link: 'Go to the last page (2)',
      href: '/en/search?search=door&page=2',
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Page 999 is past the end. Go to the last page (2)');
    expect(status).not.toHaveTextContent('We found nothing');
    expect(within(status).getByRole('link', { name: 'Go to the last page (2)' })).toHaveAttribute(
      'href',
      '/en/search?search=door&page=2',
    );
  });

  it('keeps the results when some came back, whatever the page', () => {
    renderResults('door', [result('product', 1, 'Steel door')], {
      message: 'Page 999 is past the end.',
      link: 'Last page',
      href: '/en/search?search=door&page=2',
    });
    expect(screen.getByRole('link', { name: 'Steel door' })).toBeInTheDocument();
    expect(screen.queryByText('Page 999 is past the end.')).not.toBeInTheDocument();
  });

  it('shows the total and the results grouped with type labels and localized links', () => {
    renderResults('door', [
      result('article', 7, 'Choosing a door'),
      result('product', 1, 'Steel door'),
      result('product', 2, 'PVC door'),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('3 results found');
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Products', 'Articles']);
    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(2);
    expect(within(products).getByRole('link', { name: 'Steel door' })).toHaveAttribute(
      'href',
      '/en/product/s-1',
    );
    expect(within(products).getAllByText('Product')).toHaveLength(2);
    expect(within(products).getAllByText('€399')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Articles' })).getByText('Article'),
    ).toBeInTheDocument();
  });
});
