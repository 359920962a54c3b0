'use client';

import { Link } from '@/components/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  ArrowLeftIcon,
  CalculatorIcon,
  ChevronRightIcon,
  CloseIcon,
  MenuIcon,
  PhoneIcon,
} from '@/components/icons';
import { lockScroll, trapTab } from '@/components/modal';
import type { InfoPageSlugs } from '@/lib/i18n/locale-switch';
import { localeNames, locales, type Locale } from '@/lib/i18n/locales';
import { openCallBack } from '@/features/modals';
import type { MenuCategory, MenuLinkItem } from '../menu';
import { useLocaleHrefs } from '../use-locale-hrefs';
import { useMediaQuery } from '@/components/media-query';
import { MenuColumnLinks } from './menu-column';
import styles from './mobile-nav.module.scss';

const columnClasses = { root: styles.section, list: styles.list, more: styles.more };

/** Spec 9: the mobile nav exists below 1200 px and closes when the window reaches it. */
const DESKTOP_QUERY = '(min-width: 1200px)';

/** The links the burger shows by itself (a native popover) when tapped before the scripts run. */
const FIRST_PAINT_MENU_ID = 'mobile-nav-links';

/**
 * The mobile navigation (spec 2): call-back button, categories with drill-down and a back arrow,
 * extra links, and the locale list while no category is chosen. It locks page scroll while open and
 * closes on route change, on Escape and at 1200 px. Before the scripts run, the burger opens a plain
 * list of the same links as a native popover, so a tap on the first paint is never lost.
 */
export function MobileNav({
  menu,
  links,
  infoPages,
}: {
  menu: MenuCategory[];
  links: MenuLinkItem[];
  infoPages: InfoPageSlugs;
}) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // Open for one route only: a navigation closes it without an effect (spec 2).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname && !desktop;
  const [chosenId, setChosenId] = useState<number | null>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const firstPaintMenuRef = useRef<HTMLElement>(null);

  const close = () => {
    setOpenOn(null);
    setChosenId(null);
  };

  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls="mobile-nav"
        aria-label={t('openMenu')}
        popoverTarget={FIRST_PAINT_MENU_ID}
        onClick={(event) => {
          // Scripted from now on: the drawer below replaces the popover (and closes it if a tap before hydration opened it).
          event.preventDefault();
          if (firstPaintMenuRef.current?.matches(':popover-open'))
            firstPaintMenuRef.current.hidePopover();
          setChosenId(null);
          setOpenOn(pathname);
        }}
      >
        <MenuIcon />
      </button>
      <FirstPaintMenu ref={firstPaintMenuRef} menu={menu} links={links} infoPages={infoPages} />
      {open && (
        <Drawer
          menu={menu}
          links={links}
          infoPages={infoPages}
          chosen={menu.find((category) => category.id === chosenId) ?? null}
          onChoose={setChosenId}
          onClose={() => {
            close();
            burgerRef.current?.focus();
          }}
        />
      )}
    </>
  );
}

