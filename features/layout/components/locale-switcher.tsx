'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { InfoPageSlugs } from '@/lib/i18n/locale-switch';
import { useLocaleHrefs } from '../use-locale-hrefs';
import { LocaleLinks } from './locale-links';
import styles from './locale-switcher.module.scss';

/**
 * Language dropdown, opened on click (spec 2); each entry is a real link to the same page in that
 * language, so it works without JS. `infoPages` names the info pages' slugs in every language.
 */
export function LocaleSwitcher({ infoPages }: { infoPages: InfoPageSlugs }) {
  const t = useTranslations('common');
  const current = useLocale();
  const routePath = usePathname();
  // Open for one route only: navigating elsewhere closes the menu without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === routePath;
  const setOpen = (value: boolean) => setOpenOn(value ? routePath : null);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !rootRef.current?.contains(event.target as Node)
      ) {
        setOpenOn(null);
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const hrefFor = useLocaleHrefs(infoPages);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('chooseLanguage')}
        onClick={() => setOpen(!open)}
      >
        {current.toUpperCase()}
        <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
          <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <LocaleLinks
        hrefFor={hrefFor}
        current={current}
        id={menuId}
        className={styles.menu}
        hidden={!open}
        itemClassName={styles.item}
      />
    </div>
  );
}
