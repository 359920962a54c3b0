import type { Cart } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';

/** What the flow (checkout-flow.tsx) hands each ordering step: the cart it shows and the way on. */
export interface StepProps {
  locale: Locale;
  cart: Cart;
  onBack: () => void;
  onNext: () => void;
}
