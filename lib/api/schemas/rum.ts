import { locales } from '../../i18n/locales';
import { z } from '../../validation/zod';

/** Issue 40: the Core Web Vitals and their helpers that real visits report, as web-vitals names them. */
export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type RumMetric = (typeof RUM_METRICS)[number];

/** The page kinds the real-user figures are grouped by (lib/rum/page-kind.ts reads them off a path). */
export const RUM_PAGE_KINDS = [
  'home',
  'category',
  'product',
  'configurator',
  'cart',
  'search',
  'content',
] as const;
export type RumPageKind = (typeof RUM_PAGE_KINDS)[number];

/** A coarse device class: a phone-sized touch screen or not. */
export const RUM_DEVICES = ['mobile', 'desktop'] as const;
export type RumDevice = (typeof RUM_DEVICES)[number];

/**
 * Google's thresholds (web.dev/vitals): good up to the first, poor above the second. Milliseconds,
 * CLS unitless.
 */
export const RUM_THRESHOLDS: Record<RumMetric, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

/** Largest value stored; anything above is a broken measurement, not a slow page. */
const MAX_VALUE: Record<RumMetric, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 50,
  FCP: 120_000,
  TTFB: 120_000,
};

export const rumMeasurementSchema = z
  .object({ name: z.enum(RUM_METRICS), value: z.number().min(0) })
  .refine((entry) => entry.value <= MAX_VALUE[entry.name], {
    path: ['value'],
    message: 'out of range',
  });

/** One page view's beacon: a few metrics, its page kind, language and device class. */
export const rumBeaconSchema = z
  .object({
    page: z.enum(RUM_PAGE_KINDS),
    locale: z.enum(locales),
    device: z.enum(RUM_DEVICES),
    metrics: z
      .array(rumMeasurementSchema)
      .min(1)
      .max(RUM_METRICS.length)
      .refine((entries) => new Set(entries.map((entry) => entry.name)).size === entries.length, {
        message: 'each metric once',
      }),
  })
  .strict();
export type RumBeacon = z.infer<typeof rumBeaconSchema>;

/** The 75th percentile of one metric for one page kind and device class over a period. */
export const rumSummaryRowSchema = z.object({
  page: z.enum(RUM_PAGE_KINDS),
  device: z.enum(RUM_DEVICES),
  metric: z.enum(RUM_METRICS),
  p75: z.number(),
  samples: z.number().int(),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
});
export const rumSummarySchema = z.object({
  days: z.number().int(),
  rows: z.array(rumSummaryRowSchema),
});
export type RumSummary = z.infer<typeof rumSummarySchema>;

/** The periods, in days, the staff console shows the real-user figures of. */
export const WEB_VITALS_PERIODS = ['7', '28'] as const;
export type WebVitalsPeriod = (typeof WEB_VITALS_PERIODS)[number];

/** GET /api/staff/web-vitals/?days=: the last 7 days unless 28 are asked for. */
export const webVitalsQuerySchema = z.object({ days: z.enum(WEB_VITALS_PERIODS).default('7') });

export function rumRating(metric: RumMetric, value: number): RumSummary['rows'][number]['rating'] {
  const [good, poor] = RUM_THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}
