import type { Context } from 'hono';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import * as contract from '../contract/routes';
import type { App, AppEnv } from '../app-types';
import { readConfig } from '../env';
import { hashPassword, hashToken } from '../crypto';
import { limitByTarget } from '../http/abuse';
import { problemResponse, validationProblem, type ProblemResponse } from '../http/problem';
import { consentErrors, passwordErrors } from '../rules/formRules';
import { birthdayMatches, birthdayOutcome, refuseLink, type LinkKind } from '../rules/links';
import { isAccountHolder } from '../rules/recipient';
import { database, type Database } from '../store/db';
import {
  countWrongBirthday,
  findLink,
  markUsed,
  pollPsd2,
  savePartnerAccount,
  savePasswordReset,
  saveReimbursement,
  type LinkRow,
} from '../store/links';
import { markEmailVerified } from '../store/registrations';

type Opened = { db: Database; link: LinkRow; now: number } | { response: ProblemResponse };

/** The checks of every link call, in order: the per-link rate limit, then the link rules of rules/links.ts. */
async function openLink(c: Context<AppEnv>, hash: string, kind: LinkKind): Promise<Opened> {
  const limited = await limitByTarget(c.env, `link:${await hashToken(hash)}`);
  if (limited) return { response: limited };
  const db = database(c.env.DB);
  const now = Date.now();
  const link = await findLink(db, hash);
  const refusal = refuseLink(link, kind, now);
  if (refusal || !link) return { response: problemResponse(refusal ?? 'LINK_INVALID') };
  return { db, link, now };
}

/** Opens a link that needs nothing but the hash, and uses it up: the three one-click actions. */
async function useLink(c: Context<AppEnv>, hash: string, kind: LinkKind): Promise<Opened> {
  const opened = await openLink(c, hash, kind);
  if ('response' in opened) return opened;
  if (!(await markUsed(opened.db, opened.link.id, opened.now))) return { response: problemResponse('LINK_ALREADY_USED') };
  return opened;
}

/** Counts a wrong birthday in the database; the answer for the page, or undefined when it matches. */
async function checkBirthday(db: Database, link: LinkRow, birthday: string): Promise<ProblemResponse | undefined> {
  if (birthdayMatches(birthday, link.birthday)) return undefined;
  const outcome = birthdayOutcome(false, await countWrongBirthday(db, link.id));
  if (outcome.ok) return undefined;
  return outcome.code === 'BIRTHDAY_MISMATCH'
    ? problemResponse('BIRTHDAY_MISMATCH', { remainingAttempts: outcome.remainingAttempts })
    : problemResponse('BIRTHDAY_ATTEMPTS_EXCEEDED');
}

/**
 * The end of both password links (partner registration, password reset): the birthday on file,
 * then the new password's hash, then the link spent once; the hash to store, or the answer.
 */
async function spendWithPassword(
  db: Database,
  link: LinkRow,
  now: number,
  input: { birthday: string; password: string },
): Promise<{ passwordHash: string } | { response: ProblemResponse }> {
  const wrong = await checkBirthday(db, link, input.birthday);
  if (wrong) return { response: wrong };
  const passwordHash = await hashPassword(input.password);
  if (!(await markUsed(db, link.id, now))) return { response: problemResponse('LINK_ALREADY_USED') };
  return { passwordHash };
}

export function registerLinkRoutes(app: App) {
  app.openapi(contract.completePartnerRegistration, async (c) => {
    const input = c.req.valid('json');
    const opened = await openLink(c, input.hash, 'partner');
    if ('response' in opened) return opened.response;
    const errors = [...passwordErrors(input.password), ...consentErrors(input.consents)];
    if (errors.length > 0) return validationProblem(errors);
    const { db, link, now } = opened;
    const spent = await spendWithPassword(db, link, now, input);
    if ('response' in spent) return spent.response;
    await savePartnerAccount(db, link.id, spent.passwordHash, input.consents.marketing, now);
    return c.json({ status: 'DONE' as const }, 201);
  });

  app.openapi(contract.resetPassword, async (c) => {
    const input = c.req.valid('json');
    const opened = await openLink(c, input.hash, 'reset');
    if ('response' in opened) return opened.response;
    const errors = passwordErrors(input.password);
    if (errors.length > 0) return validationProblem(errors);
    const { db, link, now } = opened;
    const spent = await spendWithPassword(db, link, now, input);
    if ('response' in spent) return spent.response;
    await savePasswordReset(db, link.id, spent.passwordHash, now);
    return c.json({ status: 'DONE' as const }, 200);
  });

  app.openapi(contract.requestReimbursement, async (c) => {
    const input = c.req.valid('json');
    const opened = await openLink(c, input.hash, 'refund');
    if ('response' in opened) return opened.response;
    const iban = electronicFormatIBAN(input.recipient.iban) ?? '';
    const name = input.recipient.name.trim();
    const errors = [
      ...(isValidIBAN(iban) ? [] : [{ field: 'recipient.iban', rule: 'iban' } as const]),
      ...(name ? [] : [{ field: 'recipient.name', rule: 'required' } as const]),
    ];
    if (errors.length > 0) return validationProblem(errors);
    const { db, link, now } = opened;
    const wrong = await checkBirthday(db, link, input.birthday);
    if (wrong) return wrong;
    if (!isAccountHolder(name, { firstName: link.holderFirstName, lastName: link.holderLastName })) {
      return problemResponse('RECIPIENT_NOT_ACCOUNT_HOLDER');
    }
    if (!(await markUsed(db, link.id, now))) return problemResponse('LINK_ALREADY_USED');
    await saveReimbursement(db, link.id, iban, name, now);
    return c.json({ status: 'DONE' as const }, 202);
  });

  app.openapi(contract.redeemReferral, async (c) => {
    const { hash } = c.req.valid('json');
    const opened = await useLink(c, hash, 'referral');
    if ('response' in opened) return opened.response;
    return c.json({ referralCode: opened.link.referralCode ?? '' }, 201);
  });

  app.openapi(contract.unbindDevice, async (c) => {
    const { hash } = c.req.valid('json');
    const opened = await useLink(c, hash, 'unbind');
    if ('response' in opened) return opened.response;
    return c.json({ status: 'DONE' as const }, 200);
  });

  app.openapi(contract.verifyEmail, async (c) => {
    const { hash } = c.req.valid('json');
    const opened = await useLink(c, hash, 'verify');
    if ('response' in opened) return opened.response;
    await markEmailVerified(opened.db, opened.link.registrationId, opened.now);
    return c.json({ status: 'DONE' as const }, 200);
  });

  app.openapi(contract.getPsd2AuthorizationStatus, async (c) => {
    const { hash } = c.req.valid('json');
    // Polled every few seconds: limited per IP only (app.ts), not per link.
    const db = database(c.env.DB);
    const link = await findLink(db, hash);
    const refusal = refuseLink(link && { ...link, usedAt: null, wrongBirthdays: 0 }, 'psd2', Date.now());
    if (refusal || !link) return problemResponse(refusal === 'LINK_EXPIRED' ? 'LINK_EXPIRED' : 'LINK_INVALID');
    const status = await pollPsd2(db, link);
    const appUrl = link.appUrl ?? `${readConfig(c.env).appLinkBase}?hash=${encodeURIComponent(hash)}`;
    return c.json({ status: status ?? 'PENDING', appUrl }, 200);
  });
}
