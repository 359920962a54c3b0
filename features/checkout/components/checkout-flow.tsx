'use client';

import { lazyPart } from '@/components/lazy-part';
import { Link } from '@/components/link';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button';
import { useAuthStore, useIsAuth } from '@/features/auth/session';
import { offlineCartId } from '@/features/cart/actions';
import type { InitialCart } from '@/features/cart';
import { showPageCartCount } from '@/features/cart/actions';
import type { CartItem } from '@/lib/api';
import { AwaitingPayment } from './awaiting-payment';
import { CartStep, RemovedNotice } from './cart-step';
import { CartTotals } from './cart-totals';
import type { LiveCartState } from './live-cart';
import { pushStep, reachableStep, stepInUrl, steps, subscribeToStep, type Step } from './step-url';
import styles from './checkout.module.scss';

// The steps after the cart carry the forms: they load on demand (later-steps.tsx). So does the
// cart's server state (live-cart.tsx): the cart step's first view is the server's cart.
const LiveCart = lazy(() => import('./live-cart'));
const PersonalStep = lazyPart(() => import('./later-steps').then((m) => m.PersonalStep));
const DeliveryStep = lazyPart(() => import('./later-steps').then((m) => m.DeliveryStep));
const PaymentStep = lazyPart(() => import('./later-steps').then((m) => m.PaymentStep));
const OrderStep = lazyPart(() => import('./later-steps').then((m) => m.OrderStep));

interface CheckoutFlowProps {
  declined: boolean;
  /** The step the request's URL names (`?step=`), for the server's render. */
  initialStep: string | null;
  catalogHref: string;
  calculatorsHref: string;
  /** What the server knew of the cart (features/cart/initial-cart.ts): the cart query's initial data, shown without a fetch. */
  initial: InitialCart;
}

