import {
  seoReportRunListSchema,
  seoReportRunSchema,
  seoReportRunSummarySchema,
  type SeoReportRun,
  type SeoReportRunSummary,
} from '@/lib/api/schemas/seo-reports';
import type { z } from '@/lib/validation/zod';
import type { ProblemMap } from './report-history';

/** The staff API of the report's history on this origin (the session cookie goes along). */
const BASE = '/backend/api/staff/seo-reports/';

async function call<S extends z.ZodType>(
  schema: S,
  path: string,
  locale: string,
  body?: unknown,
): Promise<z.output<S> | null> {
  try {
    const response = await fetch(`${BASE}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: {
        'Accept-Language': locale,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) return null;
    const parsed = schema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores a finished run; null when it could not be stored. */
export const saveRun = (locale: string, pages: number, problems: ProblemMap) =>
  call(seoReportRunSummarySchema, '', locale, { pages, problems });

/** The stored runs, newest first; with `before` (YYYY-MM-DD) only those up to that day. */
export const listRuns = (locale: string, before?: string) =>
  call(seoReportRunListSchema, before ? `?before=${encodeURIComponent(before)}` : '', locale);

export const loadRun = (locale: string, id: number): Promise<SeoReportRun | null> =>
  call(seoReportRunSchema, `${id}/`, locale);

export type { SeoReportRunSummary };
