import { boundedEmailSchema } from '../../validation/email';
import { positiveId } from '../../validation/integer';
import { phoneSchema } from '../../validation/phone';
import { z } from '../../validation/zod';

/*
 * Requests of spec 7 'Forms', as the provider validates them (with the message keys of
 * lib/validation) and as the storefront's call layer types what it sends.
 */

/** POST /feedbacks/subscribe/ (spec 5 'Newsletter'). */
export const subscribePayloadSchema = z.object({ email: boundedEmailSchema });

/** POST /feedbacks/contact_us/ (spec 5 'Call-back'): the phone, and a name if the visitor gave one. */
export const contactUsPayloadSchema = z.object({
  phone: phoneSchema,
  name: z.string().trim().max(100, 'max_length').optional(),
});

/** POST /feedbacks/vacancy/?vacancy={id}: the vacancy applied for; the form is multipart (lib/validation/vacancy.ts). */
export const vacancyApplicationQuerySchema = z.object({ vacancy: positiveId() });

/** POST /feedbacks/subscribe/: the (lower-cased) address, 202 whatever its state (double opt-in). */
export const subscriptionSchema = z.object({ email: z.string() });

/** POST /feedbacks/contact_us/: the stored call-back request. */
export const contactRequestSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string().nullable(),
});

/** POST /feedbacks/vacancy/: the stored application (the CV is kept, not echoed). */
export const vacancyApplicationAnswerSchema = z.object({
  id: z.number().int(),
  vacancy: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
});
