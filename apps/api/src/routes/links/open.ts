import { birthdayOutcome, refuseLink, type LinkKind } from '@site/api/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-types';
import { hashToken } from '../../crypto';
import { limitByTarget } from '../../http/abuse';
import { problemResponse, type ProblemResponse } from '../../http/problem';
import { database, type Database } from '../../store/db';
import { handOver } from '../../outbox/handOver';
import { findLinkByTokenHash, oweWhenUsed, spendLink, type Follow, type LinkRow } from '../../store/links';
import type { Owed } from '../../store/outbox';

export type Opened = { db: Database; link: LinkRow; now: number } | { response: ProblemResponse };

/** The per-link rate limit, then the link (undefined when there is none): the token is hashed once for both. */
export async function findLimitedLink(c: Context<AppEnv>, hash: string): Promise<{ db: Database; link: LinkRow | undefined } | { response: ProblemResponse }> {
  const tokenHash = await hashToken(hash);
  const limited = await limitByTarget(c, `link:${tokenHash}`);
  if (limited) return { response: limited };
  const db = database(c.env.DB);
  return { db, link: await findLinkByTokenHash(db, tokenHash) };
}

/** The checks of every link call, in order: the per-link rate limit, then the link rules of the contract. */
export async function openLink(c: Context<AppEnv>, hash: string, kind: LinkKind): Promise<Opened> {
  const found = await findLimitedLink(c, hash);
  if ('response' in found) return found;
  const { db, link } = found;
  const now = Date.now();
  const refusal = refuseLink(link, kind, now);
  if (refusal || !link) return { response: problemResponse(refusal ?? 'LINK_INVALID') };
  return { db, link, now };
}

/**
 * Uses an opened link, with the birthday check where the action asks for one, in one statement
 * (store/links.ts `spendLink`); `follow` writes what the action does and `event` what the core
 * system is told, in the same batch, only when this request used the link (or as `eventWhen`
 * says, after `follow`); the event is then handed to its queue. The answer for the page when the
 * link was not used, otherwise undefined.
 */
export async function spend(
  c: Context<AppEnv>,
  opened: { db: Database; link: LinkRow; now: number },
  birthday: string | undefined,
  follow: Follow[],
  event: Owed,
  notices: Owed[] = [],
  eventWhen: (owed: Owed) => Follow = oweWhenUsed,
): Promise<ProblemResponse | undefined> {
  const owed = [event, ...notices];
  const outcome = await spendLink(opened.db, opened.link.id, opened.now, birthday, [...follow, eventWhen(event), ...notices.map(oweWhenUsed)]);
  if (outcome.spent) {
    await handOver(c.env, owed);
    return undefined;
  }
  if ('refused' in outcome) return problemResponse(outcome.refused);
  const wrong = birthdayOutcome(false, outcome.wrongBirthdays);
  if (wrong.ok) return undefined;
  return wrong.code === 'BIRTHDAY_MISMATCH'
    ? problemResponse('BIRTHDAY_MISMATCH', { remainingAttempts: wrong.remainingAttempts })
    : problemResponse('BIRTHDAY_ATTEMPTS_EXCEEDED');
}

/**
 * Opens a link that needs nothing but the hash, and uses it up: the three one-click actions.
 * `event` names what the core is told, `eventWhen` when it is written (`spend`).
 */
export async function useLink(
  c: Context<AppEnv>,
  hash: string,
  kind: LinkKind,
  event: (link: LinkRow, now: number) => Owed,
  follow: Follow[] = [],
  eventWhen?: (owed: Owed) => Follow,
): Promise<Opened> {
  const opened = await openLink(c, hash, kind);
  if ('response' in opened) return opened;
  const refused = await spend(c, opened, undefined, follow, event(opened.link, opened.now), [], eventWhen);
  return refused ? { response: refused } : opened;
}
