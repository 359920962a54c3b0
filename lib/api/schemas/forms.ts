import { z } from '../../validation/zod';

/** Spec 7 'Forms': what the feedback endpoints take. */
export const subscribePayloadSchema = z.object({
  email: z.string(),
});

export const contactUsPayloadSchema = z.object({
  phone: z.string(),
  name: z.string().optional(),
});

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
