import { z } from '../../validation/zod';

/** Spec 7 'Forms': what the feedback endpoints take. */
export const subscribePayloadSchema = z.object({
  email: z.string(),
});

export const contactUsPayloadSchema = z.object({
  phone: z.string(),
  name: z.string().optional(),
});

/** A feedback form's answer: the storefront reads only its status. */
export const formAnswerSchema = z.unknown();
