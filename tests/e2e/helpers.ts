import {
  expect,
  takeVisit,
  waitForHydration,
  type APIRequestContext,
  type Locator,
  type Page,
} from './fixtures';

/**
 * Collects console errors and hydration warnings (issue 9: journeys fail on them), except the ones
 * a journey expects.
 */
export function watchConsole(page: Page, expected: RegExp[] = []) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (
      (message.type() === 'error' || /hydrat/i.test(text)) &&
      !expected.some((pattern) => pattern.test(text))
    )
      problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** How long a journey's step may take before it counts as stalled (journeys run under test.slow()). */
const STEP_TIMEOUT = 30_000;

/** The order-success address (spec 2): home with the order's public number and its total. */
export const SUCCESS_URL = /success_order=True&orderId=FM-\d{4}-\d{5}&total=\d+$/;

/**
 * Waits until the page has come to an address matching `url` since the last such wait, even if it
 * left it since, and the page it is on has loaded and hydrated (a shopper's next click comes after
 * that); a stall fails naming `where`, the address it is at and the page's alerts.
 */
export async function cameTo(page: Page, url: RegExp, where: string) {
  try {
    await expect.poll(() => takeVisit(page, url), { timeout: STEP_TIMEOUT }).toBeDefined();
    await page.waitForLoadState('load', { timeout: STEP_TIMEOUT });
    await waitForHydration(page);
  } catch (error) {
    throw await stalled(page, where, error);
  }
}

/** Waits for what `step` shows; a stall fails naming it, the address and the page's alerts. */
export async function reached(page: Page, shown: Locator, step: string) {
  try {
    await expect(shown).toBeVisible({ timeout: STEP_TIMEOUT });
  } catch (error) {
    throw await stalled(page, step, error);
  }
}

async function stalled(page: Page, where: string, cause: unknown) {
  const alerts = await page
    .getByRole('alert')
    .allInnerTexts()
    .catch(() => []);
  return new Error(`${where} not reached at ${page.url()}; alerts: ${JSON.stringify(alerts)}`, {
    cause,
  });
}

/**
 * Clicks a disclosure toggle until it reports itself open: a click before hydration is lost, so the
 * first answer also tells that the page is hydrated.
 */
export async function expandOnceHydrated(toggle: Locator) {
  await expect(async () => {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
  }).toPass();
}

interface CalculatorTypeSummary {
  id: number;
  features: { id: string; items: { id: string; price: number | null; selected: boolean }[] }[];
  sizes: { id: string; value: number }[];
}

/** A guest's cart with a configured window and a catalog product, made through the cart API. */
export async function guestCart(request: APIRequestContext): Promise<string> {
  const calculators = (await (
    await request.get('/backend/api/calculator/calculator-types')
  ).json()) as { calculatorTypesItems: CalculatorTypeSummary[] }[];
  const type = calculators.flatMap((calculator) => calculator.calculatorTypesItems)[0]!;
  const features = Object.fromEntries(
    type.features.map((group) => [
      group.id,
      (group.items.find((item) => item.selected && item.price !== null) ??
        group.items.find((item) => item.price !== null))!.id,
    ]),
  );
  const sizes = Object.fromEntries(type.sizes.map((size) => [size.id, size.value]));
  const cart = (await (await request.get('/backend/api/calculator/cart/')).json()) as {
    id: number;
    anonymous_id: string;
  };
  const headers = { 'X-Cart-Id': cart.anonymous_id };
  const configured = await request.post(`/backend/api/calculator/cart/${cart.id}/items/`, {
    headers,
    data: { data: { calculator_type_id: type.id, features, sizes }, quantity: 1 },
  });
  expect(configured.ok()).toBe(true);
  const products = (await (await request.get('/backend/products/?page_size=60')).json()) as {
    results: { id: number }[];
  };
  const product = await request.post(`/backend/api/calculator/cart/${cart.id}/items/add-product/`, {
    headers,
    data: { product_id: products.results.at(-1)!.id, quantity: 1 },
  });
  expect(product.ok()).toBe(true);
  return cart.anonymous_id;
}

/**
 * The order's public number, as the success dialog after checkout names it; the page the shop
 * returned to had it in its query, which the dialog then removed (a reload thanks no twice).
 */
export async function shownOrderNumber(page: Page): Promise<string> {
  await cameTo(page, SUCCESS_URL, 'the order-success page');
  const success = page.locator('[data-modal="order_success"]');
  await expect(success).toContainText(/FM-\d{4}-\d{5}/);
  await expect(page).not.toHaveURL(/success_order/);
  return (await success.innerText()).match(/FM-\d{4}-\d{5}/)![0];
}

/** The order's success dialog after checkout: its public number, then closed. */
export async function closeOrderSuccess(page: Page): Promise<string> {
  const orderNumber = await shownOrderNumber(page);
  await page.locator('[data-modal="order_success"]').getByRole('button').first().click();
  return orderNumber;
}

/** Signs in through the header's account button (Romanian pages); answers that button. */
export async function signInFromHeader(
  page: Page,
  email: string,
  password: string,
): Promise<Locator> {
  const cabinet = page.getByRole('banner').getByRole('button', { name: 'Contul meu' });
  await expect(cabinet).toHaveAttribute('aria-busy', 'false');
  await cabinet.click();
  const login = page.getByRole('dialog', { name: 'Autentificare' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Parola', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Intră în cont' }).click();
  await expect(cabinet).toHaveAttribute('data-signed-in', 'true');
  return cabinet;
}

/** The staff's password in the tests (scripts/test-staff.mjs adds them). */
export const TEST_STAFF_PASSWORD = 'e2e-staff-password-2026';

/** Signs in to the staff console (Romanian pages) as one of the test staff. */
export async function signInAsStaff(page: Page, email: string, path = '/staff') {
  await page.goto(path);
  await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Parola').fill(TEST_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Autentificare' }).click();
  await expect(page.getByRole('button', { name: 'Ieșire' })).toBeVisible();
}
