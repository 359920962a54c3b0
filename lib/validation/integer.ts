import { z } from './zod';

/** PostgreSQL's `integer`, the type of every id and integer column of the shop. */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

/** Digits, optionally signed: what a path segment, a query value or a form field holding an integer looks like. */
const INTEGER_TEXT = /^\s*-?\d+\s*$/;

/**
 * Issue 26: the one schema of every integer the shop accepts (ids, query numbers, JSON fields), so
 * that no value reaches the database outside its column. A JSON number, or a string of digits (path
 * params and query values are strings), within [min, max] and never past int32: `2147483648`, `1e20`,
 * `1.5`, `0x10`, `NaN`, `true` or `[]` are 'invalid_value'; a missing, empty or null value is 'required'.
 */
export function int32({ min = INT32_MIN, max = INT32_MAX }: { min?: number; max?: number } = {}) {
  return z.preprocess(
    (value) =>
      value === '' || value === null
        ? undefined
        : typeof value === 'string' && INTEGER_TEXT.test(value)
          ? Number(value)
          : value,
    z
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_value') })
      .int({ error: 'invalid_value', abort: true })
      .min(Math.max(min, INT32_MIN), 'invalid_value')
      .max(Math.min(max, INT32_MAX), 'invalid_value'),
  );
}

/** A row id: a positive int32. */
export const positiveId = () => int32({ min: 1 });

const idSchema = positiveId();

/** The id a path key names (`/products/{id or slug}`), or null when the key is no id (then it is a slug, or not found). */
export function parseId(key: unknown): number | null {
  if (typeof key === 'string' && !/^\d+$/.test(key)) return null;
  const result = idSchema.safeParse(key);
  return result.success ? result.data : null;
}
