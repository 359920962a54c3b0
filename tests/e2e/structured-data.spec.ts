// Playwright's own test: the fixtures' navigation waits for hydration, which never comes without JavaScript.
import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 29 'Metadata on every kind of page', read as a crawler reads it: the server's HTML with
 * JavaScript disabled.
 */
test.use({ javaScriptEnabled: false });

type Thing = Record<string, unknown> & { '@type': string };

async function structuredData(page: Page): Promise<Thing[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => JSON.parse(text) as Thing | Thing[]);
}

const meta = (page: Page, selector: string) =>
  page.locator(`head meta[${selector}]`).getAttribute('content');

test('a branch page is a LocalBusiness with address, geo, phone and opening hours', async ({
  page,
}) => {
  await page.goto('/contacts/balti');
  const business = (await structuredData(page)).find((thing) => thing['@type'] === 'LocalBusiness');
  expect(business).toMatchObject({
    name: 'Showroom Bălți',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'str. Independenței 45',
      addressLocality: 'Bălți',
      addressCountry: 'MD',
    },
    geo: { '@type': 'GeoCoordinates', latitude: 47.7617, longitude: 27.9289 },
    telephone: '+37323162020',
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        opens: '08:30',
        closes: '19:30',
        dayOfWeek: expect.arrayContaining(['Monday', 'Sunday']),
      },
    ],
  });
});

test('a product sold by the metre says so in sight and in its offer, with its own description and specification table', async ({
  page,
}) => {
  await page.goto('/ru/product/pvc-window-sill-250');
  const product = (await structuredData(page)).find((thing) => thing['@type'] === 'Product');
  expect(product).toMatchObject({
    name: 'Подоконник ПВХ 250 мм',
    offers: {
      '@type': 'Offer',
      price: '11.90',
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        unitCode: 'MTR',
        referenceQuantity: { value: 1, unitCode: 'MTR' },
      },
    },
  });
  await expect(page.getByRole('main').getByText(/11,90\s€\s\/\sм/)).toBeVisible();
  const description = await meta(page, 'name="description"');
  expect(description).toMatch(/^Подоконник ПВХ 250 мм — ширина: 250 мм/);
  expect(description!.length).toBeLessThanOrEqual(155);
  const specs = page.getByRole('table');
  await expect(specs.getByRole('rowheader', { name: 'Ширина' })).toBeVisible();
  await expect(specs.getByRole('row', { name: /Ширина/ }).getByRole('cell')).toHaveText('250 мм');
});

test('a product sold by the piece prices one piece (H87) and has a PNG Open Graph card of type product', async ({
  page,
  request,
}) => {
  await page.goto('/product/pvc-classic-70-two-sash');
  const product = (await structuredData(page)).find((thing) => thing['@type'] === 'Product');
  expect(product).toMatchObject({ offers: { priceSpecification: { unitCode: 'H87' } } });
  expect(await meta(page, 'property="og:type"')).toBe('product');
  await expect(page.locator('head meta[property="og:type"]')).toHaveCount(1);
  const image = await meta(page, 'property="og:image"');
  expect(image).toMatch(/\/product\/pvc-classic-70-two-sash\/opengraph-image/);
  // Answered where Next names it, default locale prefix included, without a redirect.
  const card = await request.get(image!, { maxRedirects: 0 });
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect((await card.body()).subarray(1, 4).toString()).toBe('PNG');
});

test('the Russian product card draws too', async ({ request }) => {
  const card = await request.get('/ru/product/pvc-classic-70-two-sash/opengraph-image');
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});

test('an info page describes itself from its own text', async ({ page }) => {
  await page.goto('/en/info/delivery-and-payment');
  expect(await meta(page, 'name="description"')).toMatch(
    /^We deliver all over Moldova in 2–5 weeks\./,
  );
});

test('an article is an Article and the home page FAQ a FAQPage', async ({ page }) => {
  await page.goto('/blog');
  await page.locator('main a[href*="/blog/"]').first().click();
  const article = (await structuredData(page)).find((thing) => thing['@type'] === 'Article');
  expect(article).toMatchObject({
    headline: expect.any(String),
    datePublished: expect.any(String),
    image: [expect.stringMatching(/^http/)],
    publisher: { '@type': 'Organization' },
    author: { '@type': 'Organization' },
  });
  await page.goto('/');
  const faq = (await structuredData(page)).find((thing) => thing['@type'] === 'FAQPage') as
    { mainEntity: unknown[] } | undefined;
  expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(10);
});
