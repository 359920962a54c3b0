'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import type { Metric } from 'web-vitals';
import type { RumBeacon, RumPageKind } from '@/lib/api/schemas/rum';

const ENDPOINT = `${process.env.NEXT_PUBLIC_PROVIDER_API_URL ?? '/backend'}/rum/`;

/**
 * Issue 40: a sample of real visits (`sampleRate`, the RUM_SAMPLE_RATE setting) reports LCP, INP,
 * CLS, FCP and TTFB through the web-vitals library, with the page kind, language and a coarse
 * device class, in one beacon when the page is hidden. The library loads only on a sampled visit,
 * after hydration; it reads the browser's buffered entries, so it misses nothing of the load. The
 * page kind's rules (every route's first segment and slug) load with it: an unsampled visit, nine in
 * ten, needs none of it.
 */
export function RealUserMetrics({ sampleRate }: { sampleRate: number }) {
  const locale = useLocale();
  useEffect(() => {
    if (!(Math.random() < sampleRate) || typeof navigator.sendBeacon !== 'function') return;
    // The landing page's kind: the effect outlives client navigations.
    const pathname = location.pathname;
    let page: RumPageKind | undefined;
    const device = matchMedia('(max-width: 767px), (pointer: coarse)').matches
      ? 'mobile'
      : 'desktop';
    const measured = new Map<Metric['name'], number>();
    const record = (metric: Metric) => measured.set(metric.name, metric.value);
    const flush = () => {
      if (measured.size === 0 || page === undefined) return;
      const beacon: RumBeacon = {
        page,
        locale,
        device,
        metrics: [...measured].map(([name, value]) => ({
          name,
          value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value),
        })),
      };
      measured.clear();
      navigator.sendBeacon(
        ENDPOINT,
        new Blob([JSON.stringify(beacon)], { type: 'application/json' }),
      );
    };
    let stopped = false;
    void Promise.all([import('web-vitals'), import('@/lib/rum/page-kind')]).then(
      ([{ onCLS, onFCP, onINP, onLCP, onTTFB }, { rumPageKind }]) => {
        if (stopped) return;
        page = rumPageKind(pathname);
        for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(record);
        // After the library's own listeners, which report INP and CLS as the page is hidden.
        document.addEventListener('visibilitychange', onHidden);
        window.addEventListener('pagehide', flush);
      },
    );
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    };
  }, [sampleRate, locale]);
  return null;
}
