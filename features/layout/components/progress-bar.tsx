'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { useNavigationStarts } from '@/components/link';
import styles from './overlays.module.scss';

/** Spec 4 and 9: the bar appears only after 200 ms and runs a nominal 5 s towards the end. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/** A thin bar at the top of the page while a route change started by one of the shop's links loads. */
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

  const starts = useNavigationStarts((navigation) => navigation.count);
  useEffect(() => {
    if (starts === 0) return;
    clearTimeout(throttle.current);
    throttle.current = setTimeout(() => setState('running'), PROGRESS_THROTTLE_MS);
  }, [starts]);
  useEffect(() => () => clearTimeout(throttle.current), []);

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
