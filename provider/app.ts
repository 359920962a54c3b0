import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { getConfig } from '../lib/config';
import { CLIENT_HEADER } from '../lib/api/http';
import { localeFromAcceptLanguage } from '../lib/i18n/locales';
import type { Db } from './db/client';
import { authenticate } from './http/auth';
import { securityHeaders } from './http/security-headers';
import {
  ClientError,
  isDatabaseUnavailable,
  rootCauseMessage,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './http/errors';
import { CART_ID_HEADER } from '../lib/api/headers';
import { healthRoutes } from './routes/health';
import { createRoute, z } from '@hono/zod-openapi';
import { answer, BEARER, CART_ID, createRouter } from './http/openapi';
import { rejectMalformedUrls } from './http/validate';
import { translate } from './i18n';
import { logger } from './logger';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { maibRoutes } from './routes/maib';
import type { PaymentGatewayName } from './payments/gateway';
import type { MaibSettings } from './payments/maib/client';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { calculatorRoutes } from './routes/calculator';
import { cartRoutes } from './routes/cart';
import { cartCheckoutRoutes } from './routes/cart-checkout';
import { catalogRoutes } from './routes/catalog';
import { contentArticleRoutes } from './routes/content-articles';
import { contentNavigationRoutes } from './routes/content-navigation';
import { contentPageRoutes, pageBySlugRoutes } from './routes/content-pages';
import { formsRoutes } from './routes/forms';
import { emailChangeRoutes } from './routes/email-change';
import { newsletterRoutes } from './routes/newsletter';
import { searchRoutes } from './routes/search';
import { localitiesRoutes } from './routes/localities';
import { rumRoutes } from './routes/rum';
import { seoKeyphraseRoutes } from './routes/seo-keyphrases';
import { seoReportRoutes } from './routes/seo-reports';
import { STAFF_SESSION } from './http/staff-routes';
import { staffRoutes } from './routes/staff';
import { staffLeadRoutes } from './routes/staff-leads';
import { staffMarketingRoutes } from './routes/staff-marketing';
import { staffOrderRoutes } from './routes/staff-orders';
import { STAFF_COOKIE } from './domain/staff';

/** Where the provider is mounted; the spec's paths sit under it unchanged. */
export const PROVIDER_BASE_PATH = '/backend';
const JSON_BODY_LIMIT = 1024 * 1024;
/** Served under the mount: GET /backend/openapi.json. */
export const OPENAPI_DOCUMENT_PATH = '/openapi.json';
const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Storefront provider API',
    version: '1',
    description: 'Every call of the storefront spec, section 7.',
  },
};

export interface ProviderDeps {
  db: Db;
  dataDir: string;
  now?: () => Date;
  /** Default: PAYMENT_GATEWAY. */
  paymentGateway?: PaymentGatewayName;
  /** Storefront origins whose pages call the API directly. Default: CORS_ALLOWED_ORIGINS (none). */
  corsOrigins?: string[];
  /** Default: the MAIB_* settings when PAYMENT_GATEWAY=maib. */
  maib?: MaibSettings | null;
}

function maibFromConfig(): MaibSettings | null {
  const config = getConfig();
  if (config.PAYMENT_GATEWAY !== 'maib') return null;
  return {
    apiUrl: config.MAIB_API_URL,
    projectId: config.MAIB_PROJECT_ID!,
    projectSecret: config.MAIB_PROJECT_SECRET!,
    signatureKey: config.MAIB_SIGNATURE_KEY!,
  };
}

/** What a storefront's page sends to the API (spec 7's headers) and may read back. */
const CORS_REQUEST_HEADERS = [
  'Accept',
  'Accept-Language',
  'Authorization',
  'Content-Type',
  CLIENT_HEADER.name,
  CART_ID_HEADER,
];
const CORS_MAX_AGE_SECONDS = 600;

type Router = ReturnType<typeof createRouter>;

