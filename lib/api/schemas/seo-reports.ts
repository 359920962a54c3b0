import { z } from '../../validation/zod';

/** Issue 42: a run of the whole-site report holds at most this many URLs with issues. */
export const SEO_REPORT_MAX_URLS = 2_000;

/** Per URL (a path of the shop), its issues as `kind:message` keys; URLs without issues are left out. */
export const seoReportProblemsSchema = z
  .record(
    z.string().min(1).max(2_000),
    z
      .array(
        z
          .string()
          .max(80)
          .regex(/^[a-z][a-zA-Z0-9]*:[a-z][a-z0-9_]*$/),
      )
      .max(60),
  )
  .refine((problems) => Object.keys(problems).length <= SEO_REPORT_MAX_URLS, {
    message: `At most ${SEO_REPORT_MAX_URLS} URLs`,
  });

/** POST /api/staff/seo-reports/: the run just finished in the browser. */
export const seoReportRunCreateSchema = z.object({
  pages: z.number().int().min(0).max(100_000),
  problems: seoReportProblemsSchema,
});

export const seoReportRunSummarySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The staff member who ran it; null once the account is gone. */
  staff_name: z.string().nullable(),
  pages: z.number().int(),
  /** URLs with at least one issue. */
  urls_with_problems: z.number().int(),
});
export type SeoReportRunSummary = z.output<typeof seoReportRunSummarySchema>;

export const seoReportRunListSchema = z.array(seoReportRunSummarySchema);

/** GET /api/staff/seo-reports/?before=: only the runs up to that date or time. */
export const seoReportRunListQuerySchema = z.object({
  before: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

export const seoReportRunSchema = seoReportRunSummarySchema.extend({
  problems: seoReportProblemsSchema,
});
export type SeoReportRun = z.output<typeof seoReportRunSchema>;
