'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useRef, useState, type Ref } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { CloseIcon, MenuIcon } from '@/components/icons';
import type { InfoPageSlugs } from '@/lib/i18n/locale-switch';
import type { MenuCategory, MenuLinkItem } from '../menu';
import { useLocaleHrefs } from '../use-locale-hrefs';
import { useMediaQuery } from '@/components/media-query';
import { LocaleLinks } from './locale-links';
import styles from './mobile-nav.module.scss';

/**
 * The drawer's code (its drill-down, scroll lock, focus trap and the call-back's opener) is fetched
 * when the burger is reached, by pointer, finger, focus or key, and by the tap itself: most visits
 * never open the menu, and every page's first load would carry it (issue 40).
 */
const loadDrawer = () => import('./mobile-nav-drawer');
const Drawer = lazy(() => loadDrawer().then((module) => ({ default: module.Drawer })));
const reach = () => void loadDrawer();

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
        onPointerEnter={reach}
        onTouchStart={reach}
        onFocus={reach}
        onKeyDown={reach}
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
        // Nothing in its place for the moment the code may still be on its way after a tap.
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
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
