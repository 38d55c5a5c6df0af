import { consentSources, deviceClasses, lcpKinds, inpKinds, linkKinds, vitalsMetrics, psd2Statuses, signupEventKinds, signupStatuses, signupTypes } from '@site/api/contract';
import { outboxKinds, outboxStatuses } from '../rules/outbox';
import { pageTypes } from '@site/config/routes';
import { locales } from '@site/i18n/locales';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * The whole database of the API, in Drizzle's SQLite dialect (D1). `pnpm db:generate` writes
 * the SQL migrations in ../../migrations from this file; `wrangler d1 migrations apply` runs
 * them. Times are Unix milliseconds (integer), so comparisons need no date parsing in SQL.
 */

/**
 * Account-action links written by the bank's core system (internal endpoint) or the
 * registration's verification mail. Only the SHA-256 of the random token is kept.
 */
export const links = sqliteTable(
  'links',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind', { enum: linkKinds }).notNull(),
    holderFirstName: text('holder_first_name').notNull(),
    holderLastName: text('holder_last_name').notNull(),
    /** Birthday on file, YYYY-MM-DD; null when the action asks for none (verification of a new registration). */
    birthday: text('birthday'),
    locale: text('locale', { enum: locales }).notNull(),
    createdAt: integer('created_at').notNull(),
    usedAt: integer('used_at'),
    /** The request that used the link: what it wrote in the same batch names it (store/links.ts `spendLink`). */
    useId: text('use_id'),
    wrongBirthdays: integer('wrong_birthdays').notNull().default(0),
    referralCode: text('referral_code'),
    psd2Status: text('psd2_status', { enum: psd2Statuses }),
    /** When the PSD2 page first asked for the status: the core system is told once (`psd2_authorization.opened`). */
    psd2OpenedAt: integer('psd2_opened_at'),
    appUrl: text('app_url'),
    /** The core system's own name for the link (POST /internal/links `reference`), carried by every event of it. */
    reference: text('reference'),
    /**
     * The holder's address for the notice after the action (a password reset: "your password was
     * changed"), as the core passed it; erased when the link is used.
     */
    notifyEmail: text('notify_email'),
    /** The registration whose address a `verify` link confirms. */
    registrationId: text('registration_id'),
  },
  (t) => [uniqueIndex('links_token_hash').on(t.tokenHash)],
);

/** Sign-ups of the four forms. One row per (type, e-mail); a confirmed one never goes back to pending. */
export const signups = sqliteTable(
  'signups',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: signupTypes }).notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    locale: text('locale', { enum: locales }).notNull(),
    status: text('status', { enum: signupStatuses }).notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    confirmedAt: integer('confirmed_at'),
    unsubscribedAt: integer('unsubscribed_at'),
    /** The request that last changed the row: what it writes in the same batch names it (store/signups.ts). */
    requestId: text('request_id'),
  },
  (t) => [uniqueIndex('signups_type_email').on(t.type, t.email)],
);

/**
 * What happened to a sign-up, as proof (UWG § 7): when it was asked for and from which page,
 * confirmed, unsubscribed. Append-only, like the consent records: a trigger refuses every
 * UPDATE, a new sign-up of the same address starts a new double opt-in beside the history, and
 * the retention cron deletes an address's events only 3 years after its last one, never while it
 * is subscribed (rules/retention.ts).
 */
export const signupEvents = sqliteTable(
  'signup_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type', { enum: signupTypes }).notNull(),
    email: text('email').notNull(),
    event: text('event', { enum: signupEventKinds }).notNull(),
    locale: text('locale', { enum: locales }).notNull(),
    /** The page the form was sent from, the confirm or unsubscribe page, or `one-click` (RFC 8058 from a mail program). */
    page: text('page'),
    at: integer('at').notNull(),
  },
  (t) => [index('signup_events_address').on(t.type, t.email), index('signup_events_at').on(t.at)],
);

/**
 * The tokens of the links in mails (confirm, unsubscribe), as SHA-256 hashes. Several per
 * sign-up, so the links of an older mail keep working after a repeated sign-up.
 */
export const mailTokens = sqliteTable(
  'mail_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['confirm', 'unsubscribe'] }).notNull(),
    signupId: text('signup_id'),
    registrationId: text('registration_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('mail_tokens_signup_id').on(t.signupId)],
);

/** Step one of opening an account, from the registration app. */
export const registrations = sqliteTable(
  'registrations',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale', { enum: locales }).notNull(),
    /** PHC string: `$pbkdf2-sha256$i=<iterations>$<salt>$<key>` (src/crypto.ts). */
    passwordHash: text('password_hash').notNull(),
    code: text('code'),
    /** The slug of the plan chosen on the site, when the content has it (src/rules/plans.ts). */
    plan: text('plan'),
    webSessionId: text('web_session_id'),
    acceptedNewsletter: integer('accepted_newsletter', { mode: 'boolean' }).notNull(),
    acceptedTerms: integer('accepted_terms', { mode: 'boolean' }).notNull(),
    acceptedPrivacy: integer('accepted_privacy', { mode: 'boolean' }).notNull(),
    acceptedMarketing: integer('accepted_marketing', { mode: 'boolean' }).notNull(),
    createdAt: integer('created_at').notNull(),
    emailVerifiedAt: integer('email_verified_at'),
    /** Set by the unsubscribe link of its mails: no more newsletter or marketing mail. */
    unsubscribedAt: integer('unsubscribed_at'),
    /**
     * The request that last changed the row (verified its address, unsubscribed it): the event it
     * owes the core, in the same batch, is written only for it (store/registrations.ts).
     */
    requestId: text('request_id'),
  },
  (t) => [uniqueIndex('registrations_email').on(t.email)],
);

