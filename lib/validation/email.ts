import { z } from 'zod';

/** Spec 5 and 9: a valid address of 6 to 64 characters. */
export const EMAIL_MIN = 6;
export const EMAIL_MAX = 64;

export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .pipe(z.email('invalid_email'));

export const boundedEmailSchema = emailSchema
  .pipe(z.string().min(EMAIL_MIN, 'min_length').max(EMAIL_MAX, 'max_length'));