/** Every route of the API, one router per area, and the document that describes them. */
function withRoutes<App extends Router>(app: App): App {
  app.route('/', healthRoutes);
  // In the order Hono tries them: /pages/{slug} last, so that it shadows none of the other /pages/… paths.
  app.route('/', contentNavigationRoutes);
  app.route('/', contentPageRoutes);
  app.route('/', contentArticleRoutes);
  app.route('/', pageBySlugRoutes);
  app.route('/', catalogRoutes);
  app.route('/', searchRoutes);
  app.route('/', formsRoutes);
  app.route('/', newsletterRoutes);
  app.route('/', calculatorRoutes);
  app.route('/', cartRoutes);
  app.route('/', cartCheckoutRoutes);
  app.route('/', orderRoutes);
  app.route('/', paymentRoutes);
  app.route('/', maibRoutes);
  app.route('/', authRoutes);
  app.route('/', accountRoutes);
  app.route('/', emailChangeRoutes);
  app.route('/', localitiesRoutes);
  app.route('/', rumRoutes);
  app.route('/', staffRoutes);
  app.route('/', staffOrderRoutes);
  app.route('/', staffLeadRoutes);
  app.route('/', staffMarketingRoutes);
  app.route('/', seoKeyphraseRoutes);
  app.route('/', seoReportRoutes);
  app.openAPIRegistry.registerComponent('securitySchemes', BEARER, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', CART_ID, {
    type: 'apiKey',
    in: 'header',
    name: CART_ID_HEADER,
  });
  app.openAPIRegistry.registerComponent('securitySchemes', STAFF_SESSION, {
    type: 'apiKey',
    in: 'cookie',
    name: STAFF_COOKIE,
  });
  app.openapi(
    createRoute({
      method: 'get',
      path: OPENAPI_DOCUMENT_PATH,
      responses: { 200: answer(z.record(z.string(), z.unknown()), 'This document: OpenAPI 3.1') },
    }),
    (c) => c.json(openApiDocument(), 200),
  );
  return app;
}

let documented: Router | undefined;
let document: ReturnType<Router['getOpenAPI31Document']> | undefined;
const documentedApp = () =>
  (documented ??= withRoutes(createRouter().basePath(PROVIDER_BASE_PATH)));

/**
 * The OpenAPI 3.1 document of every documented route (issue 30), from the schemas of
 * lib/api/schemas: served at GET /backend/openapi.json and read by the endpoint registry of the tests.
 */
export function openApiDocument() {
  document ??= documentedApp().getOpenAPI31Document(OPENAPI_INFO);
  return document;
}

/** The documented routes with their zod schemas (paths without the mount), for the contract test. */
export const documentedRoutes = () =>
  documentedApp().openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === 'route' ? [definition.route] : [],
  );

/** The shop's back end: every call of spec section 7, composed from one router per area. */
export function createProviderApp({
  db,
  dataDir,
  now = () => new Date(),
  paymentGateway = getConfig().PAYMENT_GATEWAY,
  corsOrigins = getConfig().CORS_ALLOWED_ORIGINS ?? [],
  maib = maibFromConfig(),
}: ProviderDeps) {
  const app = createRouter().basePath(PROVIDER_BASE_PATH);
  app.use(securityHeaders());
  // Issue 35: a storefront whose browsers call this provider on its own origin
  // (NEXT_PUBLIC_PROVIDER_API_URL); bearer tokens, never cookies, so no credentials.
  if (corsOrigins.length > 0)
    app.use(
      cors({
        origin: corsOrigins,
        allowHeaders: CORS_REQUEST_HEADERS,
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        exposeHeaders: ['Retry-After'],
        maxAge: CORS_MAX_AGE_SECONDS,
      }),
    );

  app.use(async (c, next) => {
    c.set('locale', localeFromAcceptLanguage(c.req.header('accept-language')));
    c.set('db', db);
    c.set('now', now);
    c.set('dataDir', dataDir);
    c.set('paymentGateway', paymentGateway);
    c.set('maib', maib);
    await next();
  });
  app.use(authenticate);
  app.use(rejectMalformedUrls);

  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => c.json({ detail: translate(c.get('locale'), 'too_large') }, 413),
  });
  // CV uploads stream up to 15 MB to disk and enforce their own limit (routes/forms.ts).
  app.use((c, next) =>
    c.req.path === `${PROVIDER_BASE_PATH}/feedbacks/vacancy/` ? next() : jsonBodyLimit(c, next),
  );

  withRoutes(app);

  app.notFound((c) => c.json({ detail: translate(c.get('locale') ?? 'ro', 'not_found') }, 404));
  app.onError((error, c) => {
    if (error instanceof ClientError) return c.json(error.body, error.status);
    // The documented routes' media-type gate answers a body without a JSON Content-Type so.
    if (error instanceof HTTPException && error.status === 415)
      return c.json({ detail: translate(c.get('locale') ?? 'ro', 'unsupported_media_type') }, 415);
    if (error instanceof HTTPException) return error.getResponse();
    if (isDatabaseUnavailable(error)) {
      // One line per request: an outage would otherwise flood the log with identical stacks.
      logger.warn(
        `${c.req.method} ${c.req.path}: database unavailable (${rootCauseMessage(error)})`,
      );
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json({ detail: translate(c.get('locale') ?? 'ro', 'service_unavailable') }, 503);
    }
    logger.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ detail: translate(c.get('locale') ?? 'ro', 'server_error') }, 500);
  });

  return app;
}

export type ProviderApp = ReturnType<typeof createProviderApp>;
