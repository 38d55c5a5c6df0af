import type { TypedResponse } from 'hono';
import * as contract from '../contract/routes';
import type { App } from '../app-types';
import { secretMatches } from '../crypto';
import { problemResponse } from '../http/problem';
import { appendConsentRecord, consentRecordsOf } from '../store/consentRecords';
import { database } from '../store/db';

/** `Authorization: Bearer <secret>` against a configured secret; false when either is missing. */
export async function bearerMatches(header: string | undefined, secret: string | undefined): Promise<boolean> {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return Boolean(secret && presented && (await secretMatches(presented, secret)));
}

export function registerConsentRoutes(app: App) {
  app.openapi(contract.createConsentRecord, async (c) => {
    await appendConsentRecord(database(c.env.DB), c.req.valid('json'), Date.now());
    // The contract's 201 has no body; hono types an empty answer as a body, not as the route's `{}`.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the type @hono/zod-openapi expects
    return c.body(null, 201) as unknown as TypedResponse<{}, 201, string>;
  });

  app.openapi(contract.getConsentRecords, async (c) => {
    if (!(await bearerMatches(c.req.header('Authorization'), c.env.SUPPORT_TOKEN))) {
      return problemResponse('UNAUTHORIZED', {}, { 'WWW-Authenticate': 'Bearer' });
    }
    const { consentId } = c.req.valid('param');
    const records = await consentRecordsOf(database(c.env.DB), consentId);
    if (records.length === 0) return problemResponse('NOT_FOUND');
    c.header('Cache-Control', 'no-store');
    return c.json({ consentId, records }, 200);
  });
}
