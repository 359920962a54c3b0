'use client';

import dynamic from 'next/dynamic';
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
import { Button, buttonClass } from '@/components/button';
import { useAuthStore, useIsAuth } from '@/features/auth/session';
import { editConfigurationHref, offlineCartId } from '@/features/cart/actions';
import type { InitialCart } from '@/features/cart';
import { showPageCartCount } from '@/features/cart/actions';
import type { Cart, CartItem } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/slugs';
import { formatMoney } from '@/lib/money/format';
import { AwaitingPayment } from './awaiting-payment';
import { CartTotals } from './cart-totals';
import type { LiveCartState } from './live-cart';
import { QuantityStepper } from './quantity-stepper';
import styles from './checkout.module.scss';
import { cartLineRules } from '@/lib/validation/quantity';

// The steps after the cart carry the forms: they load on demand (later-steps.tsx). So does the
// cart's server state (live-cart.tsx): the cart step's first view is the server's cart.
const LiveCart = lazy(() => import('./live-cart'));
const PersonalStep = dynamic(() => import('./later-steps').then((m) => m.PersonalStep));
const DeliveryStep = dynamic(() => import('./later-steps').then((m) => m.DeliveryStep));
const PaymentStep = dynamic(() => import('./later-steps').then((m) => m.PaymentStep));
const OrderStep = dynamic(() => import('./later-steps').then((m) => m.OrderStep));

const steps = ['cart', 'personal', 'delivery', 'payment', 'order'] as const;
type Step = (typeof steps)[number];

/**
 * Issue 39: the step lives in the URL's query, one history entry per step, so Back and Forward move
 * between steps and a reload or another language (its link keeps the query) opens the same one.
 */
const STEP_PARAM = 'step';
const STEP_EVENT = 'checkout-step';

function subscribeToStep(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(STEP_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(STEP_EVENT, onChange);
  };
}

const stepInUrl = () => new URLSearchParams(window.location.search).get(STEP_PARAM);

/** A new history entry for `step`, other query parameters kept (the declined notice is not). */
function pushStep(step: Step) {
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

type ItemChanges = {
  onQuantity: (itemId: number, quantity: number) => void;
  onRemove: (itemId: number) => void;
};

function CartStep({
  cart,
  locale,
  onQuantity,
  onRemove,
  onNext,
}: { cart: Cart; locale: Locale; onNext: () => void } & ItemChanges) {
  const t = useTranslations('checkout');
  const money = (cents: number) => formatMoney(cents, 'EUR', locale);
  const unavailable = cart.items.some((item) => !item.available);
  // Issue 39: a quantity the shopper typed that is no quantity ("7,5" pieces) holds the step back:
  // going on would order the old quantity, not the one on screen.
  const [invalidLines, setInvalidLines] = useState<ReadonlySet<number>>(() => new Set());
  const lineValidity = (itemId: number) => (valid: boolean) =>
    setInvalidLines((lines) => {
      if (lines.has(itemId) !== valid) return lines;
      const next = new Set(lines);
      if (valid) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  const blocked = unavailable || invalidLines.size > 0;
  return (
    <>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('columns.product')}</th>
            <th scope="col">{t('columns.description')}</th>
            <th scope="col">{t('columns.quantity')}</th>
            <th scope="col">{t('columns.unitPrice')}</th>
            <th scope="col">{t('columns.total')}</th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((item) => (
            <tr key={item.id} data-testid="cart-item">
              <td data-label={t('columns.product')}>
                <div className={styles.product}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- provider images of any size */}
                  <img src={item.image || item.icon} alt="" width={64} height={64} loading="lazy" />
                  <div>
                    <Link href={localeHref(locale, item.link)} className={styles.name}>
                      {item.name}
                    </Link>
                    <div className={styles.muted}>{item.category}</div>
                    <ItemLinks item={item} locale={locale} onRemove={onRemove} />
                  </div>
                </div>
                {!item.available && <p className={styles.warning}>{t('unavailable')}</p>}
              </td>
              <td data-label={t('columns.description')}>
                {item.description.length > 0 && (
                  <ul className={styles.description}>
                    {item.description.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td data-label={t('columns.quantity')}>
                <QuantityStepper
                  value={item.quantity}
                  rules={cartLineRules({
                    min: item.min_quantity,
                    max: item.max_quantity,
                    allowDecimals: item.unit === 'metre',
                  })}
                  label={t('quantityOf', { name: item.name })}
                  decreaseLabel={t('decrease')}
                  increaseLabel={t('increase')}
                  onChange={(quantity) => onQuantity(item.id, quantity)}
                  onValidityChange={lineValidity(item.id)}
                />
              </td>
              <td data-label={t('columns.unitPrice')} className={styles.money}>
                {money(item.price)}
                {item.unit === 'metre' && ` ${t('perMetre')}`}
              </td>
              <td data-label={t('columns.total')} className={styles.money}>
                <strong>{money(item.total)}</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {invalidLines.size > 0 && (
        <p className={styles.warning} role="status">
          {t('fixQuantities')}
        </p>
      )}
      <div className={styles.buttons}>
        <Button onClick={onNext} disabled={blocked}>
          {t('next')}
        </Button>
      </div>
    </>
  );
}

function ItemLinks({
  item,
  locale,
  onRemove,
}: {
  item: CartItem;
  locale: Locale;
  onRemove: ItemChanges['onRemove'];
}) {
  const t = useTranslations('checkout');
  return (
    <div className={styles.itemLinks}>
      {item.type === 'configured' && item.configuration && item.calculator_type_id && (
        <Link
          href={editConfigurationHref(localeHref(locale, item.link), item.id, {
            ...item.configuration,
            calculator_type_id: item.calculator_type_id,
          })}
        >
          {t('edit')}
        </Link>
      )}
      <button
        type="button"
        className={styles.linkButton}
        aria-label={t('removeItem', { name: item.name })}
        onClick={() => onRemove(item.id)}
      >
        {t('remove')}
      </button>
    </div>
  );
}

/** Says which line left the cart and offers it back; takes the focus the line's button had. */
function RemovedNotice({
  name,
  busy,
  onUndo,
}: {
  name: string;
  busy: boolean;
  onUndo: () => void;
}) {
  const t = useTranslations('checkout');
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => undo.current?.focus(), []);
  return (
    <p className={styles.notice} role="status">
      {t('removed', { name })}{' '}
      <Button size="small" variant="secondary" disabled={busy} onClick={onUndo} ref={undo}>
        {t('undoRemove')}
      </Button>
    </p>
  );
}