/** Accounts finished from a partner link (password set there). */
export const partnerAccounts = sqliteTable('partner_accounts', {
  linkId: text('link_id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  acceptedMarketing: integer('accepted_marketing', { mode: 'boolean' }).notNull(),
  createdAt: integer('created_at').notNull(),
});

/** New passwords from reset links, for the core system to pick up. */
export const passwordResets = sqliteTable('password_resets', {
  linkId: text('link_id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  createdAt: integer('created_at').notNull(),
});

/** Payout instructions from reimbursement links, for the core system to pick up. */
export const reimbursements = sqliteTable('reimbursements', {
  linkId: text('link_id').primaryKey(),
  iban: text('iban').notNull(),
  recipientName: text('recipient_name').notNull(),
  createdAt: integer('created_at').notNull(),
});

/**
 * Proof of consent. Append-only: the API never updates a row; the retention cron deletes rows
 * older than CONSENT_RETENTION_DAYS.
 */
export const consentRecords = sqliteTable(
  'consent_records',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    consentId: text('consent_id').notNull(),
    revision: integer('revision').notNull(),
    /** JSON object: service key -> granted. */
    services: text('services').notNull(),
    gpc: integer('gpc', { mode: 'boolean' }).notNull(),
    locale: text('locale', { enum: locales }).notNull(),
    source: text('source', { enum: consentSources }).notNull(),
    path: text('path').notNull(),
    recordedAt: integer('recorded_at').notNull(),
  },
  (t) => [index('consent_records_consent_id').on(t.consentId), index('consent_records_recorded_at').on(t.recordedAt)],
);


/**
 * Work that leaves the API (docs/handover.md): every owed mail and every event for the bank's
 * core system, written in the same D1 batch as the change it belongs to, then sent to its queue
 * (MAIL_QUEUE, CORE_EVENTS_QUEUE); the minute cron sends again what was written but never queued.
 * The id is the idempotency key: a mail is sent at most once per row, an event carries it as its
 * `webhook-id`. `payload` holds what the consumer needs (a mail's address and links, an event's
 * data) until the row is sent; then it is erased, and the retention cron deletes the row.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: outboxKinds }).notNull(),
    /** The mail's template or the event's type, e.g. `signupConfirmation`, `password_reset.completed`. */
    topic: text('topic').notNull(),
    /** JSON; null once sent. */
    payload: text('payload'),
    status: text('status', { enum: outboxStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at'),
    /** Why the last attempt failed, never with an address or a token. */
    lastError: text('last_error'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    sentAt: integer('sent_at'),
  },
  (t) => [index('outbox_status').on(t.status, t.updatedAt)],
);

/**
 * Field data (the Core Web Vitals beacons of consenting visitors): how many page views of a day,
 * page type, locale and device class measured a metric in each bucket (src/rules/vitals.ts). One
 * upsert per beacon; no beacon, IP or other identifier is kept. Deleted after 90 days by the
 * daily cron.
 */
export const vitalsHistogram = sqliteTable(
  'vitals_histogram',
  {
    /** UTC, `YYYY-MM-DD`. */
    day: text('day').notNull(),
    pageType: text('page_type', { enum: pageTypes }).notNull(),
    locale: text('locale', { enum: locales }).notNull(),
    deviceClass: text('device_class', { enum: deviceClasses }).notNull(),
    metric: text('metric', { enum: vitalsMetrics }).notNull(),
    /** The bucket's lower bound in the metric's stored unit (milliseconds; CLS in thousandths). */
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pageType, t.locale, t.deviceClass, t.metric, t.bucket] })],
);

/**
 * What the LCP element and the INP interaction were, counted per day, page type and metric: the
 * report's most frequent elements and targets. `kind`: image or text (LCP), pointer or keyboard (INP).
 */
export const vitalsAttribution = sqliteTable(
  'vitals_attribution',
  {
    day: text('day').notNull(),
    pageType: text('page_type', { enum: pageTypes }).notNull(),
    metric: text('metric', { enum: vitalsMetrics }).notNull(),
    target: text('target').notNull(),
    kind: text('kind', { enum: [...lcpKinds, ...inpKinds] }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pageType, t.metric, t.target, t.kind] })],
);
