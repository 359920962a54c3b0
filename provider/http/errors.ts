import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Spec-shaped field errors: `{ "field": ["message", …] }` with status 400. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrors(c: Context, errors: FieldErrors) {
  return c.json(errors, 400);
}

/** Every other error: `{ "detail": "…" }`. */
export function detail(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ detail: message }, status);
}

/** Thrown from deep inside a handler to answer a client error without a 500. */
export class ClientError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: FieldErrors | { detail: string },
  ) {
    super(typeof body.detail === 'string' ? body.detail : 'Bad request');
  }
}
