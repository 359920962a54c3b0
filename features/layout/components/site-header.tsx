import { Link } from '@/components/link';
import { getTranslations } from 'next-intl/server';
import { PhoneIcon, SearchIcon } from '@/components/icons';
import { AccountEntry } from '@/features/account';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname, linkPath } from '@/lib/i18n/navigation';
import { company } from '@/lib/company';
import { getShellData } from '../loaders';
import { buildMenu } from '../menu';
import { CallBackButton } from './call-back-button';
import { CartLink } from './cart-link';
import { LocaleSwitcherOnIntent } from './locale-switcher-on-intent';
import { Logo } from './logo';
import { MegaMenuOnIntent } from './mega-menu-on-intent';
import { MobileNavOnIntent } from './mobile-nav-on-intent';
import styles from './site-header.module.scss';
// The on-intent parts' styles come with the page, not with their code: their server markup needs them
// from the first paint. Imported here, by a server component, they add no class map to the browser's
// first load (a client module's CSS import does, even for its side effect alone).
import './locale-switcher.module.scss';
import './mega-menu.module.scss';
import './mobile-nav.module.scss';

/** Spec 2 'Header': top bar, category bar with mega-menus, search, cart; the mobile nav below 1200 px. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, tNav, tHeader, { nav, links, infoPageSlugs: infoPages }] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'header' }),
    getShellData(locale),
  ]);
  const menu = buildMenu(nav, locale);
  const extraLinks = links.map((link) => ({
    title: link.title,
    href: linkPath(locale, link.href),
  }));
  return (
    <header className={styles.header}>
      <div className={styles.utility}>
        <div className={`container ${styles.utilityInner}`}>
          <nav aria-label={tNav('extraLinks')}>
            <ul className={styles.links}>
              {extraLinks.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.utilityActions}>
            <div className={styles.phone}>
              <a
                href={company.phoneHref}
                className={styles.phoneLink}
                aria-describedby="header-hours"
              >
                <PhoneIcon size={16} />
                {t('phone')}
              </a>
              <div id="header-hours" role="tooltip" className={styles.hours}>
                <strong>{tHeader('workingHoursTitle')}</strong>
                <span>
                  {tHeader('everyDay')}: {tHeader('hours')}
                </span>
              </div>
            </div>
            <LocaleSwitcherOnIntent infoPages={infoPages} />
          </div>
        </div>
      </div>
      <div className={styles.main}>
        <div className={`container ${styles.mainInner}`}>
          <MobileNavOnIntent menu={menu} links={extraLinks} infoPages={infoPages} />
          <Link href={{ pathname: '/' }} className={styles.logo}>
            <Logo title={t('siteName')} />
          </Link>
          <form
            role="search"
            action={getPathname({ locale, href: '/search' })}
            method="get"
            className={styles.search}
          >
            <label htmlFor="header-search" className="visually-hidden">
              {tHeader('search')}
            </label>
            <input
              id="header-search"
              name="search"
              type="search"
              placeholder={tHeader('searchPlaceholder')}
              className={styles.searchInput}
              required
            />
            <button
              type="submit"
              className={styles.searchButton}
              aria-label={tHeader('searchSubmit')}
            >
              <SearchIcon />
            </button>
          </form>
          <div className={styles.actions}>
            <CallBackButton />
            <AccountEntry locale={locale} />
            <CartLink href={getPathname({ locale, href: '/cart' })} />
          </div>
        </div>
      </div>
      <div className={styles.navRow}>
        <div className="container">
          <MegaMenuOnIntent menu={menu} label={tNav('mainMenu')} />
        </div>
      </div>
    </header>
  );
}
