import type { LinkKind } from '@site/validation';

/**
 * The mock's world: the account holders a link can belong to, how long each kind of link is
 * valid, and the magic words that make the mock misbehave for tests. README.md lists them for
 * testers; change both together.
 */
export { accountHolders, type AccountHolder, type HolderId } from '../fixtures';

/** The link kinds (first part of a hash): the API's. */
export type LinkPurpose = LinkKind;

/**
 * Magic last parts of a hash (and magic e-mail local parts for sign-ups and registration):
 * - boom: answers 500 SERVER_ERROR
 * - garbled: answers 200 with an HTML page instead of JSON
 * - slow: answers normally after `slowMs` (loading states)
 * - hang: never answers (timeouts)
 * - used: the link was used before; blocked: it has three wrong birthdays
 * - limited: answers 429 RATE_LIMITED with `Retry-After: 120`
 * - robot: answers 403 TURNSTILE_FAILED
 * - pending: PSD2 stays PENDING; failed: PSD2 answers FAILED
 * - phish, dataurl: PSD2 stays PENDING with a hostile appUrl (another site; a data: URL)
 */
export const magicWords = ['boom', 'garbled', 'slow', 'hang', 'used', 'blocked', 'limited', 'robot', 'pending', 'failed', 'phish', 'dataurl'] as const;

/** The `Retry-After` of the magic word `limited`, in seconds. */
export const limitedRetryAfterSeconds = 120;

/** The appUrl a hostile or broken backend might answer with, per magic word. */
export const hostileAppUrls = {
  phish: 'https://evil.example/phish',
  dataurl: 'data:text/html,<script>alert(document.domain)</script>',
} as const;
export type MagicWord = (typeof magicWords)[number];


/** PSD2 status answers PENDING this many times before AUTHORIZED. */
export const psd2PendingPolls = 2;
