import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { company } from '@/lib/company';
import type { StaffProfile } from '@/lib/api/schemas/staff';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, linkPath } from '@/lib/i18n/navigation';
import { StaffSignInForm } from './sign-in-form';
import { StaffSignOutButton } from './sign-out-button';
import styles from './staff.module.scss';

export type ConsoleArea = 'home' | 'orders' | 'leads' | 'subscribers' | 'vitals';

const areas: { area: Exclude<ConsoleArea, 'home'>; roles: StaffProfile['role'][] }[] = [
  { area: 'orders', roles: ['manager', 'admin'] },
  { area: 'leads', roles: ['manager', 'admin'] },
  { area: 'subscribers', roles: ['marketing', 'admin'] },
  { area: 'vitals', roles: ['marketing', 'admin'] },
];

/** A page of the console: `/staff` and its areas (`/orders`, `/orders/12`). */
export const staffHref = (locale: Locale, path = '') => linkPath(locale, `/staff${path}`);

export const dateTime = (value: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: company.timeZone,
  }).format(new Date(value));

/** The sign-in page of the console. */
export async function StaffSignIn({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'staff.signIn' });
  return (
    <div className={`container ${styles.console}`}>
      <h1 className={styles.heading}>{t('title')}</h1>
      <p>{t('lead')}</p>
      <StaffSignInForm />
    </div>
  );
}

/** Every console page: who is signed in, the areas of their role, sign-out, then the page. */
export async function StaffShell({
  locale,
  staff,
  current,
  title,
  children,
}: {
  locale: Locale;
  staff: StaffProfile;
  current: ConsoleArea;
  title: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'staff' });
  const links = [
    { area: 'home' as const, href: staffHref(locale), label: t('nav.home') },
    ...areas
      .filter(({ roles }) => roles.includes(staff.role))
      .map(({ area }) => ({ area, href: staffHref(locale, `/${area}`), label: t(`nav.${area}`) })),
    ...(staff.role === 'marketing' || staff.role === 'admin'
      ? [
          {
            area: 'seo' as const,
            href: getPathname({ locale, href: '/seo-preview' }),
            label: t('nav.seo'),
          },
          {
            area: 'report' as const,
            href: getPathname({ locale, href: '/seo-preview/report' }),
            label: t('nav.report'),
          },
        ]
      : []),
  ];
  return (
    <div className={`container ${styles.console}`}>
      <div className={styles.bar}>
        <nav className={styles.nav} aria-label={t('nav.label')}>
          <ul>
            {links.map((link) => (
              <li key={link.area}>
                <Link
                  href={link.href}
                  prefetch={false}
                  aria-current={link.area === current ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.who}>
          {t('nav.signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}
        </p>
        <StaffSignOutButton home={staffHref(locale)} />
      </div>
      <h1 className={styles.heading}>{title}</h1>
      {children}
    </div>
  );
}

export async function StaffHome({ locale, staff }: { locale: Locale; staff: StaffProfile }) {
  const t = await getTranslations({ locale, namespace: 'staff' });
  const cards = [
    ...areas
      .filter(({ roles }) => roles.includes(staff.role))
      .map(({ area }) => ({ href: staffHref(locale, `/${area}`), label: t(`nav.${area}`) })),
    ...(staff.role === 'marketing' || staff.role === 'admin'
      ? [
          { href: getPathname({ locale, href: '/seo-preview' }), label: t('nav.seo') },
          { href: getPathname({ locale, href: '/seo-preview/report' }), label: t('nav.report') },
        ]
      : []),
  ];
  return (
    <>
      <p>{t('home.lead')}</p>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={card.href}>
            <Link href={card.href} prefetch={false}>
              {card.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export async function StaffForbidden({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'staff' });
  return <p role="alert">{t('forbidden')}</p>;
}

/** The console's page links (20 a page), labelled in the page's language. */
export async function Pager({
  locale,
  page,
  pages,
  hrefOf,
}: {
  locale: Locale;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'staff.pagination' });
  const labels = {
    label: t('label'),
    previous: t('previous'),
    next: t('next'),
    page: t('page', { page, pages }),
  };
  return (
    <nav className={styles.pager} aria-label={labels.label}>
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} prefetch={false}>
          {labels.previous}
        </Link>
      ) : null}
      <span>{labels.page}</span>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} prefetch={false}>
          {labels.next}
        </Link>
      ) : null}
    </nav>
  );
}
