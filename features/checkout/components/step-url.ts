import type { Cart } from '@/lib/api';

// The checkout's step in the URL (checkout-flow.tsx reads it with useSyncExternalStore).

export const steps = ['cart', 'personal', 'delivery', 'payment', 'order'] as const;
export type Step = (typeof steps)[number];

/**
 * Issue 39: the step lives in the URL's query, one history entry per step, so Back and Forward move
 * between steps and a reload or another language (its link keeps the query) opens the same one.
 */
const STEP_PARAM = 'step';
const STEP_EVENT = 'checkout-step';

export function subscribeToStep(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(STEP_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(STEP_EVENT, onChange);
  };
}

export const stepInUrl = () => new URLSearchParams(window.location.search).get(STEP_PARAM);

/** A new history entry for `step`, other query parameters kept (the declined notice is not). */
export function pushStep(step: Step) {
  const url = new URL(window.location.href);
  if (step === 'cart') url.searchParams.delete(STEP_PARAM);
  else url.searchParams.set(STEP_PARAM, step);
  url.searchParams.delete('payment');
  window.history.pushState(null, '', `${url.pathname}${url.search}${url.hash}`);
  window.dispatchEvent(new Event(STEP_EVENT));
}

/**
 * The step a URL names, if the cart holds what the steps before it saved (a reload or a link may
 * name a step the cart is not ready for: the shopper lands on the furthest one it is).
 */
export function reachableStep(named: string | null, cart: Cart | null, signedIn: boolean): Step {
  const wanted = steps.find((step) => step === named) ?? 'cart';
  if (!cart || cart.items.length === 0) return 'cart';
  const ready: Record<Step, boolean> = {
    cart: true,
    personal: true,
    delivery: signedIn || cart.user_details !== null,
    payment: cart.delivery_details !== null,
    order: cart.payment_details !== null,
  };
  let reached: Step = 'cart';
  for (const step of steps.slice(1, steps.indexOf(wanted) + 1)) {
    if (!ready[step]) break;
    reached = step;
  }
  return reached;
}
