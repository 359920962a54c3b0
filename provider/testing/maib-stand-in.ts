import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { maibSignature } from '../payments/maib/signature';

/**
 * A stand-in of maib's e-commerce API for tests only (docs.maibmerchants.md, e-commerce): the
 * documented requests and answers of generate-token, pay, pay-info and refund, a checkout page where
 * the "shopper" approves or declines, and signed notifications with a signature key of its own.
 * It listens on a local port; the shop's adapter talks HTTP to it as to maib.
 */
export interface StandInPayment {
  payId: string;
  request: Record<string, unknown>;
  status: 'CREATED' | 'OK' | 'DECLINED' | 'FAILED' | 'TIMEOUT';
  refunded: boolean;
}

export interface StandInOptions {
  /** Default: a free port. */
  port?: number;
  projectId?: string;
  projectSecret?: string;
  signatureKey?: string;
  /** Lifetime of an access token in seconds (maib's expiresIn). */
  expiresIn?: number;
  refreshExpiresIn?: number;
  /** After approve/decline on the checkout page, POST the notification to callbackUrl (default true). */
  deliverCallbacks?: boolean;
}

type Json = Record<string, unknown>;

export async function startMaibStandIn(options: StandInOptions = {}) {
  const projectId = options.projectId ?? 'stand-in-project';
  const projectSecret = options.projectSecret ?? randomUUID();
  const signatureKey = options.signatureKey ?? randomUUID();
  const calls: { path: string; body: Json | null; authorization: string | null }[] = [];
  const accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const payments = new Map<string, StandInPayment>();
  const deliveries: { payId: string; status: number }[] = [];
  let deliverCallbacks = options.deliverCallbacks ?? true;

  const failure = (c: Context, status: 400 | 401 | 404, errorCode: string, errorMessage: string) =>
    c.json({ errors: [{ errorCode, errorMessage }], ok: false }, status);

  const issueTokens = () => {
    const accessToken = randomBytes(24).toString('hex');
    const refreshToken = randomBytes(24).toString('hex');
    accessTokens.add(accessToken);
    refreshTokens.add(refreshToken);
    return {
      accessToken,
      expiresIn: options.expiresIn ?? 300,
      refreshToken,
      refreshExpiresIn: options.refreshExpiresIn ?? 1800,
      tokenType: 'Bearer',
    };
  };

  const authorized = (c: Context) => {
    const header = c.req.header('authorization') ?? '';
    return header.startsWith('Bearer ') && accessTokens.has(header.slice(7));
  };

  /** The final notification of a payment, signed as maib signs it. */
  function notificationFor(payId: string, status?: StandInPayment['status']): Json {
    const payment = payments.get(payId);
    if (!payment) throw new Error(`no payment ${payId}`);
    const result: Json = {
      payId,
      orderId: payment.request.orderId,
      status: status ?? payment.status,
      statusCode: (status ?? payment.status) === 'OK' ? '000' : '116',
      statusMessage: (status ?? payment.status) === 'OK' ? 'Approved' : 'Declined',
      threeDs: 'AUTHENTICATED',
      rrn: '331711380059',
      approval: '327593',
      cardNumber: '510218******1124',
      amount: payment.request.amount,
      currency: payment.request.currency,
    };
    return { result, signature: maibSignature(result, signatureKey) };
  }

  /** POSTs the payment's notification to its callbackUrl, as maib does; answers the shop's status. */
  async function deliver(payId: string): Promise<number> {
    const payment = payments.get(payId)!;
    const response = await fetch(String(payment.request.callbackUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(notificationFor(payId)),
    });
    deliveries.push({ payId, status: response.status });
    return response.status;
  }

  const app = new Hono();
  app.use(async (c, next) => {
    const body = c.req.method === 'POST' ? ((await c.req.json().catch(() => null)) as Json) : null;
    calls.push({ path: c.req.path, body, authorization: c.req.header('authorization') ?? null });
    await next();
  });

  app.post('/v1/generate-token', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Json;
    if (typeof body.refreshToken === 'string') {
      if (!refreshTokens.delete(body.refreshToken))
        return failure(c, 401, '11001', 'Invalid refresh token');
      return c.json({ result: issueTokens(), ok: true });
    }
    if (body.projectId !== projectId || body.projectSecret !== projectSecret)
      return failure(c, 401, '11001', 'Invalid credentials');
    return c.json({ result: issueTokens(), ok: true });
  });

  app.post('/v1/pay', async (c) => {
    if (!authorized(c)) return failure(c, 401, '11001', 'Invalid access token');
    const body = (await c.req.json().catch(() => ({}))) as Json;
    const required = [
      'amount',
      'currency',
      'clientIp',
      'language',
      'okUrl',
      'failUrl',
      'callbackUrl',
    ];
    const missing = required.filter((field) => body[field] === undefined || body[field] === '');
    if (missing.length) return failure(c, 400, '12001', `Missing: ${missing.join(', ')}`);
    if (typeof body.amount !== 'number' || body.amount < 1)
      return failure(c, 400, '12001', 'amount must be a number ≥ 1');
    if (!['MDL', 'EUR', 'USD'].includes(String(body.currency)))
      return failure(c, 400, '12001', 'currency');
    if (!['ro', 'en', 'ru'].includes(String(body.language)))
      return failure(c, 400, '12001', 'language');
    if (typeof body.orderId === 'string' && body.orderId.length > 36)
      return failure(c, 400, '12001', 'orderId');
    if (typeof body.description === 'string' && body.description.length > 124)
      return failure(c, 400, '12001', 'description');
    const payId = randomUUID();
    payments.set(payId, { payId, request: body, status: 'CREATED', refunded: false });
    return c.json({
      result: { payId, orderId: body.orderId, payUrl: `${standIn.url}/checkout/${payId}` },
      ok: true,
    });
  });

  app.get('/v1/pay-info/:payId', (c) => {
    if (!authorized(c)) return failure(c, 401, '11001', 'Invalid access token');
    if (c.req.header('content-type')) return failure(c, 400, '12001', 'No Content-Type on GET');
    const payment = payments.get(c.req.param('payId'));
    if (!payment) return failure(c, 404, '12001', 'Payment not found');
    return c.json({
      result: {
        payId: payment.payId,
        orderId: payment.request.orderId,
        status: payment.status,
        statusCode: payment.status === 'OK' ? '000' : null,
        statusMessage: payment.status,
        amount: payment.request.amount,
        currency: payment.request.currency,
        description: payment.request.description,
        clientIp: payment.request.clientIp,
      },
      ok: true,
    });
  });

  app.post('/v1/refund', async (c) => {
    if (!authorized(c)) return failure(c, 401, '11001', 'Invalid access token');
    const body = (await c.req.json().catch(() => ({}))) as Json;
    const payment = payments.get(String(body.payId));
    if (!payment || payment.status !== 'OK') return failure(c, 400, '12001', 'Not refundable');
    const status = payment.refunded ? 'REVERSED' : 'OK';
    payment.refunded = true;
    return c.json({
      result: {
        payId: payment.payId,
        orderId: payment.request.orderId,
        status,
        statusCode: '400',
        statusMessage: 'Accepted',
        refundAmount: body.refundAmount ?? payment.request.amount,
      },
      ok: true,
    });
  });

  // A browser asks for it on the checkout page; a 404 would be a console error in the journeys.
  app.get('/favicon.ico', (c) => c.body(null, 204));

  /** The checkout page: the shopper approves or declines (no card data in a stand-in). */
  app.get('/checkout/:payId', (c) => {
    const payment = payments.get(c.req.param('payId'));
    if (!payment) return c.text('Unknown payment', 404);
    const action = `/checkout/${payment.payId}`;
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>maib stand-in checkout</title></head>
<body><main><h1>maib stand-in checkout</h1>
<p>${String(payment.request.description)}: ${String(payment.request.amount)} ${String(payment.request.currency)}</p>
<form method="post" action="${action}/approve"><button type="submit">Pay</button></form>
<form method="post" action="${action}/decline"><button type="submit">Decline</button></form>
</main></body></html>`);
  });

  const finish = async (c: Context, status: 'OK' | 'DECLINED') => {
    const payment = payments.get(c.req.param('payId') ?? '');
    if (!payment || payment.status !== 'CREATED') return c.text('Unknown payment', 404);
    payment.status = status;
    if (deliverCallbacks) await deliver(payment.payId);
    const back = new URL(String(status === 'OK' ? payment.request.okUrl : payment.request.failUrl));
    back.searchParams.set('payId', payment.payId);
    back.searchParams.set('orderId', String(payment.request.orderId));
    return c.redirect(back.toString(), 302);
  };
  app.post('/checkout/:payId/approve', (c) => finish(c, 'OK'));
  app.post('/checkout/:payId/decline', (c) => finish(c, 'DECLINED'));

  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve(
      { fetch: app.fetch, port: options.port ?? 0, hostname: '127.0.0.1' },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;

  const standIn = {
    url: `http://127.0.0.1:${port}`,
    /** What the shop's MAIB_* settings are for this stand-in. */
    settings: { apiUrl: `http://127.0.0.1:${port}/v1`, projectId, projectSecret, signatureKey },
    calls,
    payments,
    deliveries,
    notificationFor,
    deliver,
    /** Sets a payment's outcome as if the shopper paid or not, without notifying the shop. */
    complete(payId: string, status: StandInPayment['status']) {
      payments.get(payId)!.status = status;
    },
    /** The requests made to one of its endpoints, e.g. '/v1/generate-token'. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    deliverCallbacks(on: boolean) {
      deliverCallbacks = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

export type MaibStandIn = Awaited<ReturnType<typeof startMaibStandIn>>;
