'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/button';
import { AddressForm, deliveryCities } from '@/features/account/client';
import {
  clientApi,
  emptyRegistration,
  RegistrationFields,
  useIsAuth,
  useUser,
} from '@/features/auth/client';
import { currentCartOwner, setCart } from '@/features/cart/client';
import { openModal } from '@/features/modals';
import type { ApiResult, Cart, PaymentMethodId, Region, UserProfile } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { orderSuccessQuery } from '@/lib/validation/order-number';
import type { AddressInput } from '@/lib/validation/auth';
import { registrationSchema, type RegistrationInput } from '@/lib/validation/registration';
import styles from './checkout.module.scss';
import { FailureAlert, failureOf, failureText, type Failure } from './failure-alert';
import { balanceText, bonusCents } from '../bonuses';
import { clearDraft, readDraft, saveDraft, textFields } from '@/lib/checkout/draft';

// The ordering steps after the cart (spec 4 'Ordering flow'). Their forms (react-hook-form, zod, the
// phone mask) load when the visitor goes on from the cart, not with the cart page.

/** Applies a cart call and writes the answer into the cart query; a failure becomes what is shown. */
async function applyCart(
  locale: Locale,
  call: () => Promise<ApiResult<Cart>>,
  fallback: string,
): Promise<Failure | null> {
  const result = await call();
  if (!result.ok) return failureOf(result, fallback);
  setCart(locale, currentCartOwner(), result.data);
  return null;
}

/** The recipient defaults to whoever gave their details in the previous step. */
function contactOf(cart: Cart, user: UserProfile | null) {
  if (user) return { first_name: user.first_name, last_name: user.last_name, phone: user.phone };
  const [first = '', ...rest] = (cart.user_details?.full_name ?? '').split(' ');
  return { first_name: first, last_name: rest.join(' '), phone: cart.user_details?.phone ?? '' };
}

const addressFields = [
  'first_name',
  'last_name',
  'phone',
  'city',
  'street',
  'house',
  'apartment',
] as const;

/**
 * Issue 39: the address form opens with what the shopper last typed (a language switch), else the
 * address the cart holds (saved before, or given back with the items after a declined card), else
 * the contact of the previous step. `city` is the form's city id, found by the cart's city name.
 */
function addressStart(
  cart: Cart,
  user: UserProfile | null,
  regions: Region[],
): Partial<AddressInput> {
  const typed = readDraft().address;
  if (typed) return typed;
  const saved = cart.delivery_details?.address;
  if (!saved) return contactOf(cart, user);
  const city = deliveryCities(regions).find((candidate) => candidate.name === saved.city);
  return {
    first_name: saved.first_name,
    last_name: saved.last_name,
    phone: saved.phone,
    city: city ? String(city.id) : '',
    street: saved.street,
    house: saved.house,
    apartment: saved.apartment,
  };
}

const offline = (cart: Cart, signedIn: boolean) => (signedIn ? null : cart.anonymous_id);

type StepProps = { locale: Locale; cart: Cart; onBack: () => void; onNext: () => void };

/**
 * Spec 4 'Ordering flow', the order (guest data) step: a signed-in customer goes on as themselves; a
 * guest whose checkout in this cart already created their account (they came Back, or retry after a
 * declined card) goes on with it; anyone else fills the order form. Each has its own state, so a
 * message of one (a failed form) never shows in another (after logging in).
 */
export function PersonalStep(props: StepProps) {
  const signedIn = useIsAuth();
  const user = useUser();
  if (signedIn && user) return <SignedInDetails key="user" {...props} user={user} />;
  if (props.cart.checkout_account && props.cart.user_details)
    return <ReturningGuestDetails key="returning" {...props} details={props.cart.user_details} />;
  return <GuestOrderForm key="guest" {...props} />;
}

function SignedInDetails({
  locale,
  cart,
  onBack,
  onNext,
  user,
}: StepProps & { user: UserProfile }) {
  const t = useTranslations('checkout');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const continueSignedIn = async () => {
    setPending(true);
    const error = await applyCart(
      locale,
      () => clientApi(locale).cart.setUserDetails(cart.id, {}, null),
      t('failure'),
    );
    setPending(false);
    if (error) setFailure(error);
    else onNext();
  };
  return (
    <section className={styles.step}>
      <h2>{t('personalTitle')}</h2>
      <p>{t('signedInAs', { name: `${user.first_name} ${user.last_name}`, email: user.email })}</p>
      <FailureAlert failure={failure} />
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button onClick={continueSignedIn} disabled={pending}>
          {t('toDelivery')}
        </Button>
      </div>
    </section>
  );
}

