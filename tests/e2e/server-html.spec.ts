import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures';
import { watchConsole } from './helpers';

/**
 * Issue 29: what a crawler reads, the HTML the server sends, checked without JavaScript (so no
 * hydration fixes anything up). Playwright's own `test`: the project fixture waits for hydration.
 */
test.use({ javaScriptEnabled: false });

const locales = ['ro', 'en', 'ru', 'it'] as const;
type Locale = (typeof locales)[number];

/** Every language link of the header (the switcher and the burger's list), by language. */
async function switcherHrefs(page: Page): Promise<Record<Locale, string[]>> {
  const hrefs = {} as Record<Locale, string[]>;
  for (const locale of locales) {
    hrefs[locale] = await page
      .locator(`header a[hreflang="${locale}"]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }
  return hrefs;
}

/** The page's hreflang alternates, as paths. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((nodes) =>
      nodes.map(
        (node) =>
          [
            node.getAttribute('hreflang') ?? '',
            new URL(node.getAttribute('href') ?? '').pathname,
          ] as const,
      ),
    );
  return Object.fromEntries(links.map(([hreflang, path]) => [hreflang.slice(0, 2), path]));
}

async function firstArticleId(request: APIRequestContext): Promise<number> {
  const answer = (await (await request.get('/backend/articles/items')).json()) as {
    results: { id: number }[];
  };
  return answer.results[0]!.id;
}

test.describe("the language switcher in the server's HTML (issue 29)", () => {
  test('links every inner page to the same page in each language, under its slug', async ({
    page,
    request,
  }) => {
    const article = await firstArticleId(request);
    const pages: Record<Locale, string>[] = [
      { ro: '/despre-noi', en: '/en/about', ru: '/ru/o-nas', it: '/it/about' },
      {
        ro: '/product/pvc-classic-70-one-sash',
        en: '/en/product/pvc-classic-70-one-sash',
        ru: '/ru/product/pvc-classic-70-one-sash',
        it: '/it/product/pvc-classic-70-one-sash',
      },
      {
        ro: '/contacte/chisinau-centre',
        en: '/en/contacts/chisinau-centre',
        ru: '/ru/kontakty/chisinau-centre',
        it: '/it/contacts/chisinau-centre',
      },
      { ro: '/windows', en: '/en/windows', ru: '/ru/windows', it: '/it/windows' },
      {
        ro: '/windows/pvc-windows',
        en: '/en/windows/pvc-windows',
        ru: '/ru/windows/pvc-windows',
        it: '/it/windows/pvc-windows',
      },
      {
        ro: `/blog/${article}`,
        en: `/en/blog/${article}`,
        ru: `/ru/blog/${article}`,
        it: `/it/blog/${article}`,
      },
      {
        ro: '/info/politica-de-confidentialitate',
        en: '/en/info/privacy-policy',
        ru: '/ru/info/politika-konfidentsialnosti',
        it: '/it/info/informativa-privacy',
      },
      { ro: '/lucrari', en: '/en/works', ru: '/ru/raboty', it: '/it/works' },
    ];
    // Each page from one language, so that every language is the starting point of some.
    for (const [index, paths] of pages.entries()) {
      const from = locales[index % locales.length]!;
      const response = await page.goto(paths[from]);
      expect(response?.status(), paths[from]).toBe(200);
      const hrefs = await switcherHrefs(page);
      for (const locale of locales) {
        expect(hrefs[locale].length, `${paths[from]}: links to ${locale}`).toBeGreaterThan(0);
        expect(new Set(hrefs[locale]), `${paths[from]}: links to ${locale}`).toEqual(
          new Set([paths[locale]]),
        );
      }
      // The switcher and the page's hreflang name the same pages.
      const declared = await alternates(page);
      for (const locale of locales)
        expect(declared[locale], `${paths[from]}: hreflang ${locale}`).toBe(paths[locale]);
    }
  });

  test('keeps the page of a paginated listing', async ({ page }) => {
    await page.goto('/ru/windows?page=2');
    const hrefs = await switcherHrefs(page);
    expect(new Set(hrefs.ro)).toEqual(new Set(['/windows?page=2']));
    expect(new Set(hrefs.it)).toEqual(new Set(['/it/windows?page=2']));
  });
});

test.describe('the footer without JavaScript (issue 39)', () => {
  for (const [path, privacy] of [
    ['/', /confiden/i],
    ['/ru/kontakty', /конфиденц/i],
  ] as const) {
    test(`${path}: contacts, info pages and the newsletter are in the server's HTML`, async ({
      page,
    }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
      await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
      await expect(footer.getByRole('link', { name: privacy }).first()).toBeVisible();
      await expect(footer.getByRole('textbox').first()).toBeVisible();
      // Not a streamed chunk waiting for a script to move it into place.
      expect(await page.locator('div[hidden] footer').count()).toBe(0);
    });
  }
});

