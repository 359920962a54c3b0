'use client';

import { lazyPart } from '@/components/lazy-part';
import { useEffect } from 'react';
import { openModal, useModalStore, type ModalName } from '../store';

// Each modal's code loads only when it first opens, so pages ship none of it up front.
const CallBackModal = lazyPart(() => import('./call-back-modal').then((m) => m.CallBackModal));
const SuccessModal = lazyPart(() => import('./success-modal').then((m) => m.SuccessModal));
const OrderSuccessModal = lazyPart(() =>
  import('./success-modal').then((m) => m.OrderSuccessModal),
);
const SubscribeSuccessModal = lazyPart(() =>
  import('./success-modal').then((m) => m.SubscribeSuccessModal),
);
const CalculatorModal = lazyPart(() => import('./calculator-modal').then((m) => m.CalculatorModal));

/** The query of the page the shop returns to after an order (spec 2 and 8). */
const SUCCESS_PARAMS = ['success_order', 'orderId', 'total'] as const;

/** The modals the shell owns, mounted once in the layout; other features render their own. */
export function ModalHost() {
  const opened = useModalStore((state) => state.opened);
  const isOpen = (name: ModalName) => opened.includes(name);

  useEffect(() => {
    // Spec 2 and 8: the home page with success_order=True and orderId opens the order-success
    // modal; an orderId that is no order number gets the generic thanks, never the URL's text.
    const query = new URLSearchParams(window.location.search);
    if (query.get('success_order') !== 'True') return;
    // Shown once: a reload or a shared link of this page does not thank again (issue 39).
    const clean = new URL(window.location.href);
    for (const key of SUCCESS_PARAMS) clean.searchParams.delete(key);
    window.history.replaceState(window.history.state, '', clean);
    // The rules of the return load with it, not with every page.
    void Promise.all([
      import('@/lib/checkout/draft'),
      import('@/lib/validation/order-number'),
    ]).then(([{ clearDraft }, { isOrderNumber, orderSuccessTotal }]) => {
      // The order is placed (and paid, by card): what was typed for its checkout is done with.
      clearDraft();
      const orderId = query.get('orderId');
      if (isOrderNumber(orderId))
        openModal('order_success', { orderId, total: orderSuccessTotal(query.get('total')) });
      else openModal('success');
    });
  }, []);

  return (
    <>
      {isOpen('order_call') && <CallBackModal name="order_call" />}
      {isOpen('mobile-call-popup') && <CallBackModal name="mobile-call-popup" />}
      {isOpen('success') && <SuccessModal />}
      {isOpen('order_success') && <OrderSuccessModal />}
      {isOpen('successSubscribe') && <SubscribeSuccessModal />}
      {isOpen('calculator') && <CalculatorModal />}
    </>
  );
}
