import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context';
import { translate, type MessageKey } from '../i18n';

/** Spec-shaped field errors: `{ "field": ["message", …] }` with status 400. */
export type FieldErrors = Record<string, string[]>;

/** Thrown from deep inside a handler to answer a client error without a 500. */
export class ClientError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: FieldErrors | { detail: string },
  ) {
    super(typeof body.detail === 'string' ? body.detail : 'Bad request');
  }
}

/** 404 with the spec's 'not found' in the request's language. */
export const notFound = (c: Context<AppEnv>) =>
  new ClientError(404, { detail: translate(c.get('locale'), 'not_found') });

/** 400 with one field's error in the request's language. */
export const fieldError = (c: Context<AppEnv>, field: string, key: MessageKey) =>
  new ClientError(400, { [field]: [translate(c.get('locale'), key)] });

/**
 * Error codes that mean "the database cannot answer now", not "this request is wrong": postgres.js
 * connection errors and socket errors, PostgreSQL's shutdown/startup/overload SQLSTATEs and a
 * statement cancelled by `statement_timeout`. SQLSTATE class 08 (connection exception) counts too.
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  '57014', // query_canceled (statement_timeout)
  '53300', // too_many_connections
]);
/** PGlite runs in-process: once closed (during shutdown) every query throws one of these. */
const pgliteClosed = /^PGlite is clos(ed|ing)$/;

/** Whether `error` (or what it wraps: Drizzle's DrizzleQueryError keeps the driver's error as cause) is a database outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (pgliteClosed.test(current.message)) return true;
    if (
      current instanceof AggregateError &&
      current.errors.some((inner) => isDatabaseUnavailable(inner))
    )
      return true;
    current = current.cause;
  }
  return false;
}

/** How long a client should wait before retrying during a database outage. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The innermost cause's first line ("connect ECONNREFUSED …" rather than Drizzle's "Failed query: …"), for one-line logs. */
export function rootCauseMessage(error: unknown): string {
  let current = error;
  for (
    let depth = 0;
    depth < 10 && current instanceof Error && current.cause instanceof Error;
    depth += 1
  )
    current = current.cause;
  return (current instanceof Error ? current.message : String(current)).split('\n')[0]!;
}
