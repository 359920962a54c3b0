import { normalizeAreaCodeDigits, PHONE_MASK } from '@/lib/validation/phone';

/** The IMask pattern of spec 5: +373, an area code whose first digit is 6 or 7, then ###-##. */
export const IMASK_PATTERN = '+{373} (#00) 000-00';
export const IMASK_DEFINITIONS = { '#': /[67]/ };
export const PHONE_PLACEHOLDER = PHONE_MASK.replace(/0/g, '_');

/**
 * The first digit typed into an empty field starts the area code, never the +373 prefix: IMask would
 * otherwise let a typed 7 fill the fixed '7' of 373 and swallow it. A typed 3 still walks through
 * the prefix so that '+373…' typed in full keeps working; a 0 lands on the area code and is dropped.
 */
export function prepareFirstPhoneChar(chars: string, currentValue: string): string {
  return currentValue === '' && /^[0-24-9]$/.test(chars) ? `373${chars}` : chars;
}

/**
 * Masks whatever a visitor pasted or autofilled (`069 123 456`, `+37369123456`, `373 69…`) the way
 * typing would: the country code is dropped, a leading zero of the area code removed (spec 5), and
 * the digits poured into +373 (###) ###-##. Answers '' when nothing usable is left.
 */
export function maskPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('373') && digits.length > 8) digits = digits.slice(3);
  digits = normalizeAreaCodeDigits(digits).slice(0, 8);
  if (!/^[67]/.test(digits)) return '';
  const area = digits.slice(0, 3);
  const first = digits.slice(3, 6);
  const last = digits.slice(6, 8);
  let masked = `+373 (${area}`;
  if (area.length === 3) masked += ')';
  if (first) masked += ` ${first}`;
  if (last) masked += `-${last}`;
  return masked;
}
