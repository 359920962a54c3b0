import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './fixtures';
import { signInAsStaff, TEST_STAFF_PASSWORD } from './helpers';
import { mailsSaying } from './mail';
import { GUEST_EMAIL, placeOrder } from './orders-api';

/**
 * Issue 38: the staff console. scripts/e2e-server.mjs adds the staff with `npm run staff:add` into
 * the fresh database before the server starts (PGlite allows one process): a manager and a
 * marketing user (scripts/test-staff.mjs). Its mail goes to a local relay that keeps every message
 * (scripts/mail-capture.mjs), read here as the shoppers would read it (tests/e2e/mail.ts).
 */
const MANAGER = 'manager@e2e.test';
const MARKETING = 'marketing@e2e.test';
const signIn = signInAsStaff;

/** A registered shopper's access token (no confirmation needed to sign in). */
async function customerToken(request: APIRequestContext, email: string) {
  const password = 'e2e-customer-password-1';
  const registered = await request.post('/backend/api/auth/register/', {
    data: {
      first_name: 'Ion',
      last_name: 'Bonus',
      email,
      phone: '+373 (691) 234-56',
      password,
      re_password: password,
      terms: true,
    },
  });
  expect(registered.ok()).toBe(true);
  const tokens = await request.post('/backend/api/auth/jwt/create', { data: { email, password } });
  expect(tokens.ok()).toBe(true);
  return ((await tokens.json()) as { access: string }).access;
}

const bonusBalance = async (request: APIRequestContext, token: string) =>
  (
    (await (
      await request.get('/backend/api/auth/me/', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { bonus_balance: { amount: number } }
  ).bonus_balance.amount;

test.describe('the staff console', () => {
  test('a manager confirms, produces and delivers a cash order, cancels a paid card order with a refund, handles a call-back and downloads a CV; the shoppers get their mails, bonuses follow the rules', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    // The shop's visitors: a cash order placed in Russian, a paid card order, a registered shopper's
    // cash order, a call-back request, a vacancy application.
    const cash = await placeOrder(request, 2, '+373 (692) 777-01', { locale: 'ru' });
    const card = await placeOrder(request, 1, '+373 (692) 777-02');
    const customerEmail = `bonus-${test.info().workerIndex}-${Date.now()}@example.md`;
    const token = await customerToken(request, customerEmail);
    const earning = await placeOrder(request, 2, '+373 (692) 777-03', {
      token,
      email: customerEmail,
    });
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
    // The configured window with its options in the console's language (the shopper ordered in
    // Russian) and the configurator's drawing, in the HTML the server sent.
    const type = (
      (await (
        await request.get('/backend/api/calculator/calculator-types', {
          headers: { 'Accept-Language': 'ro' },
        })
      ).json()) as {
        calculatorTypesItems: { name: string; sizes: { name: string; value: number }[] }[];
      }[]
    ).flatMap((calculator) => calculator.calculatorTypesItems)[0]!;
    const window = page.getByRole('row', { name: new RegExp(type.name) });
    const options = window.getByRole('list', { name: 'Configurație' });
    for (const size of type.sizes)
      await expect(options.getByText(`${size.name}: ${size.value}`, { exact: true })).toBeVisible();
    await expect(
      window.getByRole('img', { name: /^Schița produsului configurat: / }),
    ).toBeVisible();
    const html = await (await page.request.get(page.url())).text();
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Schița produsului configurat: /);
    await page.getByRole('button', { name: 'Confirmă (în producție)' }).click();
    await expect(page.getByRole('status')).toHaveText('Starea a devenit: În producție.');
    // The shopper's mails, in the language they ordered in.
    const [confirmed] = await mailsSaying(GUEST_EMAIL, `Мы подтвердили заказ ${cash.nr}.`);
    expect(confirmed!.subject).toBe(`Заказ ${cash.nr}: статус изменён`);
    await page.getByRole('button', { name: 'Trece în: Livrată' }).click();
    await expect(page.getByRole('status')).toHaveText('Starea a devenit: Livrată.');
    const [delivered] = await mailsSaying(GUEST_EMAIL, `Заказ ${cash.nr} доставлен.`);
    expect(delivered!.subject).toBe(`Заказ ${cash.nr}: статус изменён`);
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
    const [cancelled] = await mailsSaying(GUEST_EMAIL, `Comanda ${card.nr} a fost anulată.`);
    expect(cancelled!.subject).toBe(`Comanda ${card.nr}: starea s-a schimbat`);
    expect(cancelled!.text).toContain('Motivul: Clientul a renunțat');
    expect(cancelled!.text).toMatch(/plătită cu cardul v-a fost returnată/);
    const payments = page.getByRole('table', { name: 'Plăți' });
    await expect(payments.getByRole('row', { name: /Rambursare.*Maria Manager/ })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Istoricul stărilor' }).getByRole('row', {
        name: /Anulată.*Maria Manager.*Clientul a renunțat/,
      }),
    ).toBeVisible();

    // docs/payments.md: a registered shopper's cash order earns 1 % of its total when it is
    // delivered, not when it is confirmed.
    await page.goto(`/staff/orders/${earning.nr}`);
    await page.getByRole('button', { name: 'Confirmă (în producție)' }).click();
    await expect(page.getByRole('status')).toHaveText('Starea a devenit: În producție.');
    expect(await bonusBalance(request, token)).toBe(0);
    await page.getByRole('button', { name: 'Trece în: Livrată' }).click();
    await expect(page.getByRole('status')).toHaveText('Starea a devenit: Livrată.');
    expect(await bonusBalance(request, token)).toBe(Math.floor(earning.grandTotal / 100));
    const [earned] = await mailsSaying(customerEmail, `Comanda ${earning.nr} a fost livrată.`);
    expect(earned!.to).toEqual([customerEmail]);

    // The call-back request, marked done.
    await page.goto('/staff/leads?kind=callback');
    const lead = page.getByRole('row', { name: new RegExp(caller) });
    await lead
      .getByRole('button', { name: `Marcați solicitarea lui ${caller} ca: Rezolvată` })
      .click();
    await expect(lead.getByText('Maria Manager')).toBeVisible();
    await expect(lead.getByText('Rezolvată', { exact: true })).toBeVisible();
    // Filtered by status within its kind: among the done ones, not among the new ones.
    const byStatus = page.getByRole('navigation', { name: 'Starea' });
    await byStatus.getByRole('link', { name: 'Rezolvată' }).click();
    await expect(page).toHaveURL(/kind=callback&status=done/);
    await expect(page.getByRole('row', { name: new RegExp(caller) })).toBeVisible();
    await byStatus.getByRole('link', { name: 'Nouă' }).click();
    await expect(page).toHaveURL(/kind=callback&status=new/);
    await expect(page.getByRole('row', { name: new RegExp(caller) })).toHaveCount(0);

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

  test('is usable at 375 px in Russian and has no serious axe violations', async ({
    page,
    request,
  }) => {
    // An order, a sign-in and three pages each scanned by axe: 33 s on a slow run of CI's machine.
    test.slow();
    const order = await placeOrder(request, 2, '+373 (692) 777-04', { locale: 'ru' });
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
    // The list, the leads, and an order with a configured window and its drawing.
    for (const path of ['/ru/staff/orders', '/ru/staff/leads', `/ru/staff/orders/${order.nr}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(375);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        serious.map((violation) => violation.id),
        path,
      ).toEqual([]);
    }
    await expect(page.getByRole('img', { name: /^Эскиз настроенного изделия: / })).toBeVisible();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход для сотрудников');
  });
});
