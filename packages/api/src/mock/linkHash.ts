import { linkKinds } from '../contract/rules/links';
import { accountHolders, magicWords, type HolderId, type LinkPurpose, type MagicWord } from './fixtures';

/**
 * The mock's link hashes are readable so a tester can type them:
 * `<purpose>-<created>-<holder>[-<magic>]`, where created is either a date (`20260115`) or an
 * age in days (`3d`, so fixtures never go stale). A real backend's hashes are opaque.
 */
export interface LinkHash {
  purpose: LinkPurpose;
  createdAt: Date;
  holder: HolderId;
  magic: MagicWord | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function parseCreated(value: string, now: Date): Date | undefined {
  const age = /^(\d{1,4})d$/.exec(value);
  if (age) return new Date(now.getTime() - Number(age[1]) * DAY_MS);
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!date) return undefined;
  const created = new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
  return Number.isNaN(created.getTime()) || created.getUTCDate() !== Number(date[3]) ? undefined : created;
}

export function parseLinkHash(hash: string, now: Date): LinkHash | undefined {
  const [purpose, created, holder, magic, ...rest] = hash.trim().toLowerCase().split('-');
  if (rest.length > 0 || !purpose || !created || !holder) return undefined;
  if (!(linkKinds as readonly string[]).includes(purpose) || !Object.hasOwn(accountHolders, holder)) return undefined;
  if (magic !== undefined && !(magicWords as readonly string[]).includes(magic)) return undefined;
  const createdAt = parseCreated(created, now);
  if (!createdAt || createdAt.getTime() > now.getTime()) return undefined;
  return { purpose: purpose as LinkPurpose, createdAt, holder: holder as HolderId, magic: magic as MagicWord | undefined };
}

/** The magic word of an e-mail's local part (`boom@example.com`), for calls without a hash. */
export function magicOfEmail(email: string): MagicWord | undefined {
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  return (magicWords as readonly string[]).includes(local) ? (local as MagicWord) : undefined;
}
