import * as contract from '../contract/internal';
import type { App } from '../app-types';
import { readConfig } from '../env';
import { problemHttpResponse, problemResponse, validationProblem } from '../http/problem';
import { randomToken } from '../crypto';
import { linkValidityDays } from '../rules/links';
import { linkPagePaths, pageUrl } from '../rules/pages';
import { database } from '../store/db';
import { insertLink } from '../store/links';
import { bearerMatches } from './consentRecords';

const DAY_MS = 24 * 60 * 60 * 1000;

export function registerInternalRoutes(app: App) {
  // Before validation, so a caller without the secret learns nothing about the body.
  app.use('/internal/*', async (c, next) => {
    if (!(await bearerMatches(c.req.header('Authorization'), c.env.INTERNAL_LINK_SECRET))) {
      return problemHttpResponse('UNAUTHORIZED', {}, { 'WWW-Authenticate': 'Bearer' });
    }
    return next();
  });

  app.openapi(contract.createLink, async (c) => {
    const input = c.req.valid('json');
    const needsBirthday = input.kind === 'partner' || input.kind === 'reset' || input.kind === 'refund';
    if (needsBirthday && !input.holder.birthday) return validationProblem([{ field: 'holder.birthday', rule: 'required' }]);
    if (input.kind === 'psd2' && !input.psd2) return validationProblem([{ field: 'psd2', rule: 'required' }]);
    if (input.kind === 'referral' && !input.referralCode) return validationProblem([{ field: 'referralCode', rule: 'required' }]);
    const now = Date.now();
    const createdAt = input.createdAt ? Date.parse(input.createdAt) : now;
    const token = input.token ?? randomToken();
    const stored = await insertLink(database(c.env.DB), {
      token,
      kind: input.kind,
      holderFirstName: input.holder.firstName,
      holderLastName: input.holder.lastName,
      birthday: input.holder.birthday ?? null,
      locale: input.locale,
      createdAt,
      usedAt: input.used ? now : null,
      wrongBirthdays: input.wrongBirthdays ?? 0,
      referralCode: input.referralCode ?? null,
      psd2Status: input.psd2?.status ?? null,
      psd2PendingPolls: input.psd2?.pendingPolls ?? null,
      appUrl: input.psd2?.appUrl ?? null,
    });
    if (!stored) return problemResponse('LINK_ALREADY_USED', { detail: 'A link with this token exists.' });
    const config = readConfig(c.env);
    return c.json(
      {
        token,
        kind: input.kind,
        url: pageUrl(config.siteUrl, input.locale, linkPagePaths[input.kind], token),
        expiresAt: new Date(createdAt + (linkValidityDays[input.kind] + 1) * DAY_MS).toISOString(),
      },
      201,
    );
  });
}
