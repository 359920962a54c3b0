import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * maib's callback signature (docs.maibmerchants.md, e-commerce, "Notifications on Callback Url"):
 * the `result` object's fields sorted by name (nested objects too), their values joined with `:`,
 * the project's Signature Key appended, SHA-256, base64. A value is written as PHP's `(string)`
 * writes it, which the documentation's reference code uses: numbers as JSON wrote them (10.25),
 * null as the empty string, true as 1 and false as the empty string.
 */
export function maibSignature(result: Record<string, unknown>, signatureKey: string): string {
  const signed = [...flatten(result), signatureKey].join(':');
  return createHash('sha256').update(signed, 'utf8').digest('base64');
}

function flatten(value: Record<string, unknown> | unknown[]): string[] {
  const entries = Array.isArray(value)
    ? value
    : Object.keys(value)
        .sort(compareBytes)
        .map((key) => value[key]);
  return entries.flatMap((entry) =>
    entry !== null && typeof entry === 'object'
      ? flatten(entry as Record<string, unknown> | unknown[])
      : [scalar(entry)],
  );
}

/** PHP's ksort(SORT_STRING): byte order of the names. */
const compareBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

function scalar(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (value === true) return '1';
  return String(value);
}

/**
 * True only when `signature` is the base64 signature of `result` under the key; compared in
 * constant time. Anything else (missing, malformed, another key, a changed field) is false.
 */
export function isMaibSignatureValid(
  result: Record<string, unknown>,
  signature: unknown,
  signatureKey: string,
): boolean {
  if (typeof signature !== 'string' || signature === '') return false;
  const expected = Buffer.from(maibSignature(result, signatureKey));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
