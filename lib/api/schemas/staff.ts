import { z } from '../../validation/zod';
import { orderStatusSchema } from './cart';
import { paginatedSchema } from './common';

/** Issue 38: the staff console's contract (provider/routes/staff.ts and app/[locale]/staff). */
export const staffRoleSchema = z.enum(['manager', 'marketing', 'admin']);
export type StaffRoleValue = z.infer<typeof staffRoleSchema>;

export const staffSignInSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(256),
  /** The authenticator's six digits, for an account with two-factor sign-in. */
  code: z.string().trim().max(12).optional(),
});

export const staffProfileSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  totp: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

export type OrderStatusValue = z.infer<typeof orderStatusSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const staffOrdersQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  /** 1 card, 2 cash, 3 invoice (spec 3). */
  payment_method: z.enum(['1', '2', '3']).optional(),
  /** Placed on or after this day (UTC). */
  from: isoDate.optional(),
  /** Placed on or before this day (UTC). */
  to: isoDate.optional(),
  /** Part of the number, the name, the phone or the e-mail. */
  q: z.string().trim().max(100).optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .optional(),
});
export type StaffOrdersQuery = z.input<typeof staffOrdersQuerySchema>;

export const staffOrderSummarySchema = z.object({
  nr: z.string(),
  status: orderStatusSchema,
  payment_method: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  grand_total: z.number().int(),
  created_at: z.string(),
});
export type StaffOrderSummary = z.infer<typeof staffOrderSummarySchema>;
export const staffOrderListSchema = paginatedSchema(staffOrderSummarySchema);
export type StaffOrderList = z.infer<typeof staffOrderListSchema>;

export const staffOrderLineSchema = z.object({
  name: z.string(),
  category: z.string(),
  description: z.array(z.string()),
  /** A configured item's calculator type (the configurator's drawing is drawn from it). */
  calculator_type_id: z.number().int().nullable(),
  configuration: z.record(z.string(), z.unknown()).nullable(),
  unit: z.enum(['piece', 'metre']),
  quantity: z.number(),
  price: z.number().int(),
  total: z.number().int(),
});

export const staffOrderDetailSchema = staffOrderSummarySchema.extend({
  locale: z.string(),
  comment: z.string(),
  lines: z.array(staffOrderLineSchema),
  totals: z.object({
    total: z.number().int(),
    new_total: z.number().int(),
    grand_total: z.number().int(),
  }),
  bonuses_spent: z.number().int(),
  bonuses_earned: z.number().int(),
  registered_customer: z.boolean(),
  delivery: z.object({
    type: z.enum(['delivery', 'pickup']),
    address: z.string(),
  }),
  payments: z.array(
    z.object({
      kind: z.enum(['link', 'refund']),
      reference: z.string(),
      amount: z.number().int(),
      outcome: z.string().nullable(),
      at: z.string(),
      by: z.string().nullable(),
    }),
  ),
  history: z.array(
    z.object({
      status: orderStatusSchema,
      at: z.string(),
      by: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
  /** The statuses staff may move the order to now. */
  next: z.array(orderStatusSchema),
});
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

export const staffStatusChangeSchema = z
  .object({
    status: orderStatusSchema,
    reason: z.string().trim().max(500).optional(),
  })
  .superRefine((value, context) => {
    if (value.status === 'cancelled' && !value.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });

export const leadKindSchema = z.enum(['callback', 'order_request', 'vacancy']);
export type LeadKind = z.infer<typeof leadKindSchema>;
export const leadStatusSchema = z.enum(['new', 'in_progress', 'done']);
export type LeadStatusValue = z.infer<typeof leadStatusSchema>;

export const staffLeadSchema = z.object({
  kind: leadKindSchema,
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  /** What it is about: the vacancy, the configured product. */
  subject: z.string().nullable(),
  /** The configuration of a configurator order request. */
  configuration: z.record(z.string(), z.unknown()).nullable(),
  /** That configuration in the page's language, as the cart words it (empty when it cannot be). */
  description: z.array(z.string()),
  /** A vacancy application's CV: its file name (download through its own route). */
  cv: z.string().nullable(),
  status: leadStatusSchema,
  handled_by: z.string().nullable(),
  created_at: z.string(),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;
export const staffLeadListSchema = paginatedSchema(staffLeadSchema);
export type StaffLeadList = z.infer<typeof staffLeadListSchema>;

export const staffLeadsQuerySchema = z.object({
  kind: leadKindSchema.optional(),
  status: leadStatusSchema.optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1))
    .optional(),
});

/** GET /api/staff/subscribers/?page=: the same page number as the leads list. */
export const staffSubscribersQuerySchema = staffLeadsQuerySchema.pick({ page: true });

export const staffLeadChangeSchema = z.object({ status: leadStatusSchema });

export const staffSubscriberSchema = z.object({
  email: z.string(),
  locale: z.string(),
  confirmed_at: z.string(),
});
export const staffSubscriberListSchema = paginatedSchema(staffSubscriberSchema);
export type StaffSubscriberList = z.infer<typeof staffSubscriberListSchema>;
