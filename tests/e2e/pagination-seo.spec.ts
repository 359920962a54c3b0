// Playwright's own test: the fixtures' goto waits for hydration, which never comes without JavaScript.
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Issue 29: each page of a list is its own canonical page with a title of its own, in the HTML the
 * server sends (JavaScript off, as a crawler reads it).
 */
test.use({ javaScriptEnabled: false });

async function pagedCategory(request: APIRequestContext): Promise<string> {
  const categories = (await (await request.get('/backend/categories/')).json()) as {
    slug: string;
    category_link: string;
  }[];
  for (const category of categories) {
    const detail = (await (await request.get(`/backend/categories/${category.slug}/`)).json()) as {
      products_count: number;
    };
    if (detail.products_count > 12) return category.category_link;
  }
  throw new Error('the seed has no category with a second page');
}

const lists = [
  { locale: 'ro', prefix: '', suffix: '— pagina 2' },
  { locale: 'en', prefix: '/en', suffix: '— page 2' },
];

for (const { locale, prefix, suffix } of lists) {
  test(`page 2 of a category and of the blog names itself canonical, with its own title (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    for (const list of [`${prefix}${await pagedCategory(request)}`, `${prefix}/blog`]) {
      await page.goto(list);
      const firstTitle = await page.title();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${list}`,
      );

      const response = await page.goto(`${list}?page=2`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${list}?page=2`,
      );
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute(
        'href',
        `${baseURL}${list}?page=2`,
      );
      const title = await page.title();
      expect(title).toContain(suffix);
      expect(title).not.toBe(firstTitle);
      expect(title.startsWith(firstTitle.split(' | ')[0]!)).toBe(true);
    }
  });
}
