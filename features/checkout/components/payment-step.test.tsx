import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/api';
import { QueryProvider } from '@/lib/query/provider';
import ro from '@/messages/ro.json';
import { emptyCart } from '@/tests/fixtures/cart';
import { PaymentStep } from './payment-step';

afterEach(() => cleanup());

const noop = () => {};
const renderStep = (cart: Cart) =>
  render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <QueryProvider>
        <PaymentStep locale="ro" cart={cart} onBack={noop} onNext={noop} />
      </QueryProvider>
    </NextIntlClientProvider>,
  );

describe('the payment step (issue 39)', () => {
  it('says cash goes to the courier when the order is delivered', () => {
    renderStep({
      ...emptyCart,
      delivery_details: { delivery_type: 'delivery', address_id: null, address: null },
    });
    const cash = screen.getByRole('radio', { name: new RegExp(ro.checkout.methods['2']) });
    expect(cash.closest('label')).toHaveTextContent(ro.checkout.methodHints['2']);
  });

  it('says cash is paid in the showroom when the shopper collects the order', () => {
    renderStep({
      ...emptyCart,
      delivery_details: { delivery_type: 'pickup', address_id: null, address: null },
    });
    const cash = screen.getByRole('radio', { name: new RegExp(ro.checkout.cashAtPickup.label) });
    expect(cash.closest('label')).toHaveTextContent(ro.checkout.cashAtPickup.hint);
    expect(screen.queryByText(ro.checkout.methodHints['2'])).toBeNull();
  });
});