/** The guest's details are in the cart and their account exists: nothing to type again. */
function ReturningGuestDetails({
  cart,
  onBack,
  onNext,
  details,
}: StepProps & { details: NonNullable<Cart['user_details']> }) {
  const t = useTranslations('checkout');
  return (
    <section className={styles.step}>
      <h2>{t('personalTitle')}</h2>
      <p>{t('guestAccountCreated', { email: details.email })}</p>
      <dl className={styles.summary}>
        <div>
          <dt>{t('contact')}</dt>
          <dd>
            {details.full_name}, {details.phone}
          </dd>
        </div>
      </dl>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button onClick={onNext} disabled={cart.items.length === 0}>
          {t('toDelivery')}
        </Button>
      </div>
    </section>
  );
}

const contactFields = ['first_name', 'last_name', 'email', 'phone'] as const;

function GuestOrderForm({ locale, cart, onBack, onNext }: StepProps) {
  const t = useTranslations('checkout');
  const tAuth = useTranslations('auth');
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    subscribe,
    formState: { errors, isSubmitting, isSubmitted, isValid },
  } = useForm<RegistrationInput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: emptyRegistration,
  });
  // Issue 39: what was typed comes back after a language switch; the passwords never are kept.
  useEffect(() => {
    const typed = readDraft().contact;
    if (typed) reset({ ...emptyRegistration, ...typed });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft('contact', textFields(values, contactFields)),
    });
  }, [reset, subscribe]);

  // Spec 4: the order form registers the visitor (no automatic login) and opens delivery.
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const api = clientApi(locale);
    const registered = await api.auth.register(values, offline(cart, false));
    // Issue 39: the sign-up limit (per address: an office, a carrier's NAT) bounds how many
    // accounts with passwords one address makes, never orders: refused, the guest orders without
    // an account (the order is theirs by e-mail and can be attached after a later sign-up).
    if (!registered.ok && registered.status !== 429) {
      setFailure(failureOf(registered, t('failure')));
      return;
    }
    const details = {
      email: values.email,
      full_name: `${values.first_name} ${values.last_name}`.trim(),
      phone: values.phone,
    };
    const error = await applyCart(
      locale,
      () => api.cart.setUserDetails(cart.id, details, offline(cart, false)),
      t('failure'),
    );
    if (error) setFailure(error);
    else onNext();
  });

  return (
    <section className={styles.step}>
      <h2>{t('personalTitle')}</h2>
      <div className={styles.notice}>
        <p>{t('haveAccountNotice')}</p>
        <Button variant="secondary" size="small" onClick={() => openModal('auth')}>
          {t('login')}
        </Button>
      </div>
      <p>{t('orderFormLead')}</p>
      <form noValidate onSubmit={onSubmit}>
        <RegistrationFields control={control} register={register} errors={errors} />
        <FailureAlert failure={failure} />
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onBack}>
            {t('back')}
          </Button>
          <Button type="submit" disabled={isSubmitting || (isSubmitted && !isValid)}>
            {isSubmitting ? tAuth('registering') : t('toDelivery')}
          </Button>
        </div>
      </form>
    </section>
  );
}

