import { expect, type Page } from './fixtures';
import { guestCart, reached } from './helpers';

// A guest's checkout through the cart's steps (spec 4), shared by the journeys that pay (checkout,
// maib) so each keeps only what it checks.
export async function openCartAsGuest(page: Page, path: string) {
  const anonymousId = await guestCart(page.request);
  await page
    .context()
    .addCookies([{ name: 'offline_cart_id', value: anonymousId, domain: 'localhost', path: '/' }]);
  await page.goto(path);
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
}

export const PASSWORD = 'parola-sigura-1';
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Personal data → delivery to Bălți → the chosen payment → confirmation with terms. */
export async function checkout(page: Page, labels: Labels, method: string, email?: string) {
  const main = await toConfirmation(page, labels, method, email);
  await main.getByLabel(labels.terms).check();
  await main.getByRole('button', { name: labels.finish }).click();
}

/** Personal data → delivery to Bălți → the chosen payment: the confirmation step is shown. */
export async function toConfirmation(
  page: Page,
  labels: Labels,
  method: string,
  email = uniqueEmail('guest'),
) {
  const main = page.locator('#main');
  await main.getByRole('button', { name: labels.next, exact: true }).click();
  await fillOrderForm(page, labels, email);
  await main.getByRole('button', { name: labels.toDelivery }).click();
  await reached(page, main.getByLabel(labels.street), 'the delivery step');
  return fromDelivery(page, labels, method);
}

/** The order form of a guest (spec 4), with the password PASSWORD. */
export async function fillOrderForm(page: Page, labels: Labels, email: string) {
  const main = page.locator('#main');
  const firstName = main.getByLabel(labels.firstName, { exact: true });
  await reached(page, firstName, 'the order form');
  await firstName.fill('Ion');
  await main.getByLabel(labels.lastName, { exact: true }).fill('Popescu');
  await main.getByLabel('E-mail').fill(email);
  await main.getByLabel(labels.phone).first().pressSequentially('69123456');
  await main.getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  await main.getByLabel(labels.repeatPassword).fill(PASSWORD);
  await main.getByRole('checkbox').check();
}

/** The delivery step to Bălți, then the payment method: the confirmation step is shown. */
export async function fromDelivery(page: Page, labels: Labels, method: string) {
  const main = page.locator('#main');
  await main.getByLabel(labels.city).selectOption({ label: labels.balti });
  await main.getByLabel(labels.street).fill('Ștefan cel Mare');
  await main.getByLabel(labels.house, { exact: true }).fill('12');
  await main.getByLabel(labels.apartment).fill('3');
  await main.getByRole('button', { name: labels.toPayment }).click();
  const choice = main.getByLabel(method);
  await reached(page, choice, 'the payment step');
  await choice.check();
  await main.getByRole('button', { name: labels.toConfirmation }).click();
  await reached(page, main.getByLabel(labels.terms), 'the confirmation step');
  return main;
}

export interface Labels {
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
  cash: string;
  card: string;
}

export const ro: Labels = {
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
  cash: 'Numerar la livrare',
  card: 'Card bancar (Visa, MasterCard)',
};

export const ru: Labels = {
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
  cash: 'Наличными при получении',
  card: 'Банковская карта (Visa, MasterCard)',
};
