import { z } from '@hono/zod-openapi';
import { locales, registrationLocales } from '@site/i18n/locales';
import { ACCOUNT_HOLDER_MAX_LENGTH, isEmail, isPlainText, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, randomIdPattern, registrationCodePattern } from '@site/validation';
import { vendors } from '@site/vendors';
import { linkKinds } from './rules/links';
import { signupTypes } from './rules/signups';
import { pageTypes } from '@site/config/routes';
import { buildIdPattern, deviceClasses, effectiveTypes, inpKinds, lcpKinds, maxVitalsTargetLength, vitalsMaxValues, vitalsMetrics } from './rules/vitals';

/**
 * The components of the contract. These zod schemas are the one source: the API validates with
 * them, serves them as /openapi.json, and
 * `pnpm --filter @site/api-worker contract` writes the same document to packages/api/openapi.yaml,
 * from which the client's types are generated.
 */

export const SiteLocale = z.enum(locales).openapi('SiteLocale');
export const RegistrationLocale = z.enum(registrationLocales).openapi('RegistrationLocale');
export const SignupType = z.enum(signupTypes).openapi('SignupType');

/** States of a PSD2 account connection. */
export const psd2Statuses = ['PENDING', 'AUTHORIZED', 'FAILED'] as const;
/** Where a cookie choice was made: the summary, settings reached from it, or settings opened from the footer. */
export const consentSources = ['summary', 'settings', 'footer'] as const;

/** A random id of the consent layer (nanoid): the consent id and the WSID cookie. */
const randomId = () => z.string().regex(randomIdPattern);

/**
 * Free text: one line a person can type. NUL and other controls, bidi controls and lone
 * surrogates (which D1 would store as invalid UTF-8) are refused in every text field.
 */
const text = () => z.string().refine(isPlainText, { params: { rule: 'format' } });

/** The service keys of the consent registry (SPEC §3). */
export const consentServiceKeys = Object.keys(vendors) as [keyof typeof vendors, ...(keyof typeof vendors)[]];

/**
 * A path of one of the two sites, as `location.pathname` gives it: `/`, or below a locale of
 * either app (`/en-EU/jobs/`, `/deDE/error`); no `//`, query, fragment or backslash.
 */
export const sitePathPattern = new RegExp(`^/(?:(?:${[...locales, ...registrationLocales].join('|')})(?:/[A-Za-z0-9._~%!$&'()*+,;=:@-]+)*/?)?$`);

const email = z
  .string()
  .max(MAX_EMAIL_LENGTH)
  .refine(isEmail, { params: { rule: 'format' } })
  .openapi({ format: 'email' });
/** An e-mail address as every form and the internal link request take it. */
export const Email = email;

export const LinkHash = text()
  .min(1)
  .max(200)
  .openapi('LinkHash', { description: "The hash from the link's URL fragment." });

export const Birthday = z.iso
  .date()
  .openapi('Birthday', { description: 'Date of birth (YYYY-MM-DD), asked as a security measure.' });

export const Password = text()
  .min(8)
  .max(128)
  .openapi('Password', {
    description:
      'At least 8 characters and at least two of lowercase letter, uppercase letter, digit, special character (SPEC §5). Checked again on the server.',
  });

export const Consents = z
  .object({
    termsAndConditions: z.boolean().openapi({
      description: 'Terms and conditions of the company and the partner bank, plus the other terms. Must be true.',
    }),
    privacy: z.boolean().openapi({ description: 'Privacy policies of the company, the app and the partner bank. Must be true.' }),
    marketing: z.boolean().openapi({ description: 'Optional marketing consent.' }),
  })
  .openapi('Consents');

export const SignupRequest = z
  .object({
    email,
    firstName: z.string().max(MAX_NAME_LENGTH).optional(),
    locale: SiteLocale,
    acceptedPrivacy: z.boolean().openapi({ description: 'Must be true.' }),
    page: z
      .string()
      .max(2048)
      .regex(sitePathPattern)
      .optional()
      .openapi({ description: 'Path of the page the form was sent from (no query, no fragment), kept with the sign-up as proof.' }),
  })
  .openapi('SignupRequest');

export const SignupResponse = z
  .object({
    type: SignupType,
    next: z.enum(['CONFIRM_EMAIL', 'WAITING_LIST_JOINED']).openapi({
      description: 'CONFIRM_EMAIL for newsletter, crowdinvesting and iou; WAITING_LIST_JOINED for investing.',
    }),
  })
  .openapi('SignupResponse');