export function DeliveryStep({
  locale,
  cart,
  onBack,
  onNext,
}: {
  locale: Locale;
  cart: Cart;
  onBack: () => void;
  onNext: () => void;
}) {
  const t = useTranslations('checkout');
  const signedIn = useIsAuth();
  const user = useUser();
  const id = useId();
  const [type, setType] = useState<'delivery' | 'pickup'>(
    cart.delivery_details?.delivery_type ?? 'delivery',
  );
  const [regions, setRegions] = useState<Region[] | null>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const saved = signedIn ? (user?.addresses ?? []) : [];

  useEffect(() => {
    void clientApi(locale)
      .auth.regions()
      .then((result) => setRegions(result.ok ? result.data : []));
  }, [locale]);

  const submit = async (call: () => Promise<ApiResult<Cart>>) => {
    setPending(true);
    const error = await call().then((result) => {
      if (!result.ok) return failureOf(result, t('failure'));
      setCart(locale, currentCartOwner(), result.data);
      return null;
    });
    setPending(false);
    if (error) setFailure(error);
    else onNext();
  };
  const api = clientApi(locale).cart;
  const offlineId = offline(cart, signedIn);

  return (
    <section className={styles.step}>
      <h2>{t('deliveryTitle')}</h2>
      <fieldset className={styles.choices}>
        <legend>{t('deliveryMethod')}</legend>
        {(['delivery', 'pickup'] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-type`}
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            {t(`deliveryTypes.${value}`)}
          </label>
        ))}
      </fieldset>
      <FailureAlert failure={failure} />
      {type === 'pickup' ? (
        <>
          <p>{t('pickupNote')}</p>
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={onBack}>
              {t('back')}
            </Button>
            <Button
              disabled={pending}
              onClick={() =>
                submit(() => api.setDelivery(cart.id, { delivery_type: 'pickup' }, offlineId))
              }
            >
              {t('toPayment')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {saved.length > 0 && (
            <fieldset className={styles.choices}>
              <legend>{t('savedAddress')}</legend>
              {saved.map((address) => (
                <label key={address.id} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-saved`}
                    checked={savedId === address.id}
                    onChange={() => setSavedId(address.id)}
                  />
                  {address.city_name}, {address.street} {address.house}, {address.apartment}
                </label>
              ))}
              <label className={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-saved`}
                  checked={savedId === null}
                  onChange={() => setSavedId(null)}
                />
                {t('newAddress')}
              </label>
            </fieldset>
          )}
          {savedId !== null ? (
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={onBack}>
                {t('back')}
              </Button>
              <Button
                disabled={pending}
                onClick={() =>
                  submit(() =>
                    api.setDelivery(
                      cart.id,
                      { delivery_type: 'delivery', address_id: savedId },
                      offlineId,
                    ),
                  )
                }
              >
                {t('toPayment')}
              </Button>
            </div>
          ) : regions ? (
            <>
              <AddressForm
                regions={regions}
                initial={addressStart(cart, user, regions)}
                onDraft={(values) => saveDraft('address', textFields(values, addressFields))}
                submitLabel={t('toPayment')}
                busyLabel={t('working')}
                onCancel={onBack}
                cancelLabel={t('back')}
                onSubmit={(values, cityName) =>
                  submit(() =>
                    api.setDelivery(
                      cart.id,
                      {
                        delivery_type: 'delivery',
                        first_name: values.first_name,
                        last_name: values.last_name,
                        phone: values.phone,
                        city: cityName,
                        street: values.street,
                        house: values.house,
                        apartment: values.apartment,
                      },
                      offlineId,
                    ),
                  )
                }
              />
            </>
          ) : (
            <p className={styles.loading}>{t('loading')}</p>
          )}
        </>
      )}
    </section>
  );
}

export function PaymentStep({
  locale,
  cart,
  onBack,
  onNext,
}: {
  locale: Locale;
  cart: Cart;
  onBack: () => void;
  onNext: () => void;
}) {
  const t = useTranslations('checkout');
  const signedIn = useIsAuth();
  const id = useId();
  const [method, setMethod] = useState<PaymentMethodId>(cart.payment_details?.payment_method ?? 2);
  const balance = cart.bonuses_available ?? 0;
  // Cash is paid to the courier, or in the showroom when the shopper collects the order (issue 39).
  const pickup = cart.delivery_details?.delivery_type === 'pickup';
  const [useBonuses, setUseBonuses] = useState(false);
  const [bonusText, setBonusText] = useState(() => balanceText(balance, locale));
  const bonusAmount = bonusCents(bonusText, balance, locale);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setPending(true);
    setFailure(null);
    const bonuses = useBonuses ? (bonusAmount ?? 0) : 0;
    const error = await applyCart(
      locale,
      () =>
        clientApi(locale).cart.setPaymentDetails(
          cart.id,
          { payment_method: method, use_bonuses: useBonuses, bonuses },
          offline(cart, signedIn),
        ),
      t('failure'),
    );
    setPending(false);
    if (error) setFailure(error);
    else onNext();
  };
  return (
    <section className={styles.step}>
      <h2>{t('paymentTitle')}</h2>
      <fieldset className={styles.choices}>
        <legend>{t('paymentMethod')}</legend>
        {([1, 2, 3] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-method`}
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            <span>
              {value === 2 && pickup ? t('cashAtPickup.label') : t(`methods.${value}`)}
              <small className={styles.muted}>
                {value === 2 && pickup ? t('cashAtPickup.hint') : t(`methodHints.${value}`)}
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      {signedIn && balance > 0 && (
        <div className={styles.bonuses}>
          <label className={styles.choice}>
            <input
              type="checkbox"
              role="switch"
              checked={useBonuses}
              onChange={(event) => setUseBonuses(event.target.checked)}
            />
            {t('useBonuses')}
          </label>
          {useBonuses && (
            <label className={styles.bonusAmount}>
              {t('bonusAmount')}
              <input
                inputMode="decimal"
                value={bonusText}
                aria-invalid={bonusAmount === null || undefined}
                aria-describedby={`${id}-bonus`}
                onChange={(event) => setBonusText(event.target.value)}
              />
            </label>
          )}
          {useBonuses && (
            <p id={`${id}-bonus`} className={styles.muted} role="status">
              {bonusAmount === null
                ? t('bonusInvalid')
                : t('bonusApplied', { amount: formatMoney(bonusAmount, 'EUR', locale) })}
            </p>
          )}
          <p className={styles.muted}>
            {t('bonusBalance', { amount: formatMoney(balance, 'EUR', locale) })}
          </p>
        </div>
      )}
      <FailureAlert failure={failure} />
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button onClick={submit} disabled={pending || (useBonuses && bonusAmount === null)}>
          {t('toConfirmation')}
        </Button>
      </div>
    </section>
  );
}

