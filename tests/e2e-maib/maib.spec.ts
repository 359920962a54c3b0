import { expect, test, type Page } from '../e2e/fixtures';
import { guestCart, watchConsole } from '../e2e/helpers';

/** Run with `npx playwright test -c playwright.maib.config.ts` (PAYMENT_GATEWAY=maib, a stand-in of maib). */
async function openCartAsGuest(page: Page, path: string) {
  const anonymousId = await guestCart(page.request);
  await page
    .context()
    .addCookies([{ name: 'offline_cart_id', value: anonymousId, domain: 'localhost', path: '/' }]);
  await page.goto(path);
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
}

const PASSWORD = 'parola-sigura-1';
const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

interface Labels {
  next: string;
  firstName: string;
  lastName: string;
  phone: string;
  password: string;
  repeatPassword: string;
  toDelivery: string;
  city: string;
  balti: string;
  street: string;
  house: string;
  apartment: string;
  toPayment: string;
  toConfirmation: string;
  terms: string;
  finish: string;
  card: string;
}

const ro: Labels = {
  next: 'Continuă',
  firstName: 'Prenumele',
  lastName: 'Numele',
  phone: 'Telefon mobil',
  password: 'Parola',
  repeatPassword: 'Repetați parola',
  toDelivery: 'Spre livrare',
  city: 'Localitatea',
  balti: 'Bălți',
  street: 'Strada',
  house: 'Casa',
  apartment: 'Apartamentul',
  toPayment: 'Spre plată',
  toConfirmation: 'Spre confirmare',
  terms: 'Am citit și accept termenii și condițiile de vânzare',
  finish: 'Finalizează comanda',
  card: 'Card bancar (Visa, MasterCard)',
};

const ru: Labels = {
  next: 'Далее',
  firstName: 'Имя',
  lastName: 'Фамилия',
  phone: 'Мобильный телефон',
  password: 'Пароль',
  repeatPassword: 'Повторите пароль',
  toDelivery: 'К доставке',
  city: 'Город',
  balti: 'Бельцы',
  street: 'Улица',
  house: 'Дом',
  apartment: 'Квартира',
  toPayment: 'К оплате',
  toConfirmation: 'К подтверждению',
  terms: 'Я ознакомлен(а) и согласен(на) с условиями продажи',
  finish: 'Оформить заказ',
  card: 'Банковская карта (Visa, MasterCard)',
};

/** A guest's checkout to Bălți, paying by card: the browser goes to maib's checkout page. */
async function payByCard(page: Page, labels: Labels) {
  const main = page.locator('#main');
  await main.getByRole('button', { name: labels.next, exact: true }).click();
  await main.getByLabel(labels.firstName, { exact: true }).fill('Ion');
  await main.getByLabel(labels.lastName, { exact: true }).fill('Popescu');
  await main.getByLabel('E-mail').fill(uniqueEmail('maib'));
  await main.getByLabel(labels.phone).first().pressSequentially('69123456');
  await main.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await main.getByLabel(labels.repeatPassword).fill(PASSWORD);
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: labels.toDelivery }).click();
  await main.getByLabel(labels.city).selectOption({ label: labels.balti });
  await main.getByLabel(labels.street).fill('Ștefan cel Mare');
  await main.getByLabel(labels.house).fill('12');
  await main.getByLabel(labels.apartment).fill('3');
  await main.getByRole('button', { name: labels.toPayment }).click();
  await main.getByLabel(labels.card).check();
  await main.getByRole('button', { name: labels.toConfirmation }).click();
  await main.getByLabel(labels.terms).check();
  await main.getByRole('button', { name: labels.finish }).click();
  await page.waitForURL(/127\.0\.0\.1:\d+\/checkout\//);
  await expect(page.getByRole('heading', { name: 'maib stand-in checkout' })).toBeVisible();
}

test('ru: a card payment approved at maib comes back to the success modal with the order number', async ({
  page,
}) => {
  // A whole checkout (five steps, several pages): given a busy machine's time, as the other journeys.
  test.slow();
  const problems = watchConsole(page);
  await openCartAsGuest(page, '/ru/korzina');
  await payByCard(page, ru);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/ru\?success_order=True&orderId=FM-\d{4}-\d{5}$/);
  const orderNumber = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.locator('[data-modal="order_success"]')).toContainText(orderNumber);
  expect(problems).toEqual([]);
});

test('ro: a card payment declined at maib comes back to the cart with its items', async ({
  page,
}) => {
  test.slow();
  const problems = watchConsole(page);
  await openCartAsGuest(page, '/cos');
  await payByCard(page, ro);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/cos\?payment=declined$/);
  await expect(page.getByRole('alert').filter({ hasText: 'refuzată' })).toBeVisible();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  expect(problems).toEqual([]);
});
