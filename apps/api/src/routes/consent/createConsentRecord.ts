import { createRoute } from '@hono/zod-openapi';
import { body, common, ConsentRecord, problem } from '@site/api/contract';
import type { TypedResponse } from 'hono';
import { defaultConsentRetentionDays } from '../../rules/retention';
import { appendConsentRecord } from '../../store/consentRecords';
import { database } from '../../store/db';
import { endpoint } from '../endpoint';

export const route = createRoute({
  method: 'post',
  path: '/consent-records',
  tags: ['consent'],
  operationId: 'createConsentRecord',
  summary: 'Proof of consent; one record per choice in the cookie dialog.',
  description: `Sent by the consent layer of both apps with \`fetch(…, { keepalive: true })\` and no credentials right before the page reloads after a choice, so the answer is never read and a failure never blocks the choice. The record holds a random consent id (also kept in the visitor's essential \`CONSENT_ID\` cookie and shown in the cookie settings, so support can find it) and the choice; no IP address, user agent or other identifier is sent or stored with it. Records are never changed and are deleted after the retention period (${defaultConsentRetentionDays / 365} years by default). Not versioned under \`/v1\`: the path is part of the consent layer's configuration (\`{API_BASE_URL}/consent-records\`).`,
  request: body(ConsentRecord),
  responses: {
    201: { description: 'Stored.' },
    400: problem('ValidationError'),
    ...common,
  },
});

export default endpoint(route, async (c) => {
  await appendConsentRecord(database(c.env.DB), c.req.valid('json'), Date.now());
  // The contract's 201 has no body; hono types an empty answer as a body, not as the route's `{}`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the type @hono/zod-openapi expects
  return c.body(null, 201) as unknown as TypedResponse<{}, 201, string>;
});
