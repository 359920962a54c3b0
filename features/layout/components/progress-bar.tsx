'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import styles from './overlays.module.scss';

/** Spec 4 and 9: the bar appears only after 200 ms and runs a nominal 5 s towards the end. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/** Whether a click on this anchor starts a client-side navigation to another page of the site. */
function isPageNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/** A thin bar at the top of the page while a route change loads. */
export function ProgressBar() {
  const t = useTranslations('progress');
  const pathname = usePathname();
  const search = useSearchParams();
  const [state, setState] = useState<'idle' | 'running' | 'done'>('idle');
  const throttle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const routeKey = `${pathname}?${search.toString()}`;
  const [shownFor, setShownFor] = useState(routeKey);

  // The route changed: finish the bar (render-time reset, no effect needed).
  if (shownFor !== routeKey) {
    setShownFor(routeKey);
    if (state === 'running') setState('done');
  }

  useEffect(() => {
    clearTimeout(throttle.current);
  }, [routeKey]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !isPageNavigation(event, anchor)) return;
      clearTimeout(throttle.current);
      throttle.current = setTimeout(() => setState('running'), PROGRESS_THROTTLE_MS);
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      clearTimeout(throttle.current);
    };
  }, []);

  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => setState('idle'), 300);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'idle') return null;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t('loading')}
      data-state={state}
      style={{ '--progress-duration': `${PROGRESS_DURATION_MS}ms` } as CSSProperties}
    >
      <div className={styles.progressFill} />
    </div>
  );
}
