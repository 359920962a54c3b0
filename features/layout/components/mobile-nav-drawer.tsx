'use client';

import { Link } from '@/components/link';
import { useEffect, useRef } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  ArrowLeftIcon,
  CalculatorIcon,
  ChevronRightIcon,
  CloseIcon,
  PhoneIcon,
} from '@/components/icons';
import { lockScroll, trapTab } from '@/components/modal';
import type { InfoPageSlugs } from '@/lib/i18n/locale-switch';
import { openCallBack } from '@/features/modals';
import type { MenuCategory, MenuLinkItem } from '../menu';
import { useLocaleHrefs } from '../use-locale-hrefs';
import { LocaleLinks } from './locale-links';
import { MenuColumnLinks } from './menu-column';
import styles from './mobile-nav.module.scss';

const columnClasses = { root: styles.section, list: styles.list, more: styles.more };

/**
 * The mobile drawer (spec 2): loaded when the burger is reached (mobile-nav.tsx), so a visitor who
 * never opens the menu never downloads it.
 */
export function Drawer({
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
