'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { z } from '@/lib/validation/zod';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Modal } from '@/components/modal';
import { PhoneInput } from '@/components/phone-input';
import { adoptTokens, clientApi, firstOfLastField, logout, useUser } from '@/features/auth/client';
import { useMediaQuery } from '@/features/layout/client';
import { useFieldError, useModal } from '@/features/modals';
import type { Order, UserAddress, UserProfile } from '@/lib/api';
import type { Locale } from '@/lib/i18n/locales';
import { withLocale } from '@/lib/i18n/slugs';
import { formatMoney } from '@/lib/money';
import { ApiFailure } from '@/lib/query/failure';
import { QueryProvider } from '@/lib/query/provider';
import { boundedEmailSchema } from '@/lib/validation/email';
import { phoneSchema } from '@/lib/validation/phone';
import { nameSchema, passwordSchema, PASSWORD_MIN } from '@/lib/validation/registration';
import {
  useAddresses,
  useAddressMutations,
  useOrders,
  useProfileUpdate,
  useRegions,
} from '../queries';
import { AddressForm } from './address-form';
import styles from './account.module.scss';

type Section = 'orders' | 'settings' | 'addresses' | 'bonuses';
const sections: Section[] = ['orders', 'settings', 'addresses', 'bonuses'];

/** The provider's message of a failed mutation, as the forms show it (spec 8). */
const failureMessage = (error: unknown): string | null =>
  error instanceof ApiFailure ? firstOfLastField(error.error) : null;

/** Spec 2 'Profile dialog': orders, settings, addresses, bonuses and sign out. */
export function ProfileModal() {
  return (
    <QueryProvider>
      <ProfileDialog />
    </QueryProvider>
  );
}

function ProfileDialog() {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { isOpen, close } = useModal('profile');
  const user = useUser();
  const desktop = useMediaQuery('(min-width: 992px)');
  const [chosen, setChosen] = useState<Section | null>(null);
  // Desktop preselects settings; mobile shows the list first, one section at a time.
  const section = chosen ?? (desktop ? 'settings' : null);
  if (!user) return null;
  return (
    <Modal
      open={isOpen}
      onClose={close}
      name="profile"
      title={t('title')}
      closeLabel={tAuth('close')}
      size="large"
    >
      <div className={styles.layout}>
        {(desktop || !section) && (
          <nav aria-label={t('sections')} className={styles.sidebar}>
            {sections.map((name) => (
              <button
                key={name}
                type="button"
                className={styles.tab}
                aria-current={section === name}
                onClick={() => setChosen(name)}
              >
                {t(name)}
              </button>
            ))}
            <button
              type="button"
              className={styles.signOut}
              onClick={() => logout(locale, () => router.push(withLocale(locale, '/')))}
            >
              {t('signOut')}
            </button>
          </nav>
        )}
        {section && (
          <section className={styles.panel} aria-labelledby="profile-section-title">
            <h3 id="profile-section-title" className={styles.panelTitle}>
              {!desktop && (
                <button
                  type="button"
                  className={styles.backArrow}
                  aria-label={t('back')}
                  onClick={() => setChosen(null)}
                >
                  ←
                </button>
              )}
              {t(section)}
            </h3>
            {section === 'orders' && <OrdersSection locale={locale} />}
            {section === 'settings' && <SettingsSection user={user} locale={locale} />}
            {section === 'addresses' && <AddressesSection />}
            {section === 'bonuses' && (
              <>
                <p className={styles.muted}>{t('bonusBalance')}</p>
                <p className={styles.balance}>
                  {formatMoney(user.bonus_balance.amount, 'EUR', locale)}
                </p>
                <p>{t('bonusesLead')}</p>
              </>
            )}
          </section>
        )}
      </div>
    </Modal>
  );
}

/**
 * Issue 39: a card order left at the bank's page is paid from here with a new payment link (the
 * old one is void); any other order has nothing to pay.
 */
function PayNow({ order, locale }: { order: Order; locale: Locale }) {
  const t = useTranslations('account');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (order.status !== 'awaiting_payment' || order.payment_method !== 1) return null;
  const payNow = async () => {
    setPending(true);
    setFailure(null);
    const result = await clientApi(locale).cart.payOrder(order.id, null);
    const payUrl = result.ok ? result.data.payment_data?.result.payUrl : undefined;
    if (payUrl) {
      window.location.assign(payUrl);
      return;
    }
    setPending(false);
    setFailure((result.ok ? null : firstOfLastField(result.error)) ?? t('payFailed'));
  };
  return (
    <>
      <Button size="small" onClick={payNow} disabled={pending}>
        {t('payNow')}
      </Button>
      {failure && (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      )}
    </>
  );
}

