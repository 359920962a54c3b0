import { z } from './zod';
import { missingOrInvalid } from './messages';
import { EMAIL_MAX, EMAIL_MIN } from './email-limits';

export { EMAIL_MAX, EMAIL_MIN };

export const emailSchema = z
  .string({ error: missingOrInvalid })
  .trim()
  .min(1, 'required')
  .pipe(z.email('invalid_email'));

export const boundedEmailSchema = emailSchema.pipe(
  z.string().min(EMAIL_MIN, 'min_length').max(EMAIL_MAX, 'max_length'),
);
