import { birthdayMatches, birthdayOutcome, refuseLink, type LinkKind } from '@site/api/contract';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-types';
import { hashPassword, hashToken } from '../../crypto';
import { limitByTarget } from '../../http/abuse';
import { problemResponse, type ProblemResponse } from '../../http/problem';
import { database, type Database } from '../../store/db';
import { countWrongBirthday, findLink, markUsed, type LinkRow } from '../../store/links';

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

/** Opens a link that needs nothing but the hash, and uses it up: the three one-click actions. */
export async function useLink(c: Context<AppEnv>, hash: string, kind: LinkKind): Promise<Opened> {
  const opened = await openLink(c, hash, kind);
  if ('response' in opened) return opened;
  if (!(await markUsed(opened.db, opened.link.id, opened.now))) return { response: problemResponse('LINK_ALREADY_USED') };
  return opened;
}

/** Counts a wrong birthday in the database; the answer for the page, or undefined when it matches. */
export async function checkBirthday(db: Database, link: LinkRow, birthday: string): Promise<ProblemResponse | undefined> {
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
export async function spendWithPassword(
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
