import { expect, test, type APIRequestContext, type Page, type Request } from './fixtures';
import { guestCart, shownOrderNumber, watchConsole } from './helpers';

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const PASSWORD = 'parola-sigura-1';

async function useAnonymousCart(page: Page) {
  const anonymousId = await guestCart(page.request);
  await page
    .context()
    .addCookies([{ name: 'offline_cart_id', value: anonymousId, domain: 'localhost', path: '/' }]);
}

/** An account made straight at the provider, for journeys that are not about registering. */
async function registeredAccount(request: APIRequestContext, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  const response = await request.post('/backend/api/auth/register/', {
    data: {
      first_name: 'Ion',
      last_name: 'Popescu',
      email,
      phone: '+373 (691) 234-56',
      password: PASSWORD,
      re_password: PASSWORD,
      terms: true,
    },
  });
  expect(response.ok()).toBe(true);
  return email;
}

interface Labels {
  cabinet: string;
  loginTitle: string;
  loginSubmit: string;
  password: string;
  profileTitle: string;
  orders: string;
  noOrders: string;
  signOut: string;
}

const ro: Labels = {
  cabinet: 'Contul meu',
  loginTitle: 'Autentificare',
  loginSubmit: 'Intră în cont',
  password: 'Parola',
  profileTitle: 'Contul meu',
  orders: 'Comenzile mele',
  noOrders: 'Nu aveți încă nicio comandă.',
  signOut: 'Ieșire din cont',
};

const ru: Labels = {
  cabinet: 'Личный кабинет',
  loginTitle: 'Вход',
  loginSubmit: 'Войти',
  password: 'Пароль',
  profileTitle: 'Личный кабинет',
  orders: 'Мои заказы',
  noOrders: 'У вас пока нет заказов.',
  signOut: 'Выйти',
};

const cabinet = (page: Page, labels: Labels) =>
  page.getByRole('banner').getByRole('button', { name: labels.cabinet });

/** Waits for the first-load session check, so the cabinet button opens what it should. */
async function sessionChecked(page: Page, labels: Labels) {
  await expect(cabinet(page, labels)).toHaveAttribute('aria-busy', 'false');
}

async function logIn(page: Page, labels: Labels, email: string) {
  await sessionChecked(page, labels);
  await cabinet(page, labels).click();
  const dialog = page.getByRole('dialog', { name: labels.loginTitle });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: labels.loginSubmit }).click();
  await expect(dialog).toBeHidden();
  await expect(cabinet(page, labels)).toHaveAttribute('data-signed-in', 'true');
}

async function openOrders(page: Page, labels: Labels) {
  await cabinet(page, labels).click();
  const profile = page.getByRole('dialog', { name: labels.profileTitle });
  await profile.getByRole('button', { name: labels.orders }).click();
  return profile;
}