export const SignupTokenRequest = z
  .object({
    token: text().min(1).max(200).openapi({ description: "The token from the e-mail link's URL fragment." }),
  })
  .openapi('SignupTokenRequest');

export const SignupConfirmation = z
  .object({
    type: SignupType,
    locale: SiteLocale,
    status: z.literal('CONFIRMED'),
  })
  .openapi('SignupConfirmation');

export const SignupUnsubscription = z
  .object({
    type: SignupType.optional().openapi({ description: 'The sign-up left; absent for the mails of a registration.' }),
    locale: SiteLocale,
    status: z.enum(['UNSUBSCRIBED', 'ALREADY_UNSUBSCRIBED']).openapi({
      description: 'ALREADY_UNSUBSCRIBED when the link was used before: nothing changed, no mail of it is sent any more.',
    }),
  })
  .openapi('SignupUnsubscription');

export const RegistrationRequest = z
  .object({
    locale: RegistrationLocale,
    code: z
      .string()
      .regex(registrationCodePattern)
      .optional()
      .openapi({ description: "The 'code' query parameter the registration app was opened with (1 to 64 of A-Z, a-z, 0-9, _ and -)." }),
    webSessionId: randomId()
      .optional()
      .openapi({ description: 'The WSID cookie, present only with tracking consent.' }),
    plan: text()
      .max(64)
      .optional()
      .openapi({
        description:
          "The slug of the plan the visitor chose on the site (the 'plan' query parameter). Checked against the plans of the content: an unknown one is stored as no plan, with no error.",
      }),
    firstName: z.string().min(1).max(MAX_NAME_LENGTH),
    lastName: z.string().min(1).max(MAX_NAME_LENGTH),
    email,
    password: Password,
    acceptedNewsletter: z.boolean(),
    consents: Consents,
  })
  .openapi('RegistrationRequest');

export const RegistrationResponse = z
  .object({ firstName: z.string().openapi({ description: 'Greets the visitor on the success screen.' }) })
  .openapi('RegistrationResponse');

export const LinkRequest = z.object({ hash: LinkHash }).openapi('LinkRequest');

export const LinkKindName = z.enum(linkKinds).openapi('LinkKind', {
  description: 'partner: partner registration; reset: password reset; refund: reimbursement; and the one-click links.',
});

/** What a link can still do, as a page that acts on it needs to know when it opens. */
export const linkStates = ['VALID', 'EXPIRED', 'USED', 'BLOCKED'] as const;

export const LinkStatusRequest = z
  .object({ hash: LinkHash, kind: LinkKindName.openapi({ description: 'The kind of link the page acts on.' }) })
  .openapi('LinkStatusRequest');

export const LinkStatus = z
  .object({
    kind: LinkKindName,
    state: z.enum(linkStates).openapi({
      description:
        'VALID: the page may show its form. EXPIRED: older than its validity, or never issued for this kind (an unknown link answers so, to tell nothing more). USED: its action was done. BLOCKED: three wrong birthdays.',
    }),
  })
  .openapi('LinkStatus');

export const PartnerRegistrationRequest = z
  .object({ hash: LinkHash, password: Password, birthday: Birthday, consents: Consents })
  .openapi('PartnerRegistrationRequest');

export const PasswordResetRequest = z
  .object({ hash: LinkHash, password: Password, birthday: Birthday })
  .openapi('PasswordResetRequest');

export const ReimbursementRequest = z
  .object({
    hash: LinkHash,
    recipient: z.object({
      iban: text().max(64).openapi({ description: 'IBAN of the account to pay into, spaces allowed.' }),
      name: z.string().min(1).max(ACCOUNT_HOLDER_MAX_LENGTH).openapi({ description: 'Account holder of that account; must be the customer.' }),
    }),
    birthday: Birthday,
  })
  .openapi('ReimbursementRequest');

export const Completed = z.object({ status: z.literal('DONE') }).openapi('Completed');

export const ReferralRedemption = z
  .object({
    referralCode: z.string().openapi({ description: "Passed to the registration app as its 'code' parameter." }),
  })
  .openapi('ReferralRedemption');

