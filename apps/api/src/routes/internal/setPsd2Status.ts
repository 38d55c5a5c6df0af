import { createRoute, z } from '@hono/zod-openapi';
import { body, inlineProblem, json, psd2Statuses } from '@site/api/contract';
import { problemResponse } from '../../http/problem';
import { database } from '../../store/db';
import { setPsd2Status } from '../../store/links';
import { endpoint } from '../endpoint';

/**
 * The core system reports the PSD2 release given (or refused) in the app; the page that polls the
 * status shows it within its interval. Bearer INTERNAL_LINK_SECRET (app.ts).
 */
export const route = createRoute({
  method: 'put',
  path: '/internal/links/{id}/psd2',
  hide: true,
  request: {
    params: z.object({ id: z.string().min(1).max(64) }),
    ...body(z.strictObject({ status: z.enum(psd2Statuses) })),
  },
  responses: {
    200: { description: 'Stored.', ...json(z.object({ id: z.string(), status: z.enum(psd2Statuses) })) },
    400: inlineProblem('VALIDATION_ERROR'),
    401: inlineProblem('UNAUTHORIZED'),
    404: inlineProblem('NOT_FOUND (no PSD2 link with this id)'),
  },
});

export default endpoint(route, async (c) => {
  const { id } = c.req.valid('param');
  const { status } = c.req.valid('json');
  if (!(await setPsd2Status(database(c.env.DB), id, status))) return problemResponse('NOT_FOUND');
  return c.json({ id, status }, 200);
});
