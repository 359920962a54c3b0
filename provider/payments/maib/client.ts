import { logger } from '../../logger';

/** What PAYMENT_GATEWAY=maib needs (lib/config: MAIB_*). */
export interface MaibSettings {
  /** The API's base, e.g. https://api.maibmerchants.md/v1 (no trailing slash). */
  apiUrl: string;
  projectId: string;
  projectSecret: string;
  signatureKey: string;
}

/** maib answered `ok: false`, an HTTP error or something that is not its answer. */
export class MaibApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'MaibApiError';
  }
}

/** An access token is renewed this long before maib says it expires. */
const RENEW_BEFORE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

interface Tokens {
  accessToken: string;
  /** Milliseconds since the epoch, on the clock the tokens were taken with. */
  expiresAt: number;
  refreshToken: string | null;
  refreshExpiresAt: number;
}

interface TokenCache {
  tokens: Tokens | null;
  pending: Promise<Tokens> | null;
}

/**
 * One token cache per API and project, shared by every request of the process: a payment takes
 * the cached token; only an expiring one asks maib again (its refresh token first), and callers
 * arriving meanwhile wait for that one answer.
 */
const caches = new Map<string, TokenCache>();

export interface MaibPayRequest {
  amount: number;
  currency: 'EUR' | 'MDL' | 'USD';
  clientIp: string;
  language: 'ro' | 'en' | 'ru';
  description: string;
  orderId: string;
  okUrl: string;
  failUrl: string;
  callbackUrl: string;
}

/** The fields of pay-info's `result` the shop reads (docs: "Payment information"). */
export interface MaibPayInfo {
  payId: string;
  orderId?: string;
  status: string;
  amount?: number;
  currency?: string;
}

export interface MaibRefund {
  payId: string;
  status: string;
  refundAmount?: number;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** maib's e-commerce API over HTTP (docs.maibmerchants.md, e-commerce). */
export function maibClient(
  settings: MaibSettings,
  options: { now?: () => Date; fetch?: typeof fetch } = {},
) {
  const now = () => (options.now ?? (() => new Date()))().getTime();
  const send = options.fetch ?? fetch;
  const key = `${settings.apiUrl}\n${settings.projectId}`;
  let cache = caches.get(key);
  if (!cache) {
    cache = { tokens: null, pending: null };
    caches.set(key, cache);
  }
  const tokenCache = cache;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: Json | undefined,
    accessToken?: string,
  ): Promise<Json> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    // pay-info: "Ensure that the Content-Type header and body are excluded".
    if (body) headers['Content-Type'] = 'application/json';
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    let response: Response;
    try {
      response = await send(`${settings.apiUrl}${path}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new MaibApiError(`${method} ${path}: ${(error as Error).message}`);
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new MaibApiError(
        `${method} ${path}: HTTP ${response.status}, not JSON`,
        response.status,
      );
    }
    if (!response.ok || !isObject(answer) || answer.ok !== true || !isObject(answer.result)) {
      const errors = isObject(answer) && Array.isArray(answer.errors) ? answer.errors : [];
      const detail = errors
        .map((error) =>
          isObject(error) ? `${String(error.errorCode)} ${String(error.errorMessage)}` : '',
        )
        .join('; ');
      throw new MaibApiError(
        `${method} ${path}: HTTP ${response.status}${detail ? ` (${detail})` : ''}`,
        response.status,
      );
    }
    return answer.result;
  }

  async function generateToken(): Promise<Tokens> {
    const current = tokenCache.tokens;
    const takenAt = now();
    const refreshable =
      current?.refreshToken && current.refreshExpiresAt - RENEW_BEFORE_MS > takenAt;
    let result: Json;
    try {
      result = await call(
        'POST',
        '/generate-token',
        refreshable
          ? { refreshToken: current.refreshToken }
          : { projectId: settings.projectId, projectSecret: settings.projectSecret },
      );
    } catch (error) {
      if (!refreshable) throw error;
      // A refused refresh token: start over with the project's credentials.
      logger.warn(`maib: the refresh token was refused, asking with the project credentials`);
      result = await call('POST', '/generate-token', {
        projectId: settings.projectId,
        projectSecret: settings.projectSecret,
      });
    }
    const { accessToken, expiresIn, refreshToken, refreshExpiresIn } = result;
    if (typeof accessToken !== 'string' || !accessToken || typeof expiresIn !== 'number')
      throw new MaibApiError('POST /generate-token: no accessToken in the answer');
    return {
      accessToken,
      expiresAt: takenAt + expiresIn * 1000,
      refreshToken: typeof refreshToken === 'string' && refreshToken ? refreshToken : null,
      refreshExpiresAt:
        typeof refreshExpiresIn === 'number' ? takenAt + refreshExpiresIn * 1000 : 0,
    };
  }

  /** The cached access token while it has more than a minute left; else one new one for everybody. */
  async function accessToken(): Promise<string> {
    const tokens = tokenCache.tokens;
    if (tokens && tokens.expiresAt - RENEW_BEFORE_MS > now()) return tokens.accessToken;
    tokenCache.pending ??= generateToken()
      .then((fresh) => {
        tokenCache.tokens = fresh;
        return fresh;
      })
      .finally(() => {
        tokenCache.pending = null;
      });
    return (await tokenCache.pending).accessToken;
  }

  /** An authorized call; a 401 (a token maib revoked early) takes a new token and tries once more. */
  async function authorized(method: 'GET' | 'POST', path: string, body?: Json): Promise<Json> {
    const token = await accessToken();
    try {
      return await call(method, path, body, token);
    } catch (error) {
      if (!(error instanceof MaibApiError) || error.status !== 401) throw error;
      if (tokenCache.tokens?.accessToken === token) tokenCache.tokens = null;
      return call(method, path, body, await accessToken());
    }
  }

  return {
    /** POST /pay (direct payment): the transaction's id and the checkout page to send the shopper to. */
    async pay(request: MaibPayRequest): Promise<{ payId: string; payUrl: string }> {
      const result = await authorized('POST', '/pay', { ...request });
      if (typeof result.payId !== 'string' || typeof result.payUrl !== 'string')
        throw new MaibApiError('POST /pay: no payId or payUrl in the answer');
      return { payId: result.payId, payUrl: result.payUrl };
    },
    /** GET /pay-info/{payId}: the transaction's status as maib sees it now. */
    async payInfo(payId: string): Promise<MaibPayInfo> {
      const result = await authorized('GET', `/pay-info/${encodeURIComponent(payId)}`);
      if (typeof result.status !== 'string')
        throw new MaibApiError('GET /pay-info: no status in the answer');
      return {
        payId: String(result.payId),
        orderId: typeof result.orderId === 'string' ? result.orderId : undefined,
        status: result.status,
        amount: typeof result.amount === 'number' ? result.amount : undefined,
        currency: typeof result.currency === 'string' ? result.currency : undefined,
      };
    },
    /** POST /refund: the whole amount when refundAmount is left out. */
    async refund(payId: string, refundAmount?: number): Promise<MaibRefund> {
      const result = await authorized('POST', '/refund', {
        payId,
        ...(refundAmount === undefined ? {} : { refundAmount }),
      });
      if (typeof result.status !== 'string')
        throw new MaibApiError('POST /refund: no status in the answer');
      return {
        payId: String(result.payId),
        status: result.status,
        refundAmount: typeof result.refundAmount === 'number' ? result.refundAmount : undefined,
      };
    },
  };
}

export type MaibClient = ReturnType<typeof maibClient>;

/** Forgets every cached token (tests that start a fresh stand-in on the same address). */
export function forgetMaibTokens(): void {
  caches.clear();
}
