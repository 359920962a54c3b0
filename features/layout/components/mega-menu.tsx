'use client';

import { Link } from '@/components/link';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { CalculatorIcon, ChevronDownIcon } from '@/components/icons';
import type { MenuCategory } from '../menu';
import { MenuColumnLinks } from './menu-column';
import styles from './mega-menu.module.scss';

/** Spec 4 'Header menu' and spec 9 timings. */
const CLOSE_DELAY_MS = 200;
const HIDE_AFTER_CHOICE_MS = 3000;
/** A click on the toggle this soon after the pointer opened the menu is the same intent: keep it open. */
const HOVER_CLICK_GRACE_MS = 500;

/**
 * The desktop category bar: each category is a link, with a toggle for its mega-menu or dropdown.
 * Hover opens, leaving closes after 200 ms, choosing a link hides the menu for 3 s; the toggles
 * follow the disclosure pattern (Enter/Space, arrows, Escape, aria-expanded). Before the scripts run,
 * hover and focus open a panel through CSS alone (mega-menu.module.scss), so the first paint works.
 */
export function MegaMenu({ menu, label }: { menu: MenuCategory[]; label: string }) {
  const t = useTranslations('nav');
  const [openId, setOpenId] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hiddenUntil = useRef(0);
  const hoverOpenedAt = useRef(-Infinity);
  const toggles = useRef(new Map<number, HTMLButtonElement>());
  const panels = useRef(new Map<number, HTMLDivElement>());
  const [enhanced, setEnhanced] = useState(false);

  // The scripted menu takes over from the CSS one in the same frame: a panel that hover or focus
  // opened by CSS (on its list item) stays open, rather than vanishing under the pointer until the
  // next mouse move.
  useLayoutEffect(() => {
    const shown = [...panels.current].find(([, panel]) =>
      panel.parentElement?.matches(':hover, :focus-within'),
    );
    if (shown) {
      hoverOpenedAt.current = performance.now();
      setOpenId(shown[0]);
    }
    setEnhanced(true);
    // Once, when the bar first runs: later renders follow the pointer through the handlers.
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target as Element).closest(`.${styles.item}`)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  // Times are read in the handlers (never in render) from performance.now(), the clock tests can pause.
  const hover = (id: number, at: number) => {
    clearTimeout(closeTimer.current);
    if (at < hiddenUntil.current) return;
    if (openId !== id) hoverOpenedAt.current = at;
    setOpenId(id);
  };
  const leave = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpenId(null), CLOSE_DELAY_MS);
  };
  const chosen = (at: number) => {
    hiddenUntil.current = at + HIDE_AFTER_CHOICE_MS;
    setOpenId(null);
  };

  const withSubmenu = menu.filter((category) => category.kind !== 'link');
  const focusToggle = (index: number) => {
    const target = withSubmenu[(index + withSubmenu.length) % withSubmenu.length];
    if (target) toggles.current.get(target.id)?.focus();
  };
  const panelLinks = (id: number) => [
    ...(panels.current.get(id)?.querySelectorAll<HTMLElement>('a[href], button') ?? []),
  ];

  const onToggleKey = (event: KeyboardEvent<HTMLButtonElement>, category: MenuCategory) => {
    const index = withSubmenu.indexOf(category);
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      focusToggle(index + (event.key === 'ArrowRight' ? 1 : -1));
      if (openId !== null) setOpenId(null);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpenId(category.id);
      requestAnimationFrame(() => panelLinks(category.id)[0]?.focus());
    } else if (event.key === 'Escape') {
      setOpenId(null);
    }
  };

  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>, category: MenuCategory) => {
    const links = panelLinks(category.id);
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpenId(null);
      toggles.current.get(category.id)?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next =
        links[(index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length];
      next?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? links[0] : links[links.length - 1])?.focus();
    }
  };

  return (
    <nav className={styles.nav} aria-label={label} data-enhanced={enhanced || undefined}>
      <ul className={styles.bar}>
        {menu.map((category) => {
          const open = openId === category.id;
          const panelId = `mega-panel-${category.id}`;
          return (
            <li
              key={category.id}
              className={[styles.item, category.kind === 'dropdown' && styles.dropdownItem]
                .filter(Boolean)
                .join(' ')}
              onMouseEnter={
                category.kind === 'link' ? undefined : () => hover(category.id, performance.now())
              }
              onMouseLeave={category.kind === 'link' ? undefined : leave}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null) && open)
                  setOpenId(null);
              }}
            >
              <Link
                href={category.href}
                className={styles.topLink}
                data-open={open || undefined}
                onClick={() => chosen(performance.now())}
              >
                {category.title}
              </Link>
              {category.kind !== 'link' && (
                <>
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) toggles.current.set(category.id, node);
                      else toggles.current.delete(category.id);
                    }}
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={t('submenu', { title: category.title })}
                    onClick={() => {
                      if (open && performance.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS)
                        return;
                      setOpenId(open ? null : category.id);
                    }}
                    onKeyDown={(event) => onToggleKey(event, category)}
                  >
                    <ChevronDownIcon size={14} />
                  </button>
                  <div
                    id={panelId}
                    ref={(node) => {
                      if (node) panels.current.set(category.id, node);
                      else panels.current.delete(category.id);
                    }}
                    className={category.kind === 'mega' ? styles.mega : styles.dropdown}
                    hidden={!open}
                    onKeyDown={(event) => onPanelKey(event, category)}
                    onClick={(event) => {
                      if ((event.target as Element).closest('a')) chosen(performance.now());
                    }}
                  >
                    {category.kind === 'mega' ? (
                      <MegaPanel category={category} />
                    ) : (
                      <DropdownPanel category={category} />
                    )}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function CalculatorLink({ href }: { href: string }) {
  const t = useTranslations('nav');
  return (
    <Link href={href} className={styles.calculator}>
      <CalculatorIcon />
      {t('calculatorButton')}
    </Link>
  );
}

