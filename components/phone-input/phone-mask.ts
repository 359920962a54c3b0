import { PHONE_MASK } from '@/lib/validation/phone';

export const PHONE_PLACEHOLDER = PHONE_MASK.replace(/0/g, '_');
export const LOCAL_PLACEHOLDER = PHONE_PLACEHOLDER.slice('+373 '.length);

/** The fixed country code, shown beside the field; the field holds the part after it. */
export const PHONE_PREFIX = '+373';
const COUNTRY = '373';
/** A Moldovan mobile number after the country code: an area code starting with 6 or 7, 8 digits. */
const NATIONAL_DIGITS = 8;

/** What a phone field shows for what was typed, and the number the form holds for it. */
export interface PhoneText {
  /** The field's text: the formatted local part, a country code still being typed, or the text as typed. */
  text: string;
  /** '+373 (691) 234-56' (or its beginning while typing); '' when nothing is typed; the raw text when it is no Moldovan number, so validation refuses it. */
  value: string;
}

/** `(691) 234-56`, or its beginning: the separators only once a digit follows them (so deleting works). */
function formatNational(digits: string): string {
  const area = digits.slice(0, 3);
  const first = digits.slice(3, 6);
  const last = digits.slice(6, 8);
  let text = `(${area}`;
  if (first) text += `) ${first}`;
  if (last) text += `-${last}`;
  return text;
}

/** No Moldovan mobile number: shown exactly as typed (spaces too), held as typed for validation to refuse. */
const refused = (typed: string): PhoneText => ({ text: typed, value: typed.trim() });

/**
 * Issue 39: reads a phone number as people type or paste it — `69123456`, `069123456` (the trunk
 * zero; spec 5: a zero at the start of the area code is removed), `+373 69 123 456`, `+37369123456`,
 * `0037369123456`, `373 69…` — and formats it as spec 5's mask. A country code being typed (`+37`)
 * stays as typed until it is complete. Anything that cannot be a Moldovan mobile number (another
 * country, an area code not starting with 6 or 7, more digits than a number has) is kept as typed,
 * never guessed into a valid-looking number.
 */
export function readPhoneText(typed: string): PhoneText {
  const text = typed.trim();
  const digits = text.replace(/\D/g, '');
  if (!digits) return { text: text.startsWith('+') ? '+' : '', value: '' };
  let international: string | null = null;
  if (text.startsWith('+')) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  else if (digits.startsWith('3')) international = digits;
  let national = digits;
  if (international !== null) {
    if (COUNTRY.startsWith(international)) return { text, value: '' };
    if (!international.startsWith(COUNTRY)) return refused(typed);
    national = international.slice(COUNTRY.length);
  }
  national = national.replace(/^0+/, '');
  if (!national) return { text: international === null ? '' : text, value: '' };
  if (!/^[67]/.test(national) || national.length > NATIONAL_DIGITS) return refused(typed);
  const local = formatNational(national);
  return { text: local, value: `${PHONE_PREFIX} ${local}` };
}

/** The field's text for a number the form holds (a saved profile, a form reset). */
export function localFromPhone(phone: string): string {
  return phone.startsWith(`${PHONE_PREFIX} `) ? phone.slice(PHONE_PREFIX.length + 1) : phone;
}

/** A pasted or autofilled number in the form's shape, or '' when it is no Moldovan number. */
export function maskPhone(raw: string): string {
  const { value } = readPhoneText(raw);
  return value.startsWith(`${PHONE_PREFIX} (`) ? value : '';
}
