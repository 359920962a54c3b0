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
  // Issue 42: a sentence of the product's own characteristics, written whole for a result.
  const description = await meta(page, 'name="description"');
  expect(description).toMatch(/^Подоконник ПВХ 250 мм: продаётся погонными метрами, [^.]+\.$/);
  expect(description!.length).toBeGreaterThanOrEqual(70);
  expect(description!.length).toBeLessThanOrEqual(155);
  // Its offer's delivery (spec 9: 16.90 € for sills, 2–5 weeks) and return policy.
  expect(product).toMatchObject({
    offers: {
      shippingDetails: {
        shippingRate: { value: '16.90', currency: 'EUR' },
        shippingDestination: { addressCountry: 'MD' },
        deliveryTime: {
          handlingTime: { minValue: 13, maxValue: 33, unitCode: 'DAY' },
          transitTime: { minValue: 1, maxValue: 2, unitCode: 'DAY' },
        },
      },
      hasMerchantReturnPolicy: { '@type': 'MerchantReturnPolicy', applicableCountry: 'MD' },
    },
  });
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
  const card = await request.get('/ru/product/pvc-classic-70-two-sash/opengraph-image/card');
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});

test('an info page describes itself from its own text', async ({ page }) => {
  await page.goto('/en/info/delivery-and-payment');
  // Issue 42: its title, then its own leading sentences, whole (the first alone says too little).
  expect(await meta(page, 'name="description"')).toBe(
    'Delivery and payment — Fereastra Moldovei. We deliver all over Moldova in 2–5 weeks.',
  );
});

test('an article is an Article with its breadcrumbs; the home page names the site and has no FAQPage', async ({
  page,
}) => {
  await page.goto('/blog');
  await page.locator('main a[href*="/blog/"]').first().click();
  await page.waitForURL(/\/blog\/\d+$/);
  const data = await structuredData(page);
  const article = data.find((thing) => thing['@type'] === 'Article');
  expect(article).toMatchObject({
    headline: expect.any(String),
    datePublished: expect.any(String),
    image: [expect.stringMatching(/^http/)],
    publisher: { '@type': 'Organization' },
    author: { '@type': 'Organization' },
  });
  // Issue 42: Home › Blog › the article.
  expect(data.find((thing) => thing['@type'] === 'BreadcrumbList')).toMatchObject({
    itemListElement: [
      { position: 1, item: expect.stringMatching(/^http.*\/$/) },
      { position: 2, item: expect.stringMatching(/\/blog$/) },
      { position: 3, name: article!.headline },
    ],
  });
  await page.goto('/en');
  const home = await structuredData(page);
  expect(home.find((thing) => thing['@type'] === 'WebSite')).toMatchObject({
    name: 'Fereastra Moldovei',
    url: expect.stringMatching(/^http.*\/$/),
    inLanguage: 'en-US',
  });
  // Google shows FAQ results only for government and health sites: no FAQPage for the home FAQ.
  expect(home.find((thing) => thing['@type'] === 'FAQPage')).toBeUndefined();
});

test('a category lists its products as an ItemList in the order shown', async ({ page }) => {
  await page.goto('/windows/pvc-windows');
  const list = (await structuredData(page)).find((thing) => thing['@type'] === 'ItemList') as
    { numberOfItems: number; itemListElement: { position: number; url: string }[] } | undefined;
  const shown = await page
    .locator('main a[href*="/product/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).href))]);
  expect(shown.length).toBeGreaterThan(0);
  expect(list?.itemListElement.map((item) => item.url)).toEqual(shown);
  expect(list?.numberOfItems).toBe(shown.length);
});
