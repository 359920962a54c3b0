import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/link';
import type { LeadKind, LeadStatusValue, StaffLeadList } from '@/lib/api/schemas/staff';
import type { Locale } from '@/lib/i18n/locales';
import { dateTime, Pager, staffHref } from './console';
import { LeadActions } from './lead-actions';
import { configurationLines } from './orders-view';
import styles from './staff.module.scss';

export async function StaffLeadsView({
  locale,
  list,
  kind,
  status,
}: {
  locale: Locale;
  list: StaffLeadList;
  kind: LeadKind | undefined;
  status: LeadStatusValue | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'staff' });
  const base = staffHref(locale, '/leads');
  const kinds = ['callback', 'order_request', 'vacancy'] as const;
  const statuses = ['new', 'in_progress', 'done'] as const;
  const hrefOf = (
    page: number,
    filters: { kind?: LeadKind; status?: LeadStatusValue } = { kind, status },
  ) => {
    const params = new URLSearchParams();
    if (filters.kind) params.set('kind', filters.kind);
    if (filters.status) params.set('status', filters.status);
    if (page > 1) params.set('page', String(page));
    const text = params.toString();
    return text ? `${base}?${text}` : base;
  };
  // A filter starts again at the first page and keeps the other filter.
  const filterNav = <V extends string>(
    id: string,
    label: string,
    values: readonly V[],
    current: V | undefined,
    name: (value: V) => string,
    hrefFor: (value: V | undefined) => string,
  ) => (
    <nav className={`${styles.nav} ${styles.filterNav}`} aria-labelledby={`leads-${id}`}>
      <span id={`leads-${id}`} className={styles.filterLabel}>
        {label}
      </span>
      <ul>
        {[undefined, ...values].map((value) => (
          <li key={value ?? 'all'}>
            <Link
              href={hrefFor(value)}
              prefetch={false}
              aria-current={current === value ? 'true' : undefined}
            >
              {value ? name(value) : t('leads.all')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <>
      {filterNav(
        'kind',
        t('leads.kind'),
        kinds,
        kind,
        (value) => t(`leads.kinds.${value}`),
        (value) => hrefOf(1, { kind: value, status }),
      )}
      {filterNav(
        'status',
        t('leads.status'),
        statuses,
        status,
        (value) => t(`leads.statuses.${value}`),
        (value) => hrefOf(1, { kind, status: value }),
      )}
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
                          {(lead.description.length
                            ? lead.description
                            : configurationLines(lead.configuration)
                          ).map((text, at) => (
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
      <Pager locale={locale} page={list.page} pages={list.pages} hrefOf={(page) => hrefOf(page)} />
    </>
  );
}