/** Issue 39: every line the cart showed, so that the order's lines add up to its total. */
function OrderTotals({ order, locale }: { order: Order; locale: Locale }) {
  const tCheckout = useTranslations('checkout');
  const money = (cents: number) => formatMoney(cents, 'EUR', locale);
  const { totals } = order;
  const rows: [string, string][] = [[tCheckout('totals.total'), money(totals.total)]];
  if (totals.quantity_discount)
    rows.push(
      [tCheckout('totals.quantityDiscount'), `−${money(totals.quantity_discount)}`],
      [tCheckout('totals.newTotal'), money(totals.new_total)],
    );
  rows.push([
    order.delivery_details.delivery_type === 'pickup'
      ? tCheckout('deliveryTypes.pickup')
      : tCheckout('totals.delivery'),
    totals.delivery === 0 ? tCheckout('totals.free') : money(totals.delivery),
  ]);
  if (totals.bonuses) rows.push([tCheckout('totals.bonuses'), `−${money(totals.bonuses)}`]);
  rows.push(
    [tCheckout('totals.net'), money(totals.net_total)],
    [tCheckout('totals.vat'), money(totals.vat)],
  );
  return (
    <dl className={styles.orderTotals} data-testid="order-totals">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className={styles.orderGrand}>
        <dt>{tCheckout('totals.grandTotal')}</dt>
        <dd>{money(totals.grand_total)}</dd>
      </div>
    </dl>
  );
}

