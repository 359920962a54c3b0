import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './fixtures';
import { guestCart, signInAsStaff, TEST_STAFF_PASSWORD } from './helpers';

/**
 * Issue 38: the staff console. scripts/e2e-server.mjs adds the staff with `npm run staff:add` into
 * the fresh database before the server starts (PGlite allows one process): a manager and a
 * marketing user (scripts/test-staff.mjs).
 */
const MANAGER = 'manager@e2e.test';
const MARKETING = 'marketing@e2e.test';
const signIn = signInAsStaff;

/** A guest's order placed through the API: its number, and the test bank's page for a card order. */
async function guestOrder(request: APIRequestContext, method: 1 | 2, phone: string) {
  const anonymousId = await guestCart(request);
  const headers = { 'X-Cart-Id': anonymousId };
  const cart = (await (await request.get('/backend/api/calculator/cart/', { headers })).json()) as {
    id: number;
  };
  const post = async (step: string, data: unknown) => {
    const response = await request.post(`/backend/api/calculator/cart/${cart.id}/${step}`, {
      headers,
      data,
    });
    expect(response.ok(), step).toBe(true);
    return response;
  };
  await post('set-user-details/', {
    email: 'oaspete@example.md',
    full_name: 'Ana Oaspete',
    phone,
  });
  await post('set-delivery/', { delivery_type: 'pickup' });
  await post('set-payment-details/', { payment_method: method });
  const body = (await (await post('create-order/', {})).json()) as {
    order: { nr: string };
    payment_data: { result: { payUrl: string } } | null;
  };
  return { nr: body.order.nr, payUrl: body.payment_data?.result.payUrl ?? null };
}