test('ro: register, log in, the anonymous cart is merged and the profile shows the order', async ({
  page,
}) => {
  // The longest journey (register, log in, merge, order, profile): about 25 s on an idle machine.
  test.slow();
  const problems = watchConsole(page);
  await useAnonymousCart(page);
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/session/refresh')) refreshes.push(request.url());
  });
  await page.goto('/');
  await sessionChecked(page, ro);
  await expect(page.getByRole('link', { name: /^Coș, 2 produse$/ })).toBeVisible();
  // A visitor who never signed in has no refresh cookie, so the first load asks no refresh.
  expect(refreshes).toEqual([]);

  await cabinet(page, ro).click();
  await page
    .getByRole('dialog', { name: ro.loginTitle })
    .getByRole('button', { name: 'Creați un cont' })
    .click();
  const registration = page.getByRole('dialog', { name: 'Înregistrare' });
  const email = uniqueEmail('account');
  await registration.getByLabel('Prenumele').fill('Maria');
  await registration.getByLabel('Numele', { exact: true }).fill('Ciobanu');
  await registration.getByLabel('E-mail').fill(email);
  await registration.getByLabel('Telefon mobil').pressSequentially('69123456');
  await registration.getByLabel(ro.password, { exact: true }).fill(PASSWORD);
  await registration.getByLabel('Repetați parola').fill(PASSWORD);
  await registration.getByRole('checkbox').check();
  await registration.getByRole('button', { name: 'Creează contul' }).click();
  const registered = page.getByRole('dialog', { name: 'Verificați-vă e-mailul' });
  await expect(registered).toBeVisible();
  await registered.getByRole('button', { name: 'Închide' }).first().click();

  // Registration does not sign in (spec 4): the visitor logs in, and the guest cart follows them.
  await expect(cabinet(page, ro)).toHaveAttribute('data-signed-in', 'false');
  await logIn(page, ro, email);
  await expect(page.getByRole('link', { name: /^Coș, 2 produse$/ })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'refresh_token')?.httpOnly).toBe(true);
  // Its readable hint (no secret) lets the next page's first load know a refresh can succeed.
  expect(cookies.find((cookie) => cookie.name === 'has_session')).toMatchObject({
    value: '1',
    httpOnly: false,
  });

  await page.goto('/cos');
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  const main = page.locator('#main');
  await main.getByRole('button', { name: 'Continuă', exact: true }).click();
  await expect(main.getByText(`Comandați ca Maria Ciobanu (${email}).`)).toBeVisible();
  await main.getByRole('button', { name: 'Spre livrare' }).click();
  await main.getByLabel('Ridicare de la fabrică').check();
  await main.getByRole('button', { name: 'Spre plată' }).click();
  await main.getByLabel('Numerar la ridicare').check();
  await main.getByRole('button', { name: 'Spre confirmare' }).click();
  await main.getByLabel('Am citit și accept termenii și condițiile de vânzare').check();
  await main.getByRole('button', { name: 'Finalizează comanda' }).click();
  const orderNumber = await shownOrderNumber(page);
  await page.locator('[data-modal="order_success"]').getByRole('button').first().click();

  // A full page load: the session comes back from the httpOnly refresh cookie alone.
  await sessionChecked(page, ro);
  await expect(cabinet(page, ro)).toHaveAttribute('data-signed-in', 'true');
  const profile = await openOrders(page, ro);
  await expect(profile.getByText(`Comanda nr. ${orderNumber}`, { exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});

test('ru: an expired access token is refreshed through the cookie and the call retried once', async ({
  page,
}) => {
  // The provider's 401 to the stale token is the one failed request this journey expects.
  const problems = watchConsole(page, [/status of 401/]);
  const email = await registeredAccount(page.request, 'refresh');
  await page.goto('/ru');
  await logIn(page, ru, email);

  const ordersCalls: Request[] = [];
  const refreshCalls: Request[] = [];
  page.on('request', (request) => {
    if (/\/backend\/api\/calculator\/orders\//.test(request.url())) ordersCalls.push(request);
    if (/\/session\/refresh$/.test(request.url())) refreshCalls.push(request);
  });
  let expired = false;
  await page.route('**/backend/api/calculator/orders/**', async (route) => {
    if (expired) return route.continue();
    expired = true;
    // What the browser holds once the short-lived access token has run out.
    await route.continue({
      headers: { ...route.request().headers(), authorization: 'Bearer expired.access.token' },
    });
  });

  const profile = await openOrders(page, ru);
  await expect(profile.getByText(ru.noOrders)).toBeVisible();
  expect(refreshCalls).toHaveLength(1);
  expect(ordersCalls).toHaveLength(2);
  const retried = await ordersCalls[1]!.allHeaders();
  expect(retried.authorization).toMatch(/^Bearer (?!expired)/);
  await expect(cabinet(page, ru)).toHaveAttribute('data-signed-in', 'true');
  expect(problems).toEqual([]);
});

test('ro: logout clears the cookie, closes the profile, goes home and reloads the cart', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await useAnonymousCart(page);
  const email = await registeredAccount(page.request, 'logout');
  await page.goto('/despre-noi');
  await logIn(page, ro, email);
  await expect(page.getByRole('link', { name: /^Coș, 2 produse$/ })).toBeVisible();

  await cabinet(page, ro).click();
  const profile = page.getByRole('dialog', { name: ro.profileTitle });
  await profile.getByRole('button', { name: ro.signOut }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(profile).toBeHidden();
  await expect(cabinet(page, ro)).toHaveAttribute('data-signed-in', 'false');
  expect(
    (await page.context().cookies()).filter((cookie) =>
      ['refresh_token', 'has_session'].includes(cookie.name),
    ),
  ).toEqual([]);
  // The merged cart belongs to the account now; the visitor starts with a fresh, empty one.
  await expect(page.getByRole('link', { name: 'Coș', exact: true })).toBeVisible();

  await page.reload();
  await sessionChecked(page, ro);
  await expect(cabinet(page, ro)).toHaveAttribute('data-signed-in', 'false');
  await cabinet(page, ro).click();
  await expect(page.getByRole('dialog', { name: ro.loginTitle })).toBeVisible();
  expect(problems).toEqual([]);
});

test("ro and ru: the reset-password page checks the passwords and shows the provider's answer to a bad link", async ({
  page,
}) => {
  const problems = watchConsole(page, [/status of 400/]);
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Setați o parolă nouă' })).toBeVisible();
  const main = page.locator('#main');
  await main.getByLabel('Parola nouă').fill('parola-noua-1');
  await main.getByLabel('Repetați parola').fill('alta-parola-2');
  await main.getByRole('button', { name: 'Salvează parola' }).click();
  await expect(main.getByText('Parolele trebuie să coincidă')).toBeVisible();
  await main.getByLabel('Repetați parola').fill('parola-noua-1');
  await main.getByRole('button', { name: 'Salvează parola' }).click();
  await expect(
    main.getByRole('alert').filter({ hasText: 'Linkul de resetare nu este valid sau a expirat' }),
  ).toBeVisible();

  await page.goto('/ru/reset-password');
  await expect(page.locator('#main').getByRole('alert')).toHaveText(
    'Ссылка неполная. Запросите новую ссылку для восстановления.',
  );
  expect(problems).toEqual([]);
});
