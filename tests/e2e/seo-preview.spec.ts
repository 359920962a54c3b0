import { expect, test } from './fixtures';

// The staff token of scripts/e2e-server.mjs (the tool answers 404 without it).
const token = 'e2e-seo-preview-token-0123456789abcdef';
const preview = (locale: string, path: string) => `/${locale}/seo-preview?token=${token}&path=${encodeURIComponent(path)}`;

test.describe('SEO preview', () => {
  test('draws the desktop and mobile results with width bars, and the four languages side by side', async ({ page }) => {
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
      await expect(page.getByRole('article', { name: new RegExp(language) }).getByRole('figure', { name: 'Desktop' })).toContainText(title);
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
    await expect(page.getByRole('heading', { level: 2, name: /Search result/ })).toContainText('/en/contacts/');
    await expect(redirected).toContainText(/redirects \d+ time\(s\) before reaching \/en\/contacts/);
    await expect(redirected.getByRole('link', { name: /Open the page to fix/ }).first()).toHaveAttribute('href', /^\/en\/contacts/);
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

test('SEO preview shows the Open Graph card as Facebook, Telegram and Viber would', async ({ page }) => {
  await page.goto(preview('en', '/en/contacts'));
  const english = page.getByRole('article', { name: /English/ });
  for (const network of ['Facebook', 'Telegram', 'Viber']) {
    const card = english.getByRole('figure', { name: network });
    await expect(card).toContainText('Contacts');
    // The shop's own og:image, loaded from the shop (the CSP allows no other images).
    const image = card.locator('img');
    await expect(image).toHaveAttribute('src', '/images/og-default.png');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await expect(english.getByRole('figure', { name: 'Facebook' })).toContainText(/LOCALHOST:\d+/);
  await expect(english.getByRole('figure', { name: 'Telegram' })).toContainText('Fereastra Moldovei');
});
