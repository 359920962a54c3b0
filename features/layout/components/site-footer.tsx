import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getShellData } from '../loaders';
import { visibleFooterColumns } from '../footer-links';
import styles from './site-footer.module.scss';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tCommon, { footerColumns }] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'common' }),
    getShellData(locale),
  ]);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <div className={styles.about}>
          <p className={styles.name}>{tCommon('siteName')}</p>
          <p>{tCommon('tagline')}</p>
          <p>
            <a href={`tel:${tCommon('phone').replace(/\s/g, '')}`}>{tCommon('phone')}</a>
            <br />
            {tCommon('workingHours')}
          </p>
        </div>
        {visibleFooterColumns(footerColumns, locale).map((column) => (
          <section key={column.id} className={styles.column} aria-labelledby={`footer-column-${column.id}`}>
            <h2 id={`footer-column-${column.id}`}>{column.name}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
