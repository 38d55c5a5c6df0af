import { createRoute, z } from '@hono/zod-openapi';
import { common, ConsentIdParam, ConsentRecordLookup, json, problem } from '@site/api/contract';
import { bearerMatches } from '../../http/auth';
import { problemResponse } from '../../http/problem';
import { consentRecordsOf } from '../../store/consentRecords';
import { database } from '../../store/db';
import { endpoint } from '../endpoint';

export const route = createRoute({
  method: 'get',
  path: '/consent-records/{consentId}',
  tags: ['consent'],
  operationId: 'getConsentRecords',
  summary: "Support looks up a visitor's stored choices by the consent id the visitor reads out from the cookie settings.",
  security: [{ supportToken: [] }],
  request: {
    params: z.object({ consentId: ConsentIdParam.openapi({ param: { name: 'consentId', in: 'path' } }) }),
  },
  responses: {
    200: { description: 'Every record of this consent id.', ...json(ConsentRecordLookup) },
    400: problem('ValidationError'),
    401: problem('Unauthorized'),
    404: problem('NotFound'),
    429: common[429],
    500: common[500],
  },
});

export default endpoint(route, async (c) => {
  if (!(await bearerMatches(c.req.header('Authorization'), c.var.config.supportToken))) {
    return problemResponse('UNAUTHORIZED', {}, { 'WWW-Authenticate': 'Bearer' });
  }
  const { consentId } = c.req.valid('param');
  const records = await consentRecordsOf(database(c.env.DB), consentId);
  if (records.length === 0) return problemResponse('NOT_FOUND');
  c.header('Cache-Control', 'no-store');
  return c.json({ consentId, records }, 200);
});
