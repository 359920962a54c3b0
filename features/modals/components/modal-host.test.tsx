import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '@/features/modals';
import ro from '@/messages/ro.json';
import { ModalHost } from './modal-host';

afterEach(() => {
  useModalStore.getState().closeAll();
  window.history.replaceState(null, '', '/');
});

function hostAt(url: string) {
  window.history.replaceState(null, '', url);
  render(
    <NextIntlClientProvider locale="ro" messages={ro}>
      <ModalHost />
    </NextIntlClientProvider>,
  );
}

describe('the order-success dialog (spec 2 and 8)', () => {
  it('names the order of a well-formed order number', async () => {
    hostAt('/?success_order=True&orderId=FM-2026-00042');
    expect(await screen.findByRole('dialog')).toHaveTextContent('FM-2026-00042');
  });

  // Issue 41: a crafted link put "payment failed, pay to IBAN …" inside the shop's own dialog.
  it("shows the generic thanks, never the URL's text, for anything else", async () => {
    const crafted = 'Plata a eșuat, achitați în contul IBAN MD00XX0000000000000';
    hostAt(`/?success_order=True&orderId=${encodeURIComponent(crafted)}`);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(ro.modals.successMessage);
    expect(dialog).not.toHaveTextContent('IBAN');
  });
});
