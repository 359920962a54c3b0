import type { Context } from 'hono';
import type { z } from 'zod';
import { isMessageKey, translate } from '../i18n';
import type { AppEnv } from '../context';
import { ClientError, type FieldErrors } from './errors';

/** Turns zod issues into the spec's `{ field: [message] }`, localized for the request. */
export function toFieldErrors(c: Context<AppEnv>, error: z.ZodError): FieldErrors {
  const locale = c.get('locale');
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    const bound = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : '';
    const key = isMessageKey(issue.message)
      ? issue.message
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'required'
        : 'invalid_value';
    (errors[field] ??= []).push(translate(locale, key, { n: String(bound) }));
  }
  return errors;
}

/** Validates any value; a failure answers 400 with field errors. */
export function parseWith<S extends z.ZodType>(c: Context<AppEnv>, schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ClientError(400, toFieldErrors(c, result.error));
  return result.data;
}

/** Reads and validates a JSON body; unknown fields are dropped by the (non-strict) schema. */
export async function parseJson<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new ClientError(400, { detail: translate(c.get('locale'), 'bad_json') });
  }
  return parseWith(c, schema, body);
}

/** Validates the query string. */
export function parseQuery<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  return parseWith(c, schema, c.req.query());
}
