import { checkout, openCartAsGuest, ro, ru, uniqueEmail, type Labels } from '../e2e/checkout-flow';
import { expect, test, type Page } from '../e2e/fixtures';
import { cameTo, shownOrderNumber, watchConsole } from '../e2e/helpers';

// Run with `npx playwright test -c playwright.maib.config.ts` (PAYMENT_GATEWAY=maib, a stand-in of maib).

/** A guest's checkout to Bălți, paying by card: the browser goes to maib's checkout page. */
async function payByCard(page: Page, labels: Labels) {
  await checkout(page, labels, labels.card, uniqueEmail('maib'));
  await cameTo(page, /127\.0\.0\.1:\d+\/checkout\//, "maib's checkout page");
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
  await expect(page).toHaveURL(/\/ru(\?|$)/);
  expect(await shownOrderNumber(page)).toMatch(/^FM-\d{4}-\d{5}$/);
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
  await cameTo(page, /\/cos\?payment=declined$/, 'the cart after a declined payment');
  await expect(page.getByRole('alert').filter({ hasText: 'refuzată' })).toBeVisible();
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  expect(problems).toEqual([]);
});
