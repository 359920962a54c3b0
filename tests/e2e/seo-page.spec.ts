import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { signInAsStaff } from './helpers';

// Issue 42: the per-page half of the SEO preview (focus keyphrase, readability, X and LinkedIn
// cards, the layout at 1280 and 375 px), for the marketing user of scripts/e2e-server.mjs.
const preview = (locale: string, path: string) =>
  `/${locale}/seo-preview?path=${encodeURIComponent(path)}`;

const signIn = (page: Page) => signInAsStaff(page, 'marketing@e2e.test');

// The keyphrases are stored in the one test database: one test after another.
// Each preview renders the page in four languages and reads the sitemap: slow on a first, cold render.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('stores a focus keyphrase per language and shows where it appears and who else targets it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(preview('en', '/en/contacts'));
  const english = page.getByRole('article', { name: /English/ });
  const keyphrase = english.getByRole('region', { name: 'Focus keyphrase' });
  await expect(keyphrase).toContainText('No focus keyphrase yet');
  await keyphrase.getByLabel('Focus keyphrase in English').fill('  Contacts ');
  await keyphrase.getByRole('button', { name: 'Save' }).click();
  await expect(keyphrase.getByRole('status')).toHaveText('Keyphrase saved.');
  await expect(keyphrase).toContainText(/Set by .+ on /);
  await expect(keyphrase).toContainText('In the title');
  await expect(keyphrase).toContainText('In the h1 heading.');
  await expect(keyphrase).toContainText('In the address (slug).');
  await expect(keyphrase).toContainText('No other page in this language has this focus keyphrase.');

  // Romanian, typed with the old cedilla letters and without its capital: the same phrase as the page's.
  const romanian = page.getByRole('article', { name: /Română/ });
  const romanianForm = romanian.getByRole('region', { name: 'Focus keyphrase' });
  await romanianForm.getByLabel('Focus keyphrase in Română').fill('contacte');
  await romanianForm.getByRole('button', { name: 'Save' }).click();
  await expect(romanianForm).toContainText('In the h1 heading.');

  // Stored: a new visit shows it, and another English page with the same phrase (in other case) competes.
  await page.goto(preview('en', '/en/about'));
  const about = page
    .getByRole('article', { name: /English/ })
    .getByRole('region', { name: 'Focus keyphrase' });
  await about.getByLabel('Focus keyphrase in English').fill('CONTACTS');
  await about.getByRole('button', { name: 'Save' }).click();
  await expect(about).toContainText('Also the focus keyphrase of: /en/contacts.');
  await page.goto(preview('en', '/en/contacts'));
  const again = page
    .getByRole('article', { name: /English/ })
    .getByRole('region', { name: 'Focus keyphrase' });
  await expect(again.getByLabel('Focus keyphrase in English')).toHaveValue('Contacts');
  await expect(again).toContainText('Also the focus keyphrase of: /en/about.');

  // Emptied, it is removed.
  await again.getByLabel('Focus keyphrase in English').fill('');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByRole('status')).toHaveText('Keyphrase removed.');
  await expect(again).toContainText('No focus keyphrase yet');
});

test('explains the readability of each language, with its own score or none for Romanian', async ({
  page,
  request,
}) => {
  // The seed's longest article, with more than 50 words of body text in every language.
  const { results } = (await (
    await request.get('/backend/articles/items?page_size=60', {
      headers: { 'Accept-Language': 'en' },
    })
  ).json()) as { results: { id: number; title: string }[] };
  const article = results.find((item) => item.title === 'How to choose the right PVC windows')!;
  await signIn(page);
  await page.goto(preview('en', `/en/blog/${article.id}`));
  const readability = (language: RegExp) =>
    page.getByRole('article', { name: language }).getByRole('region', { name: 'Readability' });
  await expect(readability(/English/)).toContainText(/\d+ words, \d+ sentences, \d+ paragraphs/);
  await expect(readability(/English/)).toContainText(/Flesch reading ease: -?\d/);
  await expect(readability(/English/)).toContainText(/passive voice/);
  await expect(readability(/English/)).toContainText(/transition word/);
  await expect(readability(/Italiano/)).toContainText(/Gulpease index: \d/);
  await expect(readability(/Русский/)).toContainText(/Oborneva’s Russian adaptation\): -?\d/);
  await expect(readability(/Русский/)).not.toContainText('passive voice');
  await expect(readability(/Română/)).toContainText('Romanian has no standard reading-ease score');
});

test('draws the X and LinkedIn cards beside the others', async ({ page }) => {
  await signIn(page);
  await page.goto(preview('en', '/en/contacts'));
  const english = page.getByRole('article', { name: /English/ });
  for (const network of ['X', 'LinkedIn']) {
    const card = english.getByRole('figure', { name: network, exact: true });
    await expect(card).toContainText('Contacts');
    await expect(card.locator('img')).toHaveAttribute('src', '/images/og-default.png');
  }
});

for (const width of [1280, 375])
  test(`fits the four languages at ${width} px, with no cookie banner or chat launcher over them, and no serious axe violation`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.clock.install();
    await signIn(page);
    await page.goto(preview('en', '/en/contacts'));
    const articles = page.getByRole('article');
    await expect(articles).toHaveCount(4);
    for (const article of await articles.all()) {
      const box = (await article.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    if (width === 1280) {
      // Side by side: one row.
      const tops = await Promise.all(
        (await articles.all()).map(async (a) => (await a.boundingBox())!.y),
      );
      expect(new Set(tops).size).toBe(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    // Past the chat's 10 s delay: still no launcher, and no cookie banner for this fresh browser.
    await page.clock.runFor(11_000);
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Write to us' })).toHaveCount(0);
    await page.screenshot({
      path: testInfo.outputPath(`seo-preview-${width}.png`),
      fullPage: true,
    });

    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual(
      [],
    );

    // The shop's own pages keep both.
    await page.goto('/en/contacts');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await page.clock.runFor(11_000);
    await expect(page.getByRole('button', { name: 'Write to us' })).toBeVisible();
  });
