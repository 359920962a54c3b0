import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { isMessageKey, translate } from '../i18n';
import type { AppEnv } from '../context';
import { ClientError, type FieldErrors } from './errors';

/** The value at `path` of what was sent, or undefined when it is absent. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Turns zod issues into the spec's `{ field: [message] }`, localized for the request: a value of the
 * wrong type is 'invalid value', a missing one 'required' (zod's issues do not carry the input, so
 * the input that was validated is looked up by the issue's path).
 */
export function toFieldErrors(c: Context<AppEnv>, error: z.ZodError, input: unknown): FieldErrors {
  const locale = c.get('locale');
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    const bound = 'minimum' in issue ? issue.minimum : 'maximum' in issue ? issue.maximum : '';
    const key = isMessageKey(issue.message)
      ? issue.message
      : issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined
        ? 'required'
        : 'invalid_value';
    (errors[field] ??= []).push(translate(locale, key, { n: String(bound) }));
  }
  return errors;
}

/** No request of the spec nests deeper; a deeper body is refused before any recursive code sees it. */
const MAX_DEPTH = 32;

/**
 * Text PostgreSQL can store as sent: no NUL character (no text or jsonb value can hold it) and
 * well-formed Unicode (issue 26: a lone surrogate such as `"\ud800"` is refused by jsonb, and a
 * text column would silently store U+FFFD instead of what was sent).
 */
const isStorableText = (text: string) => !text.includes('\u0000') && text.isWellFormed();

/**
 * Walks a value without recursion: the path of the first string, value or key, that is not
 * storable text (`bad`), or `tooDeep` for a structure nested past MAX_DEPTH.
 */
export function inspect(value: unknown): { bad: string[] | null; tooDeep: boolean } {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { bad: path, tooDeep: false };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= MAX_DEPTH) return { bad: null, tooDeep: true };
    for (const [key, inner] of Object.entries(current)) {
      // A key is stored too (jsonb): a bad one is reported at its parent, whose name is readable.
      if (!isStorableText(key)) return { bad: path, tooDeep: false };
      stack.push({ value: inner, path: [...path, key] });
    }
  }
  return { bad: null, tooDeep: false };
}

/** JSON, or a type ending in +json; a form or text body is refused, so no simple cross-site POST reaches a handler. */
export const isJsonType = (type: string | undefined) =>
  !type || /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type.trim());

/** Decodes a path or query component; null when its percent-encoding is not UTF-8 (`%FF`, `%C0%AF`, `%E0%A4%A`, `%ZZ`). */
function decodeComponent(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/** Every component of a URL's path and query string decodes to storable text. */
function isWellFormedUrl(url: string): boolean {
  const { pathname, search } = new URL(url);
  const parts = [...pathname.split('/'), ...search.slice(1).split(/[&=]/)];
  return parts.every((part) => {
    const decoded = decodeComponent(part);
    return decoded !== null && isStorableText(decoded);
  });
}

/**
 * A NUL byte in the path or query string (`%00`) is never a valid key or value and no PostgreSQL
 * text can hold it; a malformed percent-encoding (`/backend/%FF`) names nothing (issue 26). Such a
 * request answers 400 before any handler turns it into a query.
 */
export const rejectMalformedUrls: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isWellFormedUrl(c.req.url))
    throw new ClientError(400, { detail: translate(c.get('locale'), 'invalid_value') });
  await next();
};
