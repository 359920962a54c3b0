import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { withLocaleHome, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/slugs';
import { getShellData } from '../loaders';
import { LocaleSwitcher } from './locale-switcher';
import { Logo } from './logo';
import styles from './site-header.module.scss';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, tNav, { nav, links }] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'nav' }),
    getShellData(locale),
  ]);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.topBar}`}>
        <Link href={withLocaleHome(locale)} className={styles.logo}>
          <Logo title={t('siteName')} />
        </Link>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.id}>
              <Link href={localeHref(locale, link.href)}>{link.title}</Link>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <a className={styles.phone} href={`tel:${t('phone').replace(/\s/g, '')}`}>
            <span>{t('phone')}</span>
            <small>{t('workingHours')}</small>
          </a>
          <LocaleSwitcher />
        </div>
      </div>
      <nav className={styles.nav} aria-label={tNav('mainMenu')}>
        <ul className={`container ${styles.navList}`}>
          {nav.map((category) => (
            <li key={category.id}>
              <Link href={localeHref(locale, category.link)}>{category.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
