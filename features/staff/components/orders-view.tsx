import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link';
import { WindowDrawing, type DrawingModel } from '@/features/calculator';
import type { StaffOrderDetail, StaffOrderList } from '@/lib/api/schemas/staff';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/money/format';
import { dateTime, Pager, staffHref } from './console';
import { OrderActions } from './order-actions';
import styles from './staff.module.scss';

export interface OrderFilterValues {
  status?: string;
  payment_method?: string;
  from?: string;
  to?: string;
  q?: string;
}

export async function StaffOrderList({
  locale,
  list,
  filters,
}: {
  locale: Locale;
  list: StaffOrderList;
  filters: OrderFilterValues;
}) {
  const t = await getTranslations({ locale, namespace: 'staff' });
  const action = staffHref(locale, '/orders');
  const query = (page: number) => {
    const params = new URLSearchParams(
      Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    if (page > 1) params.set('page', String(page));
    const text = params.toString();
    return text ? `${action}?${text}` : action;
  };
  const statuses = [
    'new',
    'awaiting_payment',
    'paid',
    'in_production',
    'delivered',
    'cancelled',
  ] as const;
  return (
    <>
      <form method="get" action={action} className={styles.filters} role="search">
        <div className={styles.wide}>
          <label htmlFor="orders-q">{t('orders.search')}</label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            className={styles.select}
            aria-describedby="orders-q-hint"
            maxLength={100}
          />
          <small id="orders-q-hint">{t('orders.searchHint')}</small>
        </div>
        <div>
          <label htmlFor="orders-status">{t('orders.status')}</label>
          <select
            id="orders-status"
            name="status"
            defaultValue={filters.status ?? ''}
            className={styles.select}
          >
            <option value="">{t('orders.anyStatus')}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-payment">{t('orders.payment')}</label>
          <select
            id="orders-payment"
            name="payment_method"
            defaultValue={filters.payment_method ?? ''}
            className={styles.select}
          >
            <option value="">{t('orders.anyPayment')}</option>
            {(['1', '2', '3'] as const).map((method) => (
              <option key={method} value={method}>
                {t(`paymentMethods.${method}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="orders-from">{t('orders.from')}</label>
          <input
            id="orders-from"
            name="from"
            type="date"
            defaultValue={filters.from ?? ''}
            className={styles.select}
          />
        </div>
        <div>
          <label htmlFor="orders-to">{t('orders.to')}</label>
          <input
            id="orders-to"
            name="to"
            type="date"
            defaultValue={filters.to ?? ''}
            className={styles.select}
          />
        </div>
        <div className={styles.filterButtons}>
          <button type="submit" className={styles.submit}>
            {t('orders.apply')}
          </button>
          <Link href={action} prefetch={false}>
            {t('orders.reset')}
          </Link>
        </div>
      </form>
      <p aria-live="polite">{t('orders.count', { count: list.count })}</p>
      {list.results.length === 0 ? (
        <p>{t('orders.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption>{t('orders.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.number')}</th>
                <th scope="col">{t('orders.date')}</th>
                <th scope="col">{t('orders.customer')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('orders.payment')}</th>
                <th scope="col" className={styles.number}>
                  {t('orders.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.results.map((order) => (
                <tr key={order.nr}>
                  <td data-label={t('orders.number')} className={styles.nowrap}>
                    <Link href={staffHref(locale, `/orders/${order.nr}`)} prefetch={false}>
                      {order.nr}
                    </Link>
                  </td>
                  <td data-label={t('orders.date')}>{dateTime(order.created_at, locale)}</td>
                  <td data-label={t('orders.customer')}>
                    <div>
                      {order.name}
                      <br />
                      <span className={styles.nowrap}>{order.phone}</span>
                      <br />
                      {order.email}
                    </div>
                  </td>
                  <td data-label={t('orders.status')}>
                    <span className={styles.status}>{t(`statuses.${order.status}`)}</span>
                  </td>
                  <td data-label={t('orders.payment')}>
                    {t(`paymentMethods.${String(order.payment_method) as '1' | '2' | '3'}`)}
                  </td>
                  <td data-label={t('orders.total')} className={styles.number}>
                    {formatMoney(order.grand_total, 'EUR', locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager locale={locale} page={list.page} pages={list.pages} hrefOf={query} />
    </>
  );
}

export const configurationLines = (configuration: Record<string, unknown> | null): string[] =>
  configuration
    ? Object.entries(configuration).map(
        ([key, value]) =>
          `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`,
      )
    : [];

export async function StaffOrderView({
  locale,
  order,
  drawings,
}: {
  locale: Locale;
  order: StaffOrderDetail;
  /** The configurator's drawing of each line (null for a catalog product). */
  drawings: (DrawingModel | null)[];
}) {
  const t = await getTranslations({ locale, namespace: 'staff' });
  const money = (cents: number) => formatMoney(cents, 'EUR', locale);
  return (
    <>
      <p>
        <Link href={staffHref(locale, '/orders')} prefetch={false}>
          {t('order.back')}
        </Link>
      </p>
      <p>
        <span className={styles.status}>{t(`statuses.${order.status}`)}</span>{' '}
        {t(`paymentMethods.${String(order.payment_method) as '1' | '2' | '3'}`)} ·{' '}
        {dateTime(order.created_at, locale)}
      </p>
      <section className={styles.section} aria-labelledby="order-actions">
        <h2 id="order-actions">{t('order.actions')}</h2>
        <OrderActions
          nr={order.nr}
          status={order.status}
          next={order.next}
          refundsCard={order.status === 'paid' && order.payment_method === 1}
        />
      </section>
      <section className={styles.section} aria-labelledby="order-lines">
        <h2 id="order-lines">{t('order.lines')}</h2>
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption>{t('order.lines')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('order.item')}</th>
                <th scope="col" className={styles.number}>
                  {t('order.quantity')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('order.price')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('order.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={index}>
                  <td data-label={t('order.item')}>
                    <div>
                      <strong>{line.name}</strong> ({line.category})
                      {line.description.length || line.configuration ? (
                        <ul className={styles.config} aria-label={t('order.configuration')}>
                          {(line.description.length
                            ? line.description
                            : configurationLines(line.configuration)
                          ).map((text, at) => (
                            <li key={at}>{text}</li>
                          ))}
                        </ul>
                      ) : null}
                      {drawings[index] ? (
                        <div className={styles.drawing}>
                          <WindowDrawing model={drawings[index]} />
                        </div>
                      ) : null}
                    </div>
                  </td>
                  <td data-label={t('order.quantity')} className={styles.number}>
                    {line.quantity}
                  </td>
                  <td data-label={t('order.price')} className={styles.number}>
                    {money(line.price)}
                  </td>
                  <td data-label={t('order.lineTotal')} className={styles.number}>
                    {money(line.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="order-customer">
          <h2 id="order-customer">{t('order.customer')}</h2>
          <dl className={styles.facts}>
            <dt>{t('leads.name')}</dt>
            <dd>{order.name}</dd>
            <dt>{t('leads.contact')}</dt>
            <dd>
              <a href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</a>
              <br />
              <a href={`mailto:${order.email}`}>{order.email}</a>
            </dd>
            <dt>{t('orders.customer')}</dt>
            <dd>{order.registered_customer ? t('order.registered') : t('order.guest')}</dd>
            <dt>{t('order.language')}</dt>
            <dd>{order.locale}</dd>
            {order.comment ? (
              <>
                <dt>{t('order.comment')}</dt>
                <dd>{order.comment}</dd>
              </>
            ) : null}
          </dl>
        </section>
        <section className={styles.section} aria-labelledby="order-delivery">
          <h2 id="order-delivery">{t('order.delivery')}</h2>
          <p>
            {order.delivery.type === 'pickup' ? t('order.pickup') : t('order.courier')}
            {order.delivery.address ? `: ${order.delivery.address}` : ''}
          </p>
          <h2>{t('order.totals')}</h2>
          <dl className={styles.facts}>
            <dt>{t('order.subtotal')}</dt>
            <dd>{money(order.totals.total)}</dd>
            <dt>{t('order.afterDiscount')}</dt>
            <dd>{money(order.totals.new_total)}</dd>
            <dt>{t('order.bonusesSpent')}</dt>
            <dd>{money(order.bonuses_spent)}</dd>
            <dt>{t('order.grandTotal')}</dt>
            <dd>
              <strong>{money(order.totals.grand_total)}</strong>
            </dd>
            <dt>{t('order.bonusesEarned')}</dt>
            <dd>{money(order.bonuses_earned)}</dd>
          </dl>
        </section>
      </div>
      <section className={styles.section} aria-labelledby="order-payments">
        <h2 id="order-payments">{t('order.payments')}</h2>
        {order.payments.length === 0 ? (
          <p>{t('order.noPayments')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={`${styles.table} ${styles.stack}`}>
              <caption>{t('order.payments')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('order.when')}</th>
                  <th scope="col">{t('leads.kind')}</th>
                  <th scope="col" className={styles.number}>
                    {t('orders.total')}
                  </th>
                  <th scope="col">{t('order.outcome')}</th>
                  <th scope="col">{t('order.by')}</th>
                </tr>
              </thead>
              <tbody>
                {order.payments.map((payment) => (
                  <tr key={`${payment.kind}-${payment.reference}`}>
                    <td data-label={t('order.when')}>{dateTime(payment.at, locale)}</td>
                    <td data-label={t('leads.kind')}>
                      {payment.kind === 'refund' ? t('order.refund') : t('order.paymentLink')}
                    </td>
                    <td data-label={t('orders.total')} className={styles.number}>
                      {money(payment.amount)}
                    </td>
                    <td data-label={t('order.outcome')}>{payment.outcome ?? '—'}</td>
                    <td data-label={t('order.by')}>{payment.by ?? t('order.shop')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={styles.section} aria-labelledby="order-history">
        <h2 id="order-history">{t('order.history')}</h2>
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption>{t('order.history')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('order.when')}</th>
                <th scope="col">{t('orders.status')}</th>
                <th scope="col">{t('order.by')}</th>
                <th scope="col">{t('order.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {order.history.map((row, index) => (
                <tr key={index}>
                  <td data-label={t('order.when')}>{dateTime(row.at, locale)}</td>
                  <td data-label={t('orders.status')}>{t(`statuses.${row.status}`)}</td>
                  <td data-label={t('order.by')}>{row.by ?? t('order.shop')}</td>
                  <td data-label={t('order.reason')}>{row.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
