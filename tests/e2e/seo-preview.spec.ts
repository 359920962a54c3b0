import { readFile } from 'node:fs/promises';
import { expect, test, waitForHydration, type Page } from './fixtures';

// Issue 38: the tool opens for a marketing (or admin) staff session; scripts read the report's
// snapshots with the shared secret of scripts/e2e-server.mjs as an Authorization bearer header.
const scriptSecret = 'e2e-seo-preview-token-0123456789abcdef';
const preview = (locale: string, path: string) =>
  `/${locale}/seo-preview?path=${encodeURIComponent(path)}`;

/** Signs in as the marketing user scripts/e2e-server.mjs adds with `npm run staff:add`. */
async function signInAsMarketing(page: Page) {
  await page.goto('/en/staff');
  await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill('marketing@e2e.test');
  await page.getByLabel('Password').fill('e2e-staff-password-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

test.beforeEach(async ({ page }, testInfo) => {
  if (!testInfo.title.startsWith('opens only')) await signInAsMarketing(page);
});

test.describe('SEO preview', () => {
  test('draws the desktop and mobile results with width bars, and the four languages side by side', async ({
    page,
  }) => {
    await page.goto(preview('en', '/en/contacts'));
    const serp = page.getByRole('region', { name: /Search result/ });
    const desktop = serp.getByRole('figure', { name: 'Desktop' });
    const mobile = serp.getByRole('figure', { name: 'Mobile' });
    for (const result of [desktop, mobile]) {
      await expect(result).toContainText('Contacts | Fereastra Moldovei');
      await expect(result).toContainText('› en › contacts');
      await expect(result).toContainText(/Title: \d+ of 580 px/);
    }
    await expect(desktop).toContainText(/Description: \d+ of 920 px/);
    await expect(mobile).toContainText(/Description: \d+ of 680 px/);
    // The four languages, each with its own result.
    for (const [language, title] of [
      ['Română', 'Contacte'],
      ['English', 'Contacts'],
      ['Русский', 'Контакты'],
      ['Italiano', 'Contatti'],
    ] as const) {
      await expect(
        page
          .getByRole('article', { name: new RegExp(language) })
          .getByRole('figure', { name: 'Desktop' }),
      ).toContainText(title);
    }
  });

  test('checks each language and links to the page to fix', async ({ page }) => {
    await page.goto(preview('en', '/en/contacts'));
    const english = page.getByRole('article', { name: /English/ });
    await expect(english).toContainText('The page answers 200 directly, without redirects.');
    await expect(english).toContainText('The canonical link names this page.');
    await expect(english).toContainText('The language versions all name each other.');
    await expect(english).toContainText(/Structured data \(JSON-LD\):/);
    await expect(english).toContainText(/The heading outline is in order|h1/);

    // A trailing slash redirects: the chain is shown and the fix links to the address asked for.
    await page.goto(preview('en', '/en/contacts/'));
    const redirected = page.getByRole('article', { name: /English/ });
    await expect(page.getByRole('heading', { level: 2, name: /Search result/ })).toContainText(
      '/en/contacts/',
    );
    await expect(redirected).toContainText(
      /redirects \d+ time\(s\) before reaching \/en\/contacts/,
    );
    await expect(
      redirected.getByRole('link', { name: /Open the page to fix/ }).first(),
    ).toHaveAttribute('href', /^\/en\/contacts/);
  });

  test('answers bad input with a message in the staff member’s language', async ({ page }) => {
    for (const [locale, path, message] of [
      ['en', 'https://evil.example/', 'not a full address'],
      ['en', '//evil.example/en', 'not a full address'],
      ['en', '/en/no-such-page-here', 'There is no page at this path'],
      ['ru', '/ru/net-takoy-stranitsy', 'По этому пути нет страницы'],
      ['it', '/it/pagina-inesistente', 'A questo percorso non c’è nessuna pagina'],
    ] as const) {
      await page.goto(preview(locale, path));
      await expect(page.locator('#seo-preview-path-error')).toContainText(message);
      await expect(page.getByRole('article')).toHaveCount(0);
    }
  });
});

test('SEO preview shows the Open Graph card as Facebook, Telegram and Viber would', async ({
  page,
}) => {
  await page.goto(preview('en', '/en/contacts'));
  const english = page.getByRole('article', { name: /English/ });
  for (const network of ['Facebook', 'Telegram', 'Viber']) {
    const card = english.getByRole('figure', { name: network });
    await expect(card).toContainText('Contacts');
    // The shop's own og:image, loaded from the shop (the CSP allows no other images).
    const image = card.locator('img');
    await expect(image).toHaveAttribute('src', '/images/og-default.png');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  await expect(english.getByRole('figure', { name: 'Facebook' })).toContainText(/LOCALHOST:\d+/);
  await expect(english.getByRole('figure', { name: 'Telegram' })).toContainText(
    'Fereastra Moldovei',
  );
});

test.describe('SEO preview: the whole-site report', () => {
  test('crawls from every sitemap URL with a progress bar, filters the table, downloads it as CSV and stores each run in the history', async ({
    page,
  }) => {
    // Some 570 sitemap URLs and the pages they link to, four at a time, each a render of the same
    // server, twice (issue 42: two stored runs): several minutes when other work shares the two cores.
    test.setTimeout(1_200_000);
    await page.goto(preview('en', '/en/contacts'));
    await page.getByRole('link', { name: 'Whole-site report' }).click();
    await page.waitForURL(/\/en\/seo-preview\/report$/);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whole-site SEO report');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const start = page.getByRole('button', { name: /^Check the site from its \d+ sitemap pages$/ });
    const listed = Number(/\d+/.exec((await start.textContent()) ?? '')![0]);
    expect(listed).toBeGreaterThan(500);
    const history = page.getByRole('region', { name: 'History' });
    await start.click();
    const progress = page.getByRole('progressbar', { name: /^Checked \d+ of \d+ pages$/ });
    await expect(progress).toBeVisible();
    const finished = page.getByRole('status').filter({ hasText: 'pages checked' });
    await expect(finished).toHaveText(/^Done: \d+ pages checked, \d+ with warnings\.$/, {
      timeout: 540_000,
    });
    // The crawl follows links past the sitemap (the cart, search, calculators, further pages of lists).
    const total = Number(/\d+/.exec((await finished.textContent()) ?? '')![0]);
    expect(total).toBeGreaterThan(listed);
    await expect(progress).toHaveAttribute('value', String(total));

    // Real rows: the page, its language and its status, from the table with its caption and headers.
    const table = page.getByRole('main').getByRole('table', { name: /checked pages$/ });
    await expect(table).toHaveAccessibleName(`${total} of ${total} checked pages`);
    await expect(table.getByRole('columnheader')).toHaveText([
      'Page',
      'Language',
      'Status',
      'Warnings',
    ]);
    const contacts = table.getByRole('row').filter({
      has: page.getByRole('rowheader').filter({ has: page.locator('a[href="/en/contacts"]') }),
    });
    await expect(contacts).toHaveCount(1);
    await expect(contacts.getByRole('cell').nth(0)).toHaveText('English');
    await expect(contacts.getByRole('cell').nth(1)).toHaveText('200');
    await expect(contacts.getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      /\/en\/seo-preview\?path=%2Fen%2Fcontacts$/,
    );

    // Filters: a language, then a text on top of it.
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'Русский' });
    await expect(table.getByRole('cell', { name: 'English' })).toHaveCount(0);
    const rows = table.locator('tbody tr');
    const russian = await rows.count();
    expect(russian).toBeGreaterThan(100);
    expect(russian).toBeLessThan(total);
    await expect(table).toHaveAccessibleName(`${russian} of ${total} checked pages`);
    await page.getByLabel('Search addresses and warnings').fill('/ru/kontakty');
    await expect(rows.filter({ hasNotText: '/ru/kontakty' })).toHaveCount(0);
    const paths = await rows.locator('th a:first-child').allTextContents();
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.length).toBeLessThan(russian);
    for (const path of paths) expect(path).toContain('/ru/kontakty');
    await expect(table).toHaveAccessibleName(`${paths.length} of ${total} checked pages`);

    // The CSV holds what the table shows, one line per warning or per clean page.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^seo-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Page,Language,Status,Kind,Level,Message');
    expect(lines.at(-1)).toBe('');
    const body = lines.slice(1, -1);
    expect(new Set(body.map((line) => line.split(',')[0]))).toEqual(new Set(paths));
    for (const line of body) expect(line).toMatch(/^\/ru\/kontakty[^,]*,ru,200,/);

    // Issue 42: the run is stored; a second one shows what changed since the first.
    await expect(history.getByText('This run is stored in the history.')).toBeVisible();
    const runs = history.getByRole('table', { name: /^Stored runs \(\d+, newest first\)$/ });
    // One run on a fresh server; a retry of this test finds the runs of the try before.
    const stored = Number(/\d+/.exec((await runs.locator('caption').textContent()) ?? '')![0]);
    await expect(runs.getByRole('columnheader')).toHaveText([
      'When',
      'By',
      'Pages checked',
      'Pages with problems',
    ]);
    await expect(runs.locator('tbody tr').first().getByRole('cell').nth(1)).toHaveText(
      String(total),
    );
    if (stored === 1) await history.getByText('There is no earlier run to compare with.').waitFor();
    await start.click();
    await expect(finished).toHaveText(/^Done: \d+ pages checked, \d+ with warnings\.$/, {
      timeout: 540_000,
    });
    await expect(runs).toHaveAccessibleName(`Stored runs (${stored + 1}, newest first)`, {
      timeout: 30_000,
    });
    await expect(runs.locator('tbody tr')).toHaveCount(stored + 1);
    const sinceLast = history.getByRole('table', { name: /^Changes since the last run \(/ });
    await expect(sinceLast.getByRole('columnheader')).toHaveText([
      'Page',
      'New problems',
      'Resolved problems',
    ]);
    // Compared with the last run up to today: the first one.
    await history
      .getByLabel('Compare with the last run on or before')
      .fill(new Date().toISOString().slice(0, 10));
    await history.getByRole('button', { name: 'Compare' }).click();
    await expect(history.getByRole('table', { name: /^Changes since the run of / })).toBeVisible();
  });

  test('opens only behind the staff sign-in, never with a token in the URL: the page and its snapshot route', async ({
    page,
    request,
  }) => {
    await page.goto(`/en/seo-preview/report?token=${scriptSecret}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
    await expect(page.getByRole('button', { name: /^Check the site/ })).toHaveCount(0);
    expect((await request.get('/en/seo-preview/snapshot?path=/en/contacts')).status()).toBe(404);
    expect(
      (
        await request.get(`/en/seo-preview/snapshot?path=/en/contacts&token=${scriptSecret}`, {
          headers: { 'x-seo-preview-token': scriptSecret },
        })
      ).status(),
    ).toBe(404);
    expect(
      (
        await request.get('/en/seo-preview/snapshot?path=/en/contacts', {
          headers: { authorization: 'Bearer not-the-secret' },
        })
      ).status(),
    ).toBe(404);
    const answer = await request.get('/en/seo-preview/snapshot?path=/en/contacts/', {
      headers: { authorization: `Bearer ${scriptSecret}` },
    });
    expect(answer.status()).toBe(200);
    const snapshot = (await answer.json()) as {
      path: string;
      finalPath: string;
      status: number;
      head: { title: string };
    };
    expect(snapshot).toMatchObject({
      path: '/en/contacts/',
      finalPath: '/en/contacts',
      status: 200,
      head: { title: 'Contacts | Fereastra Moldovei' },
    });
    const bad = await request.get('/en/seo-preview/snapshot?path=https://evil.example/', {
      headers: { authorization: `Bearer ${scriptSecret}` },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: 'path_absolute' });
  });
});
