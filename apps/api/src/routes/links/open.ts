import { birthdayOutcome, refuseLink, type LinkKind } from '@site/api/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-types';
import { hashToken } from '../../crypto';
import { limitByTarget } from '../../http/abuse';
import { problemResponse, type ProblemResponse } from '../../http/problem';
import { database, type Database } from '../../store/db';
import { findLink, spendLink, type Follow, type LinkRow } from '../../store/links';

export type Opened = { db: Database; link: LinkRow; now: number } | { response: ProblemResponse };

/** The checks of every link call, in order: the per-link rate limit, then the link rules of the contract. */
export async function openLink(c: Context<AppEnv>, hash: string, kind: LinkKind): Promise<Opened> {
  const limited = await limitByTarget(c, `link:${await hashToken(hash)}`);
  if (limited) return { response: limited };
  const db = database(c.env.DB);
  const now = Date.now();
  const link = await findLink(db, hash);
  const refusal = refuseLink(link, kind, now);
  if (refusal || !link) return { response: problemResponse(refusal ?? 'LINK_INVALID') };
  return { db, link, now };
}

/**
 * Uses an opened link, with the birthday check where the action asks for one, in one statement
 * (store/links.ts `spendLink`); `follow` writes what the action does, in the same batch. The
 * answer for the page when the link was not used, otherwise undefined.
 */
export async function spend(opened: { db: Database; link: LinkRow; now: number }, birthday: string | undefined, follow: Follow[]): Promise<ProblemResponse | undefined> {
  const outcome = await spendLink(opened.db, opened.link.id, opened.now, birthday, follow);
  if (outcome.spent) return undefined;
  if ('refused' in outcome) return problemResponse(outcome.refused);
  const wrong = birthdayOutcome(false, outcome.wrongBirthdays);
  if (wrong.ok) return undefined;
  return wrong.code === 'BIRTHDAY_MISMATCH'
    ? problemResponse('BIRTHDAY_MISMATCH', { remainingAttempts: wrong.remainingAttempts })
    : problemResponse('BIRTHDAY_ATTEMPTS_EXCEEDED');
}

/** Opens a link that needs nothing but the hash, and uses it up: the three one-click actions. */
export async function useLink(c: Context<AppEnv>, hash: string, kind: LinkKind, follow: Follow[] = []): Promise<Opened> {
  const opened = await openLink(c, hash, kind);
  if ('response' in opened) return opened;
  const refused = await spend(opened, undefined, follow);
  return refused ? { response: refused } : opened;
}
