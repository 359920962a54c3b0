import { normalizeAreaCodeDigits, PHONE_MASK } from '@/lib/validation/phone';

export const IMASK_DEFINITIONS = { '#': /[67]/ };
export const PHONE_PLACEHOLDER = PHONE_MASK.replace(/0/g, '_');
export const LOCAL_PLACEHOLDER = PHONE_PLACEHOLDER.slice('+373 '.length);

/** The fixed country code, shown beside the field; IMask handles only the part after it. */
export const PHONE_PREFIX = '+373';

/**
 * The local part's mask: an area code whose first digit is 6 or 7, then ###-##. Keeping +373 out of
 * the mask stops IMask from letting a typed 3 or 7 fill the prefix's fixed characters.
 */
export const IMASK_LOCAL_PATTERN = '(#00) 000-00';

/** The form value from the field's local part: '+373 (691) 234-56', or '' while no digit is typed. */
export function phoneFromLocal(local: string): string {
  return /\d/.test(local) ? `${PHONE_PREFIX} ${local}` : '';
}

/** The field's local part of a form value. */
export function localFromPhone(phone: string): string {
  return phone.startsWith(PHONE_PREFIX) ? phone.slice(PHONE_PREFIX.length).trimStart() : phone;
}

/**
 * Masks whatever a visitor pasted or autofilled (`069 123 456`, `+37369123456`, `373 69…`) the way
 * typing would: the country code is dropped, a leading zero of the area code removed (spec 5), and
 * the digits poured into +373 (###) ###-##. Answers '' when nothing usable is left.
 */
export function maskPhone(raw: string): string {
  const text = raw.trim();
  let digits = text.startsWith(PHONE_PREFIX)
    ? text.slice(PHONE_PREFIX.length).replace(/\D/g, '')
    : text.replace(/\D/g, '');
  if (!text.startsWith(PHONE_PREFIX) && digits.startsWith('373') && digits.length > 8)
    digits = digits.slice(3);
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
