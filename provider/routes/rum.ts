import { createRoute } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { rumBeaconSchema } from '../../lib/api/schemas/rum';
import { rateRules } from '../domain/rate-limit';
import { storeBeacon } from '../domain/rum';
import { bucketKey, consume, requestIp } from '../http/rate-limit';
import { createRouter, errorAnswers, jsonBody, jsonBodyOf } from '../http/openapi';
import { translate } from '../i18n';

/** A beacon is a few numbers; anything larger is not one. */
export const RUM_BEACON_MAX_BYTES = 2_048;

const beaconRoute = createRoute({
  method: 'post',
  path: '/rum/',
  summary: 'Real-user metrics of one sampled page view (issue 40)',
  description:
    'Sent by the storefront with navigator.sendBeacon from a sample of real visits (RUM_SAMPLE_RATE): ' +
    'web-vitals values with the page kind, language and a coarse device class. Limited per client; ' +
    'at most 2 kB; kept 29 days.',
  middleware: [
    bodyLimit({
      maxSize: RUM_BEACON_MAX_BYTES,
      onError: (c) => c.json({ detail: translate(c.get('locale'), 'too_large') }, 413),
    }),
    jsonBody,
  ],
  request: { body: jsonBodyOf(rumBeaconSchema) },
  responses: {
    204: { description: 'Stored' },
    ...errorAnswers,
  },
});

export const rumRoutes = createRouter().openapi(beaconRoute, async (c) => {
  const beacon = c.req.valid('json');
  await consume(c, bucketKey('rum-ip', requestIp(c)), rateRules.rumPerIp);
  await storeBeacon(c.get('db'), beacon, c.get('now')());
  return c.body(null, 204);
});
