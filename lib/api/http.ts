import type { Locale } from '../i18n/locales';
import { log } from '../log';
import type { z } from '../validation/zod';
import type { Answers } from './answers';

/**
 * An answer that does not match its schema in lib/api/schemas: the API drifted from the contract
 * (an external PROVIDER_API_URL of another version, or a provider bug). Callers see it as a failed
 * request (status 502), never as data of the wrong shape.
 */
export class ApiContractError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(`${method} ${path} answered ${status} with a body that does not match its schema`);
    this.name = 'ApiContractError';
  }
}

/** A failure the UI can show: the provider's `{ detail }` or `{ field: [messages] }`. */
export interface ApiError {
  detail?: string;
  fields?: Record<string, string[]>;
  /** Set when the answer broke the contract; `detail` is then 'contract_violation'. */
  contract?: ApiContractError;
}

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiError };

/** Moves a Request to the API and back: in-process on the server, fetch in the browser. */
export type Transport = (request: Request) => Promise<Response>;

export interface RequestOptions {
  /** `content` uses the provider's API host; `calculator` the calculator API prefix (spec 7). */
  api?: 'content' | 'calculator';
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** The name of an answer's schema in lib/api/answers.ts. */
export type AnswerName = keyof Answers;
/** An answer as its schema outputs it. */
export type Answer<K extends AnswerName> = z.output<Answers[K]>;

/** Checks an answer against its schema: `parseAnswer` of lib/api/answers.ts. */
export type AnswerParser = (
  answer: AnswerName,
  body: unknown,
) => { success: true; data: unknown } | { success: false; error: { issues: z.core.$ZodIssue[] } };

export interface HttpOptions {
  transport: Transport;
  /**
   * The server's parse of every answer against the contract. Unset (the browser's client), an
   * answer is taken as its type says: the server's own calls parse the same answers (ADR 46).
   */
  parseAnswer?: AnswerParser;
  contentBaseUrl: string;
  calculatorBaseUrl: string;
  locale: Locale;
  timeoutMs: number;
  /** The token to send; the browser's waits for a refresh in flight (features/auth/token.ts). */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /**
   * Spec 4: a 401 on an authenticated call refreshes the token; answers the new one or null. The
   * one retry policy of the browser's calls, react-query's included (ADR 51).
   */
  refreshToken?: () => Promise<string | null>;
}

/** Spec 7: the fixed front-end identification header. */
export const CLIENT_HEADER = { name: 'X-Client', value: 'storefront-web' } as const;

const STATUS_TIMEOUT = 504;
const STATUS_NETWORK = 503;
/** A drifted answer: the upstream API answered, but not what the contract says. */
export const STATUS_CONTRACT = 502;

/** Sends a request and reads its answer as the named one, parsed when the client parses (204: null). */
export type Http = <K extends AnswerName>(
  answer: K,
  options: RequestOptions,
) => Promise<ApiResult<Answer<K>>>;

export function buildUrl(base: string, path: string, query: RequestOptions['query'] = {}): string {
  const url = `${base}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * A failure's body as the UI reads it: the provider's `{ detail }`, or its `{ field: [messages] }`
 * (a lone message as a list of one); `fallback` is the detail of a body that is neither.
 */
export function errorOf(body: unknown, fallback?: string): ApiError {
  if (!body || typeof body !== 'object') return fallback === undefined ? {} : { detail: fallback };
  if ('detail' in body && typeof body.detail === 'string') return { detail: body.detail };
  const fields: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) fields[key] = value.map(String);
    else if (typeof value === 'string') fields[key] = [value];
  }
  return { fields };
}

async function readError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  return errorOf(body, response.statusText || `HTTP ${response.status}`);
}

/** The one way the storefront talks to the API: spec headers, timeout, typed results, one retry on 401. */
export function createHttp(options: HttpOptions): Http {
  const send = async <K extends AnswerName>(
    answerName: K,
    request: RequestOptions,
    token: string | null | undefined,
  ): Promise<ApiResult<Answer<K>>> => {
    const base = request.api === 'calculator' ? options.calculatorBaseUrl : options.contentBaseUrl;
    const headers = new Headers({
      Accept: 'application/json',
      'Accept-Language': options.locale,
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
      ...request.headers,
    });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
    }
    const signal = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await options.transport(
        new Request(buildUrl(base, request.path, request.query), {
          method: request.method ?? 'GET',
          headers,
          body,
          signal,
        }),
      );
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      return {
        ok: false,
        status: timedOut ? STATUS_TIMEOUT : STATUS_NETWORK,
        error: { detail: timedOut ? 'timeout' : 'network' },
      };
    }
    if (!response.ok)
      return { ok: false, status: response.status, error: await readError(response) };
    if (response.status === 204) return { ok: true, status: 204, data: null as Answer<K> };
    const method = request.method ?? 'GET';
    const answer: unknown = await response.json().catch(() => undefined);
    const parsed = options.parseAnswer
      ? options.parseAnswer(answerName, answer)
      : answer === undefined
        ? { success: false as const, error: { issues: [] } }
        : { success: true as const, data: answer };
    if (parsed.success)
      return { ok: true, status: response.status, data: parsed.data as Answer<K> };
    const contract = new ApiContractError(
      method,
      request.path,
      response.status,
      parsed.error.issues,
    );
    log.error(contract.message, contract.issues);
    return {
      ok: false,
      status: STATUS_CONTRACT,
      error: { detail: 'contract_violation', contract },
    };
  };

  return async <K extends AnswerName>(answerName: K, request: RequestOptions) => {
    const token = await options.getToken?.();
    const result = await send(answerName, request, token);
    if (
      !result.ok &&
      result.status === 401 &&
      token &&
      options.refreshToken &&
      !/auth\/(logout|jwt\/refresh)/.test(request.path)
    ) {
      const fresh = await options.refreshToken();
      if (fresh) return send(answerName, request, fresh);
    }
    return result;
  };
}
