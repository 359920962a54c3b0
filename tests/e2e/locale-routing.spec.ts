import { expect, test } from './fixtures';
import { expandOnceHydrated } from './helpers';

const homes = [
  { path: '/', lang: 'ro', heading: 'Ferestre și uși care păstrează căldura' },
  { path: '/en', lang: 'en', heading: 'Windows and doors that keep the warmth in' },
  { path: '/ru', lang: 'ru', heading: 'Окна и двери, которые сохраняют тепло' },
  { path: '/it', lang: 'it', heading: 'Finestre e porte che trattengono il calore' },
];

for (const home of homes) {
  test(`home ${home.path} renders in ${home.lang} with lang="${home.lang}"`, async ({ page }) => {
    const response = await page.goto(home.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
    // Shell data comes from the provider in the page's language.
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
}

const contacts = [
  { path: '/contacte', lang: 'ro', heading: 'Contacte' },
  { path: '/en/contacts', lang: 'en', heading: 'Contacts' },
  { path: '/ru/kontakty', lang: 'ru', heading: 'Контакты' },
  { path: '/it/contacts', lang: 'it', heading: 'Contatti' },
];

for (const page of contacts) {
  test(`localized slug ${page.path} serves the contacts page`, async ({ page: browser }) => {
    const response = await browser.goto(page.path);
    expect(response?.status()).toBe(200);
    expect(new URL(browser.url()).pathname).toBe(page.path);
    await expect(browser.locator('html')).toHaveAttribute('lang', page.lang);
    await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.heading);
  });
}

test("a slug of another language redirects permanently to the locale's slug", async ({
  request,
  page,
}) => {
  const response = await request.get('/en/contacte', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/en/contacts');
  await page.goto('/ru/contacts');
  await expect(page).toHaveURL(/\/ru\/kontakty$/);
});

test('page paths lose a trailing slash; API paths keep theirs', async ({ request }) => {
  const page = await request.get('/en/contacts/', { maxRedirects: 0 });
  expect(page.status()).toBe(308);
  expect(new URL(page.headers().location!, 'http://x').pathname).toBe('/en/contacts');
  const api = await request.get('/backend/pages/home-page/', { maxRedirects: 0 });
  expect(api.status()).toBe(200);
});

test('the /ro prefix answers and leads to the unprefixed page', async ({ page }) => {
  await page.goto('/ro/contacte');
  await expect(page).toHaveURL(/\/contacte$/);
  expect(new URL(page.url()).pathname).toBe('/contacte');
});

test('a path that is no page answers 404 with the lost-visitor page', async ({ page }) => {
  const response = await page.goto('/en/this/is/no/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('It seems you are lost');
  await expect(page.getByRole('img', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/en');
  await expect(page.getByRole('link', { name: 'Price calculator' }).last()).toHaveAttribute(
    'href',
    '/en/calculators',
  );
});

test('a path with a file extension outside every locale answers 404, not 500', async ({
  request,
}) => {
  for (const path of ['/x.php', '/wp-login.php', '/x.php/windows']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});

test('the language switcher keeps the page and translates its slug', async ({ page }) => {
  await page.goto('/contacte');
  // The switcher opens once hydrated; a full navigation to another language starts that over.
  await expandOnceHydrated(page.getByRole('button', { name: 'Alegeți limba' }));
  await page.getByRole('link', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/\/ru\/kontakty$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
  await expandOnceHydrated(page.getByRole('button', { name: 'Выберите язык' }));
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/contacts$/);
});