/** Spec 2 'Cart screen' and spec 4 'Ordering flow': cart → personal data → delivery → payment → order. */
export function CheckoutFlow({
  declined,
  initialStep,
  catalogHref,
  calculatorsHref,
  initial,
}: CheckoutFlowProps) {
  const t = useTranslations('checkout');
  const locale = useLocale();
  const signedIn = useIsAuth();
  const userId = useAuthStore((state) => state.userId);
  // No session and no cart id: nothing to read, and reading would create an empty cart. The query
  // also waits for the first load's refresh, which decides whose cart this is.
  const nothingToRead = initial.kind === 'empty' && !signedIn && !offlineCartId();
  const shown = initial.kind === 'cart' ? initial : null;
  const [live, setLive] = useState<LiveCartState | null>(null);
  const [changed, setChanged] = useState(false);
  const named = useSyncExternalStore(subscribeToStep, stepInUrl, () => initialStep);
  const cart = live ? (live.cart ?? null) : (shown?.cart ?? null);
  const step = reachableStep(named, cart, signedIn);
  // The server's cart serves the cart step until the shopper changes it or signs in (the customer's
  // cart is another one); everything else needs the cart's queries.
  const needsLive = !shown || changed || step !== 'cart' || userId !== null;
  const [failure, setFailure] = useState<string | null>(null);
  // The line just removed, offered back until the shopper moves on (no confirmation to click through).
  const [removed, setRemoved] = useState<CartItem | null>(null);
  const waiting = useRef<((state: LiveCartState) => void)[]>([]);
  const onLive = useCallback((state: LiveCartState) => {
    setLive(state);
    for (const run of waiting.current.splice(0)) run(state);
  }, []);

  useLayoutEffect(() => showPageCartCount(cart?.items_quantity ?? 0), [cart]);
  useEffect(() => () => showPageCartCount(null), []);

  const go = (next: Step) => {
    setFailure(null);
    setRemoved(null);
    pushStep(next);
    window.scrollTo({ top: 0 });
  };
  const change = (run: (state: LiveCartState) => Promise<unknown>) => {
    const attempt = async (state: LiveCartState) => {
      setFailure(null);
      try {
        await run(state);
      } catch (error) {
        setFailure(error instanceof Error && error.message ? error.message : t('failure'));
      }
    };
    if (live) return void attempt(live);
    waiting.current.push((state) => void attempt(state));
    setChanged(true);
  };

  const queries = needsLive && (
    <Suspense>
      <LiveCart initial={shown ?? undefined} enabled={!nothingToRead} onState={onLive} />
    </Suspense>
  );
  if (!cart && initial.kind !== 'empty') {
    return (
      <>
        {queries}
        <p className={styles.loading} role={live?.failed ? 'alert' : undefined}>
          {live?.failed ? t('failure') : t('loading')}
        </p>
      </>
    );
  }
  // The queries keep their place whichever screen shows, so a cart that arrives does not remount them.
  return (
    <>
      {queries}
      <div className={styles.flow}>
        <AwaitingPayment
          locale={locale}
          order={live ? live.awaiting : (shown?.awaiting ?? null)}
          onPaid={() => (live ? live.refreshAwaiting() : setChanged(true))}
        />
        {declined && (
          <p className={styles.alert} role="alert">
            {t('declined')}
          </p>
        )}
        {removed && (
          <RemovedNotice
            key={removed.id}
            name={removed.name}
            busy={live?.restoring ?? false}
            onUndo={() =>
              change(async (state) => {
                await state.restoreItem(removed);
                setRemoved(null);
              })
            }
          />
        )}
        {!cart || cart.items.length === 0 ? (
          <div className={styles.empty}>
            {/* A vector needs no resizing; a plain img keeps next/image's code out of the cart's script. */}
            {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
            <img
              src="/images/empty-cart.svg"
              alt=""
              width={240}
              height={160}
              fetchPriority="high"
              decoding="async"
              className={styles.emptyImage}
            />
            <h2>{t('emptyTitle')}</h2>
            <p>{t('emptyText')}</p>
            <div className={styles.buttons}>
              <Link className={buttonClass()} href={catalogHref}>
                {t('toCatalog')}
              </Link>
              <Link className={buttonClass({ variant: 'secondary' })} href={calculatorsHref}>
                {t('toCalculators')}
              </Link>
            </div>
          </div>
        ) : (
          <>
            <ol className={styles.steps} aria-label={t('steps.label')}>
              {steps.map((name, index) => (
                <li
                  key={name}
                  aria-current={name === step ? 'step' : undefined}
                  data-done={steps.indexOf(step) > index}
                >
                  <span>{index + 1}</span> {t(`steps.${name}`)}
                </li>
              ))}
            </ol>
            <div className={styles.columns}>
              <div className={styles.main}>
                {failure && (
                  <p className={styles.alert} role="alert">
                    {failure}
                  </p>
                )}
                {step === 'cart' && (
                  <CartStep
                    cart={cart}
                    locale={locale}
                    onQuantity={(itemId, quantity) =>
                      change((state) => state.changeQuantity({ itemId, quantity }))
                    }
                    onRemove={(itemId) =>
                      change(async (state) => {
                        const item = cart.items.find((line) => line.id === itemId) ?? null;
                        await state.removeItem({ itemId });
                        setRemoved(item);
                      })
                    }
                    onNext={() => go('personal')}
                  />
                )}
                {step === 'personal' && (
                  <PersonalStep
                    locale={locale}
                    cart={cart}
                    onBack={() => go('cart')}
                    onNext={() => go('delivery')}
                  />
                )}
                {step === 'delivery' && (
                  <DeliveryStep
                    locale={locale}
                    cart={cart}
                    onBack={() => go('personal')}
                    onNext={() => go('payment')}
                  />
                )}
                {step === 'payment' && (
                  <PaymentStep
                    locale={locale}
                    cart={cart}
                    onBack={() => go('delivery')}
                    onNext={() => go('order')}
                  />
                )}
                {step === 'order' && (
                  <OrderStep locale={locale} cart={cart} onBack={() => go('payment')} />
                )}
              </div>
              <CartTotals cart={cart} locale={locale} />
            </div>
          </>
        )}
      </div>
    </>
  );
}
