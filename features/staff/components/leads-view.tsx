import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link';
import type { StaffLeadList } from '@/lib/api/schemas/staff';
import type { Locale } from '@/lib/i18n/locales';
import { dateTime, Pager, staffHref } from './console';
import { LeadActions } from './lead-actions';
import { configurationLines } from './orders-view';
import styles from './staff.module.scss';

export async function StaffLeadsView({
  locale,
  list,
  kind,
}: {
  locale: Locale;
  list: StaffLeadList;
  kind: string | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'staff' });
  const base = staffHref(locale, '/leads');
  const kinds = ['callback', 'order_request', 'vacancy'] as const;
  const hrefOf = (page: number) => {
    const params = new URLSearchParams();
    if (kind) params.set('kind', kind);
    if (page > 1) params.set('page', String(page));
    const text = params.toString();
    return text ? `${base}?${text}` : base;
  };
  return (
    <>
      <nav className={styles.nav} aria-label={t('leads.kind')}>
        <ul>
          <li>
            <Link href={base} prefetch={false} aria-current={!kind ? 'page' : undefined}>
              {t('leads.all')}
            </Link>
          </li>
          {kinds.map((value) => (
            <li key={value}>
              <Link
                href={`${base}?kind=${value}`}
                prefetch={false}
                aria-current={kind === value ? 'page' : undefined}
              >
                {t(`leads.kinds.${value}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.results.length === 0 ? (
        <p>{t('leads.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stack}`}>
            <caption>{t('leads.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('leads.received')}</th>
                <th scope="col">{t('leads.kind')}</th>
                <th scope="col">{t('leads.name')}</th>
                <th scope="col">{t('leads.subject')}</th>
                <th scope="col">{t('leads.status')}</th>
                <th scope="col">{t('leads.handledBy')}</th>
              </tr>
            </thead>
            <tbody>
              {list.results.map((lead) => (
                <tr key={`${lead.kind}-${lead.id}`} data-lead={`${lead.kind}-${lead.id}`}>
                  <td data-label={t('leads.received')}>{dateTime(lead.created_at, locale)}</td>
                  <td data-label={t('leads.kind')}>{t(`leads.kinds.${lead.kind}`)}</td>
                  <td data-label={t('leads.name')}>
                    <div>
                      {lead.name || '—'}
                      <br />
                      <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
                      {lead.email ? (
                        <>
                          <br />
                          <a href={`mailto:${lead.email}`}>{lead.email}</a>
                        </>
                      ) : null}
                    </div>
                  </td>
                  <td data-label={t('leads.subject')}>
                    <div>
                      {lead.subject ?? '—'}
                      {lead.configuration ? (
                        <ul className={styles.config} aria-label={t('order.configuration')}>
                          {configurationLines(lead.configuration).map((text, at) => (
                            <li key={at}>{text}</li>
                          ))}
                        </ul>
                      ) : null}
                      {lead.cv ? (
                        <>
                          <br />
                          <a
                            href={`/backend/api/staff/leads/vacancy/${lead.id}/cv/`}
                            download={lead.cv}
                          >
                            {t('leads.downloadCv', { file: lead.cv })}
                          </a>
                        </>
                      ) : null}
                    </div>
                  </td>
                  <td data-label={t('leads.status')}>
                    <div>
                      <span className={styles.status}>{t(`leads.statuses.${lead.status}`)}</span>
                      <LeadActions
                        kind={lead.kind}
                        id={lead.id}
                        name={lead.name}
                        status={lead.status}
                      />
                    </div>
                  </td>
                  <td data-label={t('leads.handledBy')}>{lead.handled_by ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager locale={locale} page={list.page} pages={list.pages} hrefOf={hrefOf} />
    </>
  );
}