function OrdersSection({ locale }: { locale: Locale }) {
  const t = useTranslations('account');
  const tCheckout = useTranslations('checkout');
  const { data, isError } = useOrders();
  const orders = data ?? (isError ? [] : null);
  const [open, setOpen] = useState<Order | null>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  if (!orders) return <p className={styles.muted}>…</p>;
  if (open) {
    return (
      <div className={styles.panel}>
        <button type="button" className={styles.backArrow} onClick={() => setOpen(null)}>
          ← {t('backToOrders')}
        </button>
        <h4 className={styles.cardHead}>
          <span>{t('orderNumber', { nr: open.nr })}</span>
          <span>{t(`statuses.${open.status}`)}</span>
        </h4>
        <p className={styles.muted}>{date(open.created_at)}</p>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{tCheckout('columns.product')}</th>
              <th scope="col">{tCheckout('columns.quantity')}</th>
              <th scope="col">{tCheckout('columns.total')}</th>
            </tr>
          </thead>
          <tbody>
            {open.items.map((item, index) => (
              <tr key={index}>
                <td>
                  {item.name}
                  <div className={styles.muted}>{item.description.join(', ')}</div>
                </td>
                <td>
                  {t(item.unit === 'metre' ? 'quantityMetres' : 'quantityPieces', {
                    n: item.quantity,
                  })}
                </td>
                <td>{formatMoney(item.total, 'EUR', locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <OrderTotals order={open} locale={locale} />
        <PayNow order={open} locale={locale} />
      </div>
    );
  }
  if (!orders.length) return <p>{t('noOrders')}</p>;
  return (
    <ul className={styles.list}>
      {orders.map((order) => (
        <li key={order.id} className={styles.card}>
          <div className={styles.cardHead}>
            <span>{t('orderNumber', { nr: order.nr })}</span>
            <span>{formatMoney(order.totals.grand_total, 'EUR', locale)}</span>
          </div>
          <span className={styles.muted}>
            {date(order.created_at)} · {t(`statuses.${order.status}`)} · {t('itemsCount')}:{' '}
            {order.items.length}
          </span>
          <div className={styles.cardActions}>
            <Button size="small" variant="secondary" onClick={() => setOpen(order)}>
              {t('details')}
            </Button>
            <PayNow order={order} locale={locale} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const settingsSchema = z
  .object({
    first_name: nameSchema,
    last_name: nameSchema,
    email: boundedEmailSchema,
    phone: phoneSchema,
    current_password: z.string(),
    password: z.union([z.literal(''), passwordSchema]),
    re_password: z.string(),
  })
  .refine((value) => value.password === value.re_password, {
    path: ['re_password'],
    error: 'passwords_must_match',
  })
  .refine((value) => !value.password || value.current_password, {
    path: ['current_password'],
    error: 'required',
  });
type SettingsValues = z.infer<typeof settingsSchema>;

function SettingsSection({ user, locale }: { user: UserProfile; locale: Locale }) {
  const t = useTranslations('account');
  const tAuth = useTranslations('auth');
  const fieldError = useFieldError();
  const id = useId();
  const update = useProfileUpdate();
  const [status, setStatus] = useState<{
    saved: boolean;
    failure: string | null;
    /** The new address a confirmation link went to: the address changes once it is followed. */
    emailPending?: string;
  }>({
    saved: false,
    failure: null,
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone,
      current_password: '',
      password: '',
      re_password: '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setStatus({ saved: false, failure: null });
    const changes: Record<string, string> = {};
    for (const key of ['first_name', 'last_name', 'email', 'phone'] as const)
      if (values[key] !== user[key]) changes[key] = values[key];
    if (values.password)
      Object.assign(changes, { password: values.password, re_password: values.re_password });
    if (values.current_password && (changes.email || changes.password))
      changes.current_password = values.current_password;
    let answer;
    try {
      answer = await update.mutateAsync(changes);
    } catch (error) {
      setStatus({ saved: false, failure: failureMessage(error) ?? t('failure') });
      return;
    }
    await adoptTokens(locale, { access: answer.access, refresh: answer.refresh });
    reset({ ...values, email: answer.email, current_password: '', password: '', re_password: '' });
    setStatus({ saved: true, failure: null, emailPending: answer.email_pending });
  });
  return (
    <form noValidate onSubmit={onSubmit} className={styles.form}>
      <div className={styles.row}>
        <Input
          id={`${id}-first`}
          label={tAuth('firstName')}
          autoComplete="given-name"
          error={fieldError(errors.first_name)}
          {...register('first_name')}
        />
        <Input
          id={`${id}-last`}
          label={tAuth('lastName')}
          autoComplete="family-name"
          error={fieldError(errors.last_name)}
          {...register('last_name')}
        />
      </div>
      <div className={styles.row}>
        <Input
          id={`${id}-email`}
          type="email"
          label={tAuth('email')}
          autoComplete="email"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              id={`${id}-phone`}
              name={field.name}
              label={tAuth('phone')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required
              error={fieldError(errors.phone)}
            />
          )}
        />
      </div>
      <h4>{t('passwordSection')}</h4>
      <Input
        id={`${id}-current`}
        type="password"
        label={t('currentPassword')}
        hint={t('currentPasswordHint')}
        autoComplete="current-password"
        error={fieldError(errors.current_password)}
        {...register('current_password')}
      />
      <div className={styles.row}>
        <Input
          id={`${id}-new`}
          type="password"
          label={t('newPassword')}
          autoComplete="new-password"
          error={fieldError(errors.password, PASSWORD_MIN)}
          {...register('password')}
        />
        <Input
          id={`${id}-repeat`}
          type="password"
          label={t('repeatNewPassword')}
          autoComplete="new-password"
          error={fieldError(errors.re_password)}
          {...register('re_password')}
        />
      </div>
      {status.failure && (
        <p className={styles.failure} role="alert">
          {status.failure}
        </p>
      )}
      {status.saved && (
        <p className={styles.saved} role="status">
          {status.emailPending ? t('emailPending', { email: status.emailPending }) : t('saved')}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}

function AddressesSection() {
  const t = useTranslations('account');
  const list = useAddresses();
  const regions = useRegions().data ?? [];
  const { save, remove } = useAddressMutations();
  const [editing, setEditing] = useState<UserAddress | 'new' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addresses = list.data ?? (list.isError ? [] : null);
  if (!addresses) return <p className={styles.muted}>…</p>;
  if (editing) {
    const initial = editing === 'new' ? undefined : { ...editing, city: editing.city };
    return (
      <AddressForm
        regions={regions}
        initial={initial}
        submitLabel={t('save')}
        busyLabel={t('saving')}
        cancelLabel={t('cancel')}
        onCancel={() => setEditing(null)}
        failure={failure}
        onSubmit={async (values) => {
          try {
            await save.mutateAsync({ id: editing === 'new' ? null : editing.id, values });
          } catch (error) {
            setFailure(failureMessage(error) ?? t('failure'));
            return;
          }
          setFailure(null);
          setEditing(null);
        }}
      />
    );
  }
  return (
    <>
      {addresses.length ? (
        <ul className={styles.list}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.card}>
              <strong>
                {address.first_name} {address.last_name}, {address.phone}
              </strong>
              <span>
                {address.city_name}, {address.street} {address.house}, {address.apartment}
              </span>
              <AddressActions
                label={`${address.city_name}, ${address.street} ${address.house}`}
                onEdit={() => setEditing(address)}
                onDelete={() => remove.mutate(address.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noAddresses')}</p>
      )}
      <div>
        <Button onClick={() => setEditing('new')}>{t('addAddress')}</Button>
      </div>
    </>
  );
}

/** Edit, and delete after a question in place: focus goes to "keep" and back to "delete" if kept. */
function AddressActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('account');
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const question = useId();
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (asked.current) remove.current?.focus();
    asked.current ||= asking;
  }, [asking]);
  if (asking)
    return (
      <div className={styles.actions} role="group" aria-labelledby={question}>
        <p id={question}>{t('confirmDeleteAddress', { address: label })}</p>
        <Button size="small" variant="secondary" onClick={onDelete}>
          {t('confirmDelete')}
        </Button>
        <Button size="small" variant="ghost" ref={keep} onClick={() => setAsking(false)}>
          {t('keepAddress')}
        </Button>
      </div>
    );
  return (
    <div className={styles.actions}>
      <Button size="small" variant="secondary" onClick={onEdit}>
        {t('editAddress')}
      </Button>
      <Button size="small" variant="ghost" ref={remove} onClick={() => setAsking(true)}>
        {t('deleteAddress')}
      </Button>
    </div>
  );
}