test.describe('the staff console', () => {
  test('a manager confirms, produces and delivers a cash order, cancels a paid card order with a refund, handles a call-back and downloads a CV', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // The shop's visitors: a cash order, a paid card order, a call-back request, a vacancy application.
    const cash = await guestOrder(request, 2, '+373 (692) 777-01');
    const card = await guestOrder(request, 1, '+373 (692) 777-02');
    const paid = await request.post(`${new URL(card.payUrl!).pathname}/approve`, {
      maxRedirects: 0,
    });
    expect(paid.status()).toBeLessThan(400);
    // A name of its own, so that another request in the same database never matches it.
    const caller = `Ion Apel ${test.info().workerIndex}${Date.now() % 100_000}`;
    const callBack = await request.post('/backend/feedbacks/contact_us/', {
      data: { phone: '+373 (691) 234-99', name: caller },
    });
    expect(callBack.ok()).toBe(true);
    const cv = Buffer.concat([
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
      Buffer.from(Array.from({ length: 3000 }, (_, index) => index % 251)),
      Buffer.from('\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ]);
    await page.goto('/posturi-vacante');
    await page.getByRole('button', { name: 'Aplică' }).first().click();
    const dialog = page.locator('[data-modal="contact"]');
    await dialog.getByLabel('Nume și prenume').fill('Elena Candidat');
    await dialog.getByLabel('Telefon').pressSequentially('69123450');
    await dialog.getByLabel('E-mail').fill('elena@example.md');
    await dialog
      .getByLabel('CV')
      .setInputFiles({ name: 'cv-elena.pdf', mimeType: 'application/pdf', buffer: cv });
    const sent = page.waitForResponse((response) => response.url().includes('/feedbacks/vacancy/'));
    await dialog.getByRole('button', { name: 'Trimite' }).click();
    expect((await sent).status()).toBe(201);

    // The manager signs in and finds the cash order by the phone as a caller says it.
    await signIn(page, MANAGER);
    await expect(
      page.getByRole('navigation', { name: 'Consolă' }).getByRole('link', { name: 'Comenzi' }),
    ).toBeVisible();
    await page.goto('/staff/orders');
    await page.getByRole('main').getByLabel('Căutare', { exact: true }).fill('069277701');
    await page.getByRole('button', { name: 'Afișează' }).click();
    await expect(page).toHaveURL(/q=069277701/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await page.getByRole('link', { name: cash.nr }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Comanda ${cash.nr}`);
    await page.getByRole('button', { name: 'Confirmă (în producție)' }).click();
    await expect(page.getByRole('status')).toHaveText('Starea a devenit: În producție.');
    await page.getByRole('button', { name: 'Trece în: Livrată' }).click();
    await expect(page.getByRole('status')).toHaveText('Starea a devenit: Livrată.');
    const history = page.getByRole('table', { name: 'Istoricul stărilor' });
    await expect(history.getByRole('row', { name: /Livrată.*Maria Manager/ })).toBeVisible();
    await expect(history.getByRole('row', { name: /În producție.*Maria Manager/ })).toBeVisible();
    await expect(page.getByText('Comanda este finală: nu se mai schimbă.')).toBeVisible();

    // The paid card order: cancelled with a reason, refunded through the test bank.
    await page.goto(`/staff/orders/${card.nr}`);
    await expect(page.getByText('Plătită', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Anulează comanda' }).click();
    await page.getByRole('button', { name: 'Anulează cu acest motiv' }).click();
    await expect(page.getByText('Acest câmp este obligatoriu')).toBeVisible();
    await page.getByLabel('Motivul anulării').fill('Clientul a renunțat');
    await page.getByRole('button', { name: 'Anulează cu acest motiv' }).click();
    await expect(page.getByRole('status')).toHaveText('Starea a devenit: Anulată.');
    const payments = page.getByRole('table', { name: 'Plăți' });
    await expect(payments.getByRole('row', { name: /Rambursare.*Maria Manager/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Istoricul stărilor' }).getByRole('row', {
        name: /Anulată.*Maria Manager.*Clientul a renunțat/,
      }),
    ).toBeVisible();

    // The call-back request, marked done.
    await page.goto('/staff/leads?kind=callback');
    const lead = page.getByRole('row', { name: new RegExp(caller) });
    await lead
      .getByRole('button', { name: `Marcați solicitarea lui ${caller} ca: Rezolvată` })
      .click();
    await expect(lead.getByText('Maria Manager')).toBeVisible();
    await expect(lead.getByText('Rezolvată', { exact: true })).toBeVisible();

    // The CV, byte for byte, as an attachment.
    await page.goto('/staff/leads?kind=vacancy');
    const application = page.getByRole('row', { name: /Elena Candidat/ });
    const download = page.waitForEvent('download');
    await application.getByRole('link', { name: 'Descarcă CV-ul (cv-elena.pdf)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('cv-elena.pdf');
    expect((await readFile((await file.path())!)).equals(cv)).toBe(true);

    // Nobody else gets the CV.
    const stranger = await request.get(
      new URL(
        (await application.getByRole('link', { name: /CV/ }).getAttribute('href')) ?? '',
        page.url(),
      ).pathname,
    );
    expect(stranger.status()).toBe(401);
  });

  test('a marketing user opens the SEO preview but not the orders', async ({ page }) => {
    await signIn(page, MARKETING);
    const nav = page.getByRole('navigation', { name: 'Consolă' });
    await expect(nav.getByRole('link', { name: 'Comenzi' })).toHaveCount(0);
    await page.goto('/staff/orders');
    await expect(
      page.getByText('Rolul dumneavoastră nu are acces la această parte a consolei.'),
    ).toBeVisible();
    await page.goto('/seo-preview?path=/contacte');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Autentificare personal')).toHaveCount(0);
  });

  test('is usable at 375 px in Russian and has no serious axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/ru/staff');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход для сотрудников');
    const response = await page.request.get('/ru/staff');
    expect(response.headers()['cache-control']).toMatch(/private/);
    expect(response.headers()['cache-control']).toMatch(/no-store/);
    expect(response.headers()['content-security-policy']).toMatch(/nonce-/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(MANAGER);
    await page.getByLabel('Пароль').fill(TEST_STAFF_PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    await page.goto('/ru/staff/orders');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход для сотрудников');
  });
});