export function OrderStep({
  locale,
  cart,
  onBack,
}: {
  locale: Locale;
  cart: Cart;
  onBack: () => void;
}) {
  const t = useTranslations('checkout');
  const tValidation = useTranslations('validation');
  const signedIn = useIsAuth();
  const id = useId();
  // Issue 39: the comment typed before a language switch or a declined card is still there. The
  // field keeps its own text; the draft is put back into it once the page runs.
  const commentField = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const typed = readDraft().comment;
    if (typed && commentField.current && !commentField.current.value)
      commentField.current.value = typed;
  }, []);
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const delivery = cart.delivery_details;
  const finish = async () => {
    setTried(true);
    if (!agreed) return;
    setPending(true);
    setFailure(null);
    const api = clientApi(locale).cart;
    const offlineId = offline(cart, signedIn);
    // Issue 39: the order is what this step shows; a cart changed since (another tab) is refused.
    const result = await api.createOrder(
      cart.id,
      { comment: commentField.current?.value ?? '', expected_total: cart.totals.grand_total },
      offlineId,
    );
    if (!result.ok && result.status === 409) {
      const fresh = await api.cart(offlineId);
      setPending(false);
      setAgreed(false);
      setTried(false);
      if (!fresh.ok) {
        setFailure(failureOf(fresh, t('failure')));
        return;
      }
      setCart(locale, currentCartOwner(), fresh.data);
      setFailure(
        failureText(
          t('cartChanged', { amount: formatMoney(fresh.data.totals.grand_total, 'EUR', locale) }),
        ),
      );
      return;
    }
    if (!result.ok) {
      setPending(false);
      setFailure(failureOf(result, t('failure')));
      return;
    }
    const { order, payment_data } = result.data;
    // A card payment may yet be left or declined, and the draft then serves the retry; the
    // success dialog drops it once paid.
    if (!payment_data) clearDraft();
    // A full page load: the success modal reads the query on start and the cart starts fresh.
    window.location.assign(
      payment_data?.result.payUrl ??
        `${getPathname({ locale, href: '/' })}?${orderSuccessQuery(order.nr, order.totals.grand_total)}`,
    );
  };
  return (
    <section className={styles.step}>
      <h2>{t('confirmTitle')}</h2>
      <dl className={styles.summary}>
        {cart.user_details && (
          <div>
            <dt>{t('contact')}</dt>
            <dd>
              {cart.user_details.full_name}, {cart.user_details.email}, {cart.user_details.phone}
            </dd>
          </div>
        )}
        {delivery && (
          <div>
            <dt>{t('deliveryTitle')}</dt>
            <dd>
              {delivery.delivery_type === 'pickup' || !delivery.address
                ? t('deliveryTypes.pickup')
                : `${delivery.address.city}, ${delivery.address.street} ${delivery.address.house}, ${delivery.address.apartment}`}
            </dd>
          </div>
        )}
        {cart.payment_details && (
          <div>
            <dt>{t('paymentTitle')}</dt>
            <dd>{t(`methods.${cart.payment_details.payment_method}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('totals.grandTotal')}</dt>
          <dd data-testid="confirm-total">{formatMoney(cart.totals.grand_total, 'EUR', locale)}</dd>
        </div>
      </dl>
      <label htmlFor={`${id}-comment`} className={styles.label}>
        {t('comment')}
      </label>
      <textarea
        id={`${id}-comment`}
        className={styles.comment}
        rows={3}
        maxLength={1000}
        ref={commentField}
        defaultValue=""
        onChange={(event) => saveDraft('comment', event.target.value)}
        aria-describedby={`${id}-comment-hint`}
      />
      <p id={`${id}-comment-hint`} className={styles.muted}>
        {t('commentHint')}
      </p>
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          aria-invalid={tried && !agreed ? true : undefined}
        />
        {t('terms')}
      </label>
      {tried && !agreed && (
        <p className={styles.error} role="alert">
          {tValidation('terms_required')}
        </p>
      )}
      <FailureAlert failure={failure} />
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onBack}>
          {t('back')}
        </Button>
        <Button onClick={finish} disabled={pending}>
          {pending ? t('finishing') : t('finish')}
        </Button>
      </div>
    </section>
  );
}
