import { expect, test } from './fixtures';

/**
 * Issue 27: a search page past the last one (`?page=999`) said "We found nothing". It says that the
 * page is past the end and links to the last page. The page count comes from the seeded shop, so it
 * is read from the page, not assumed.
 */
test('en: page 999 of a search is past the end and links to the last page', async ({ page }) => {
  const response = await page.goto('/en/search?search=window&page=999');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “window”');

  const status = page.getByRole('status').filter({ hasText: 'is past the end' });
  await expect(status).toHaveText(
    /^Page 999 is past the end of the results for “window”: there are only (\d+) pages\. Go to the last page \(\1\)$/,
  );
  await expect(page.getByText(/We found nothing/)).toHaveCount(0);
  // No pager: its links around page 999 would all lead past the end again.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);

  const last = status.getByRole('link', { name: /^Go to the last page \(\d+\)$/ });
  const lastPage = Number(/\((\d+)\)/.exec((await last.textContent()) ?? '')?.[1]);
  expect(lastPage).toBeGreaterThan(1);
  await expect(last).toHaveAttribute('href', `/en/search?search=window&page=${lastPage}`);

  await last.click();
  await expect(page).toHaveURL(new RegExp(`/en/search\\?search=window&page=${lastPage}$`));
  await expect(
    page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: `Page ${lastPage}`, exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('status').filter({ hasText: /results found$/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByText(/is past the end/)).toHaveCount(0);
});

/**
 * Issue 27: what Moldovans type finds what the shop calls it (synonyms kept as data in the
 * provider), and a match on a product's name ranks above an accessory that only mentions the word.
 */
for (const { path, query, region, first } of [
  { path: '/search', query: 'termopan', region: 'Produse', first: /^Fereastră PVC/ },
  { path: '/search', query: 'rolete', region: 'Produse', first: /^Rulou/ },
  { path: '/search', query: 'plasa tantari', region: 'Produse', first: /^Plasă contra insectelor/ },
  { path: '/ru/search', query: 'стеклопакет', region: 'Товары', first: /^Окно ПВХ/ },
  { path: '/ru/search', query: 'двери', region: 'Товары', first: /дверь/i },
]) {
  test(`${path.startsWith('/ru') ? 'ru' : 'ro'}: "${query}" lists ${first.source} first`, async ({
    page,
  }) => {
    await page.goto(`${path}?search=${encodeURIComponent(query)}`);
    const products = page.getByRole('region', { name: region });
    await expect(products.getByRole('heading', { level: 3 }).first()).toHaveText(first);
  });
}