test.describe('the configurator without JavaScript (issue 39)', () => {
  for (const [path, needs] of [
    ['/calculators', /nevoie de JavaScript/],
    ['/ru/calculators', /нужен JavaScript/],
  ] as const) {
    test(`${path} says it needs JavaScript and gives the phone number`, async ({ page }) => {
      await page.goto(path);
      const notice = page.getByRole('main').getByText(needs);
      await expect(notice).toBeVisible();
      await expect(notice.locator('a[href^="tel:"]')).toHaveText(/\+373/);
    });
  }
});

test.describe('add to cart before or without scripts (issue 39)', () => {
  test('the form posts to the server, which adds the line and shows the cart', async ({ page }) => {
    await page.goto('/product/pvc-window-sill-250');
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const form = page.getByTestId('add-to-cart');
    await form.getByRole('textbox').fill('2,5');
    await form.getByRole('button', { name: /Adaugă în coș/ }).click();
    await expect(page).toHaveURL(/\/cos$/);
    const main = page.getByRole('main');
    await expect(main.getByText(name).first()).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    // The cart is the visitor's own: their cookie names it, and it holds 2.5 of the sill.
    const id = (await page.context().cookies()).find((c) => c.name === 'offline_cart_id')?.value;
    expect(id).toBeTruthy();
    const cart = (await (
      await page.request.get('/backend/api/calculator/cart/', { headers: { 'X-Cart-Id': id! } })
    ).json()) as { items: { quantity: number }[] };
    expect(cart.items.map((item) => item.quantity)).toEqual([2.5]);
  });

  test('a form from another site adds nothing and says so', async ({ page, request }) => {
    const answer = await request.post('/add-to-cart', {
      form: { product: '1', quantity: '1' },
      headers: { Origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers()['location']).toBe('/cos?not-added=1');
    await page.goto('/cos?not-added=1');
    await expect(page.getByRole('alert')).toHaveText(/nu a fost adăugat/);
  });
});

test('every script and preload a page names exists, the 404 page too (issue 39)', async ({
  request,
}) => {
  for (const path of [
    '/no-such-page-at-all',
    '/',
    '/ru/kontakty',
    '/product/pvc-window-sill-250',
  ]) {
    const html = await (await request.get(path)).text();
    const assets = [...new Set(html.match(/\/_next\/static\/[^"'\s)]+/g) ?? [])];
    expect(assets.length, path).toBeGreaterThan(3);
    for (const asset of assets)
      expect((await request.get(asset)).status(), `${path} names ${asset}`).toBe(200);
  }
});

test('the contacts page never repeats a term in its value ("Program — Program: …", issue 39)', async ({
  page,
}) => {
  for (const path of ['/contacte', '/en/contacts', '/ru/kontakty', '/it/contacts']) {
    await page.goto(path);
    const pairs = await page
      .getByRole('main')
      .locator('dl > div')
      .evaluateAll((rows) =>
        rows.map(
          (row) =>
            [
              row.querySelector('dt')?.textContent?.trim() ?? '',
              row.querySelector('dd')?.textContent?.trim() ?? '',
            ] as const,
        ),
      );
    expect(pairs.length, path).toBeGreaterThan(2);
    for (const [term, value] of pairs)
      expect(
        value.toLowerCase().startsWith(term.toLowerCase()),
        `${path}: ${term} — ${value}`,
      ).toBe(false);
  }
});

test.describe("the 404 page in the server's HTML (issue 29)", () => {
  const prefix: Record<Locale, string> = { ro: '', en: '/en', ru: '/ru', it: '/it' };
  const contacts: Record<Locale, string> = {
    ro: '/contacte',
    en: '/en/contacts',
    ru: '/ru/kontakty',
    it: '/it/contacts',
  };
  const lost: Record<Locale, string> = {
    ro: 'Se pare că v-ați rătăcit',
    en: 'It seems you are lost',
    ru: 'Кажется, вы заблудились',
    it: 'Sembra che ti sia perso',
  };
  /** Each kind of unknown address: no page at all (one segment and deeper), a product, an article, a branch. */
  const unknown = (locale: Locale) => [
    `${prefix[locale]}/nu-exista`,
    `${prefix[locale]}/a/b/c`,
    `${prefix[locale]}/product/xyz`,
    `${prefix[locale]}/blog/999999`,
    `${contacts[locale]}/xyz`,
  ];

  const works: Record<Locale, string> = {
    ro: '/lucrari',
    en: '/en/works',
    ru: '/ru/raboty',
    it: '/it/works',
  };
  /** What else names no page: a blog tab or works category there is none of, the internal query
   * routes asked for from outside, and a file-like path. */
  const invalid = (locale: Locale) => [
    `${prefix[locale]}/blog?tab=999`,
    `${works[locale]}?category=nope`,
    `${prefix[locale]}/~q`,
    `${prefix[locale]}/~q/abc/blog`,
    `${prefix[locale]}/x.php`,
    `${prefix[locale]}/wp-admin/setup-config.php`,
  ];

  async function expectNotFoundPage(page: Page, locale: Locale, path: string) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
    await expect(page.locator('html'), path).not.toHaveAttribute('id', '__next_error__');
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(lost[locale]);
    await expect(page.locator('meta[name="robots"]').first(), path).toHaveAttribute(
      'content',
      /noindex/,
    );
    await expect(page.locator('header form[role="search"]'), path).toHaveCount(1);
    await expect(page.locator('footer'), path).toHaveCount(1);
    expect(
      await page.locator(`a[href="${contacts[locale]}"]`).count(),
      `${path}: a link to contacts`,
    ).toBeGreaterThan(0);
    // The catalog: the header's category links.
    expect(
      await page.locator('header nav a[href]').count(),
      `${path}: links to the catalog`,
    ).toBeGreaterThan(0);
  }

  for (const locale of locales) {
    test(`${locale}: an unknown tab, category, internal or file-like path is the real 404 page`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      for (const path of invalid(locale)) await expectNotFoundPage(page, locale, path);
    });
  }

  for (const locale of locales) {
    test(`${locale}: an unknown page, product, article or branch is a real page with status 404`, async ({
      page,
    }) => {
      for (const path of unknown(locale)) await expectNotFoundPage(page, locale, path);
    });
  }
});

test.describe('the 404 page once its scripts run', () => {
  test.use({ javaScriptEnabled: true });

  test("hydrates without errors and still shows the view in the visitor's language", async ({
    page,
  }) => {
    const problems = watchConsole(page, [/404/]);
    const response = await page.goto('/ru/product/xyz');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Кажется, вы заблудились');
    await expect(page.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/ru');
    expect(problems).toEqual([]);
  });

  // ADR 34: a per-request page's notFound() is a 404 whose view the client draws (Next does not
  // render that boundary on the server yet).
  test('an unknown calculator path answers 404 and shows the 404 view in its language', async ({
    page,
  }) => {
    const response = await page.goto('/en/calculators/no-such-calculator');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('It seems you are lost');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  });
});