/** One link per language to the same page in it (spec 2 'Switching locale'), the current one marked. */
function LocaleLinks({
  hrefFor,
  current,
}: {
  hrefFor: (locale: Locale) => string;
  current: Locale;
}) {
  return (
    <ul>
      {locales.map((locale) => (
        <li key={locale}>
          <a
            href={hrefFor(locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
          >
            {localeNames[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Every category, extra link and language as a plain link: what the burger opens without scripts. */
function FirstPaintMenu({
  ref,
  menu,
  links,
  infoPages,
}: {
  ref: Ref<HTMLElement>;
  menu: MenuCategory[];
  links: MenuLinkItem[];
  infoPages: InfoPageSlugs;
}) {
  const t = useTranslations('nav');
  const current = useLocale();
  const hrefFor = useLocaleHrefs(infoPages);
  return (
    <nav
      ref={ref}
      id={FIRST_PAINT_MENU_ID}
      popover="auto"
      className={styles.firstPaintMenu}
      aria-label={t('mobileMenu')}
    >
      <div className={styles.head}>
        <span className={styles.headTitle}>{t('mobileMenu')}</span>
        <button
          type="button"
          className={styles.close}
          popoverTarget={FIRST_PAINT_MENU_ID}
          popoverTargetAction="hide"
          aria-label={t('closeMenu')}
        >
          <CloseIcon />
        </button>
      </div>
      <ul className={styles.list}>
        {[...menu, ...links].map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.title}</a>
          </li>
        ))}
      </ul>
      <section className={styles.locales} aria-label={t('languages')}>
        <LocaleLinks hrefFor={hrefFor} current={current} />
      </section>
    </nav>
  );
}

function Drawer({
  menu,
  links,
  infoPages,
  chosen,
  onChoose,
  onClose,
}: {
  menu: MenuCategory[];
  links: MenuLinkItem[];
  infoPages: InfoPageSlugs;
  chosen: MenuCategory | null;
  onChoose: (id: number | null) => void;
  onClose: () => void;
}) {
  const t = useTranslations('nav');
  const tHeader = useTranslations('header');
  const current = useLocale();
  const hrefFor = useLocaleHrefs(infoPages);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const release = lockScroll();
    const panel = panelRef.current!;
    panel.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      else trapTab(event, panel);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      release();
    };
  }, []);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [chosen]);

  return (
    <div
      className={styles.overlay}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        id="mobile-nav"
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label={t('mobileMenu')}
        tabIndex={-1}
      >
        <div className={styles.head}>
          {chosen ? (
            <button
              type="button"
              className={styles.back}
              onClick={() => onChoose(null)}
              data-autofocus
            >
              <ArrowLeftIcon />
              {t('back')}
            </button>
          ) : (
            <span className={styles.headTitle}>{t('mobileMenu')}</span>
          )}
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('closeMenu')}
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>
          <button type="button" className={styles.callBack} onClick={openCallBack}>
            <PhoneIcon size={18} />
            {tHeader('callBack')}
          </button>
          {chosen ? (
            <nav aria-label={chosen.title}>
              <h2 className={styles.chosenTitle}>{chosen.title}</h2>
              <Link href={chosen.href} className={styles.parentLink}>
                {t('viewCategory', { title: chosen.title })}
              </Link>
              {chosen.columns.map((column, index) => (
                <MenuColumnLinks
                  key={`${column.title}-${index}`}
                  column={column}
                  classes={columnClasses}
                />
              ))}
              {chosen.moreColumns > 0 && (
                <Link href={chosen.href} className={styles.moreColumns}>
                  {t('moreCategories', { count: chosen.moreColumns })}
                </Link>
              )}
              {chosen.subitems.length > 0 && (
                <ul className={styles.list}>
                  {chosen.subitems.map((item) => (
                    <li key={item.href}>
                      <Link href={item.href}>{item.title}</Link>
                    </li>
                  ))}
                </ul>
              )}
              {chosen.calculatorHref && (
                <Link href={chosen.calculatorHref} className={styles.calculator}>
                  <CalculatorIcon />
                  {t('calculatorButton')}
                </Link>
              )}
            </nav>
          ) : (
            <>
              <nav aria-label={t('catalog')}>
                <ul className={styles.list}>
                  {menu.map((category) => (
                    <li key={category.id}>
                      {category.kind === 'link' ? (
                        <Link href={category.href}>{category.title}</Link>
                      ) : (
                        <button
                          type="button"
                          className={styles.drill}
                          onClick={() => onChoose(category.id)}
                        >
                          {category.title}
                          <ChevronRightIcon />
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
              {links.length > 0 && (
                <nav aria-label={t('extraLinks')} className={styles.extra}>
                  <ul className={styles.list}>
                    {links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href}>{link.title}</Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              <section className={styles.locales} aria-labelledby="mobile-nav-languages">
                <h2 id="mobile-nav-languages">{t('languages')}</h2>
                <LocaleLinks hrefFor={hrefFor} current={current} />
              </section>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
