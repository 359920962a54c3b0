import { getTranslations } from 'next-intl/server';
import type { StaffSubscriberList } from '@/lib/api/schemas/staff';
import type { Locale } from '@/lib/i18n/locales';
import { dateTime, Pager, staffHref } from './console';
import styles from './staff.module.scss';

export async function StaffSubscribersView({
  locale,
  list,
}: {
  locale: Locale;
  list: StaffSubscriberList;
}) {
  const t = await getTranslations({ locale, namespace: 'staff' });
  const base = staffHref(locale, '/subscribers');
  return (
    <>
      <p>
        <a href="/backend/api/staff/subscribers.csv" download="subscribers.csv">
          {t('subscribers.export')}
        </a>
      </p>
      {list.results.length === 0 ? (
        <p>{t('subscribers.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption>{t('subscribers.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('subscribers.email')}</th>
                <th scope="col">{t('subscribers.language')}</th>
                <th scope="col">{t('subscribers.confirmed')}</th>
              </tr>
            </thead>
            <tbody>
              {list.results.map((row) => (
                <tr key={row.email}>
                  <td data-label={t('subscribers.email')}>{row.email}</td>
                  <td data-label={t('subscribers.language')}>{row.locale}</td>
                  <td data-label={t('subscribers.confirmed')}>
                    {dateTime(row.confirmed_at, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        locale={locale}
        page={list.page}
        pages={list.pages}
        hrefOf={(page) => (page > 1 ? `${base}?page=${page}` : base)}
      />
    </>
  );
}