export const Psd2Authorization = z
  .object({
    status: z.enum(psd2Statuses).openapi({
      description: 'PENDING until the release is given in the app; FAILED when the third-party connection broke.',
    }),
    appUrl: z.string().openapi({
      format: 'uri',
      description: 'Deep link that opens the release screen in the app (button on small screens, QR code on large ones).',
    }),
  })
  .openapi('Psd2Authorization');

export const ConsentRecord = z
  .strictObject({
    consentId: randomId().openapi({ description: 'Random id (nanoid), the same for every choice of one visitor.' }),
    revision: z.int().min(1).openapi({ description: 'CONSENT_POLICY_REVISION the choice was made under.' }),
    services: z
      .partialRecord(z.enum(consentServiceKeys), z.boolean())
      .openapi({ description: 'The service keys of the consent registry, true when granted; no other key.' }),
    gpc: z.boolean().openapi({ description: 'The browser sent Global Privacy Control.' }),
    locale: SiteLocale,
    source: z.enum(consentSources).openapi({
      description: 'Where the choice was made: the summary, settings reached from it, or settings opened from the footer.',
    }),
    path: z
      .string()
      .max(2048)
      .regex(sitePathPattern)
      .openapi({ description: 'Path of the page on one of the two sites (no query, no fragment).' }),
  })
  .openapi('ConsentRecord');

/**
 * A record as the lookup answers it: the choice's fields and when it was stored, no other. One
 * closed object, not `ConsentRecord.extend`: the document wrote that as an `allOf` of two
 * schemas that each forbid the other's fields, which no record could pass.
 */
export const StoredConsentRecord = z
  .strictObject({
    ...ConsentRecord.shape,
    recordedAt: z.string().openapi({ format: 'date-time', description: 'When the API stored the record (UTC).' }),
  })
  .openapi('StoredConsentRecord');

export const ConsentRecordLookup = z
  .object({
    consentId: z.string(),
    records: z.array(StoredConsentRecord).openapi({ description: 'Every stored choice of this consent id, oldest first.' }),
  })
  .openapi('ConsentRecordLookup');

/** The consent id a support lookup names in its path. */
export const ConsentIdParam = randomId();

export type ConsentRecord = z.infer<typeof ConsentRecord>;

export const PageType = z.enum(pageTypes).openapi('PageType', { description: 'A page type of the route registry (@site/config/routes `pageTypes`).' });
export const VitalsMetric = z.enum(vitalsMetrics).openapi('VitalsMetric');
export const DeviceClass = z.enum(deviceClasses).openapi('DeviceClass', { description: "From the viewport's width at the theme's breakpoints." });

const metricValue = (metric: keyof typeof vitalsMaxValues) =>
  z
    .number()
    .min(0)
    .max(vitalsMaxValues[metric])
    .optional()
    .openapi({ description: metric === 'CLS' ? `Layout-shift score, 0 to ${vitalsMaxValues.CLS}.` : `Milliseconds, 0 to ${vitalsMaxValues[metric]}.` });

/** An element's selector or an interaction's target, as web-vitals' attribution names it. */
const vitalsTarget = text().min(1).max(maxVitalsTargetLength);

export const VitalsBeacon = z
  .strictObject({
    pageType: PageType,
    locale: SiteLocale,
    deviceClass: DeviceClass,
    effectiveType: z.enum(effectiveTypes).openapi({ description: "The connection's `effectiveType`, `unknown` where the browser does not say." }),
    buildId: z.string().regex(buildIdPattern).openapi({ description: 'The id of the build that served the page.' }),
    metrics: z
      .strictObject(Object.fromEntries(vitalsMetrics.map((metric) => [metric, metricValue(metric)])) as Record<(typeof vitalsMetrics)[number], ReturnType<typeof metricValue>>)
      .refine((metrics) => Object.values(metrics).some((value) => value !== undefined), { params: { rule: 'required' } })
      .openapi({ description: 'The final value of each metric measured on the page; at least one.' }),
    lcp: z
      .strictObject({ target: vitalsTarget, kind: z.enum(lcpKinds) })
      .optional()
      .openapi({ description: "The LCP element's selector and whether it was an image." }),
    inp: z
      .strictObject({ target: vitalsTarget, kind: z.enum(inpKinds) })
      .optional()
      .openapi({ description: "The INP interaction's target and its kind of input." }),
  })
  .openapi('VitalsBeacon', { description: 'One page view\'s Core Web Vitals. No identifier, path, query or fragment.' });
export type VitalsBeacon = z.infer<typeof VitalsBeacon>;
