import { gte, lt, sql } from 'drizzle-orm';
import {
  rumRating,
  RUM_DEVICES,
  RUM_METRICS,
  RUM_PAGE_KINDS,
  type RumBeacon,
  type RumSummary,
} from '../../lib/api/schemas/rum';
import type { Db } from '../db/client';
import { webVitals } from '../db/schema';

/** The longest period the staff page shows (28 days), and a day's margin. */
export const RUM_RETENTION_DAYS = 29;
/** Old rows are dropped now and then on a write, so the table holds about the retention's rows. */
const PURGE_PROBABILITY = 0.01;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores one beacon's metrics, one row each. */
export async function storeBeacon(db: Db, beacon: RumBeacon, now: Date): Promise<void> {
  await db.insert(webVitals).values(
    beacon.metrics.map((entry) => ({
      createdAt: now,
      page: beacon.page,
      locale: beacon.locale,
      device: beacon.device,
      metric: entry.name,
      value: entry.value,
    })),
  );
  if (Math.random() < PURGE_PROBABILITY) await purgeOldVitals(db, now);
}

export async function purgeOldVitals(db: Db, now: Date): Promise<void> {
  await db
    .delete(webVitals)
    .where(lt(webVitals.createdAt, new Date(now.getTime() - RUM_RETENTION_DAYS * DAY_MS)));
}

/**
 * The 75th percentile (continuous, as CrUX reports it) of each metric per page kind and device
 * class over the last `days` days, with its sample count and Google's rating.
 */
export async function rumSummary(db: Db, days: number, now: Date): Promise<RumSummary> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const rows = await db
    .select({
      page: webVitals.page,
      device: webVitals.device,
      metric: webVitals.metric,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(
        Number,
      ),
      samples: sql<number>`count(*)`.mapWith(Number),
    })
    .from(webVitals)
    .where(gte(webVitals.createdAt, since))
    .groupBy(webVitals.page, webVitals.device, webVitals.metric);
  const order = (list: readonly string[], value: string) => list.indexOf(value);
  return {
    days,
    rows: rows
      .map((row) => ({ ...row, rating: rumRating(row.metric, row.p75) }))
      .sort(
        (a, b) =>
          order(RUM_PAGE_KINDS, a.page) - order(RUM_PAGE_KINDS, b.page) ||
          order(RUM_DEVICES, a.device) - order(RUM_DEVICES, b.device) ||
          order(RUM_METRICS, a.metric) - order(RUM_METRICS, b.metric),
      ),
  };
}
