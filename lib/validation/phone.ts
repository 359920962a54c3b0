import { z } from './zod';
import { missingOrInvalid } from './messages';

/** Spec 5: +373, a 3-digit area code starting with 6 or 7, then `###-##`; 17 characters in all. */
export const PHONE_MASK = '+373 (000) 000-00';
export const PHONE_LENGTH = 17;
const PHONE_PATTERN = /^\+373 \([67]\d{2}\) \d{3}-\d{2}$/;

/** The digits the visitor typed (everything after the country code). */
export function phoneDigits(phone: string): string {
  return phone.replace(/^\+373/, '').replace(/\D/g, '');
}

/** A number made of one repeated digit, like +373 (777) 777-77, is a placeholder, not a phone. */
export function isPhoneValid(phone: string): boolean {
  if (phone.length !== PHONE_LENGTH || !PHONE_PATTERN.test(phone)) return false;
  return new Set(phoneDigits(phone)).size > 1;
}

export const phoneSchema = z
  .string({ error: missingOrInvalid })
  .trim()
  .min(1, 'required')
  .refine(isPhoneValid, 'invalid_phone');