function DropdownPanel({ category }: { category: MenuCategory }) {
  const t = useTranslations('nav');
  return (
    <>
      <ul className={styles.dropdownList}>
        <li>
          <Link href={category.href} className={styles.viewAll}>
            {t('viewCategory', { title: category.title })}
          </Link>
        </li>
        {category.subitems.map((item) => (
          <li key={item.href}>
            <Link href={item.href}>{item.title}</Link>
          </li>
        ))}
      </ul>
      {category.calculatorHref && <CalculatorLink href={category.calculatorHref} />}
    </>
  );
}

const columnClasses = { root: styles.column, title: styles.columnTitle, more: styles.more };

function MegaPanel({ category }: { category: MenuCategory }) {
  const t = useTranslations('nav');
  return (
    <div className={`container ${styles.megaInner}`}>
      <div className={styles.columns}>
        {category.columns.map((column, index) => (
          <MenuColumnLinks
            key={`${column.title}-${index}`}
            column={column}
            classes={columnClasses}
          />
        ))}
        {category.columns.length === 0 && category.subitems.length > 0 && (
          <MenuColumnLinks
            column={{
              title: category.title,
              total: category.subitems.length,
              items: category.subitems,
            }}
            classes={columnClasses}
          />
        )}
        {category.moreColumns > 0 && (
          <Link href={category.href} className={styles.moreColumns}>
            {t('moreCategories', { count: category.moreColumns })}
          </Link>
        )}
      </div>
      <div className={styles.aside}>
        <Link href={category.href} className={styles.viewAll}>
          {t('viewCategory', { title: category.title })}
        </Link>
        {category.calculatorHref && <CalculatorLink href={category.calculatorHref} />}
        {category.banner && (
          <Link href={category.banner.href} className={styles.banner} tabIndex={-1}>
            {/* eslint-disable-next-line @next/next/no-img-element -- banners come from the API at any host and size; next/image would need each host configured */}
            <img
              src={category.banner.image}
              alt={category.title}
              loading="lazy"
              width={280}
              height={180}
            />
          </Link>
        )}
      </div>
    </div>
  );
}
