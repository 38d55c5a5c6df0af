import { createRoute } from '@hono/zod-openapi';
import { body, common, problem, VitalsBeacon, vitalsRetentionDays } from '@site/api/contract';
import type { TypedResponse } from 'hono';
import { database } from '../../store/db';
import { countBeacon } from '../../store/vitals';
import { endpoint } from '../endpoint';

export const route = createRoute({
  method: 'post',
  path: '/v1/vitals',
  tags: ['vitals'],
  operationId: 'createVitals',
  summary: "Field data: one page view's Core Web Vitals, sent by the page when it is hidden, only with the visitor's performance consent.",
  description: `Sent by the consent layer's field-data service (\`FIELD_DATA\`, both apps) with \`fetch(…, { keepalive: true, credentials: 'omit' })\` or \`navigator.sendBeacon\`, whose cookies are ignored. It carries the page type (never the path), the locale, a device class, the connection's effective type, the build id, the metrics and what the LCP element and the INP interaction were; no identifier. Answered at once; the beacon is counted into daily histograms (no beacon, IP or identifier is kept) that are deleted after ${vitalsRetentionDays} days.`,
  request: body(VitalsBeacon),
  responses: {
    204: { description: 'Taken.' },
    400: problem('ValidationError'),
    ...common,
  },
});

export default endpoint(route, async (c) => {
  const beacon = c.req.valid('json');
  // The page is being hidden and never reads the answer: the write runs after it.
  c.executionCtx.waitUntil(
    countBeacon(database(c.env.DB), beacon, Date.now()).catch((error: unknown) => {
      console.error('field data not counted:', error instanceof Error ? error.name : 'unknown');
    }),
  );
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the type @hono/zod-openapi expects
  return c.body(null, 204) as unknown as TypedResponse<{}, 204, string>;
});
