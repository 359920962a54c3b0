import type { Messages } from 'next-intl';

/**
 * The checkout messages the account's order details and address form translate. The rest of that
 * namespace, four fifths of it, is the checkout's own: the cart page hands it to its steps.
 */
const checkoutKeys = [
  'columns',
  'totals',
  'deliveryTypes',
  'firstName',
  'lastName',
  'phone',
  'city',
  'chooseCity',
  'street',
  'house',
  'apartment',
  'houseNoApartment',
  'houseNoApartmentValue',
] as const satisfies readonly (keyof Messages['checkout'])[];

/**
 * What the header's account button and its modals translate, and nothing more: these messages are
 * in the HTML of every page (the island's props), so each namespace here weighs on every request.
 */
export function accountMessages(messages: Messages) {
  return {
    common: messages.common,
    validation: messages.validation,
    modals: messages.modals,
    auth: messages.auth,
    account: messages.account,
    checkout: Object.fromEntries(checkoutKeys.map((key) => [key, messages.checkout[key]])),
  };
}
