import { z } from '@hono/zod-openapi';
import { locales, registrationLocales } from '@site/i18n/locales';
import { isEmail, randomIdPattern } from '@site/validation';
import { signupTypes } from './rules/signups';

/**
 * The components of the contract. These zod schemas are the one source: the API validates with
 * them, serves them as /openapi.json, the mock validates with them, and
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

const email = z
  .string()
  .max(254)
  .refine(isEmail, { params: { rule: 'format' } })
  .openapi({ format: 'email' });

export const LinkHash = z
  .string()
  .min(1)
  .max(200)
  .openapi('LinkHash', { description: "The hash from the link's URL fragment." });

export const Birthday = z.iso
  .date()
  .openapi('Birthday', { description: 'Date of birth (YYYY-MM-DD), asked as a security measure.' });

export const Password = z
  .string()
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
    firstName: z.string().max(100).optional(),
    locale: SiteLocale,
    acceptedPrivacy: z.boolean().openapi({ description: 'Must be true.' }),
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
    token: z.string().min(1).max(200).openapi({ description: "The token from the e-mail link's URL fragment." }),
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
    status: z.literal('UNSUBSCRIBED'),
  })
  .openapi('SignupUnsubscription');

export const RegistrationRequest = z
  .object({
    locale: RegistrationLocale,
    code: z.string().max(64).optional().openapi({ description: "The 'code' query parameter the registration app was opened with." }),
    webSessionId: randomId()
      .optional()
      .openapi({ description: 'The WSID cookie, present only with tracking consent.' }),
    firstName: z.string().min(1).max(100),
    lastName: z.string().min(1).max(100),
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
      iban: z.string().max(64).openapi({ description: 'IBAN of the account to pay into, spaces allowed.' }),
      name: z.string().min(1).max(140).openapi({ description: 'Account holder of that account; must be the customer.' }),
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
      .record(z.string().max(64), z.boolean())
      .openapi({ description: 'Every service key of the consent registry, true when granted.' }),
    gpc: z.boolean().openapi({ description: 'The browser sent Global Privacy Control.' }),
    locale: SiteLocale,
    source: z.enum(consentSources).openapi({
      description: 'Where the choice was made: the summary, settings reached from it, or settings opened from the footer.',
    }),
    path: z
      .string()
      .max(2048)
      .regex(/^\//)
      .openapi({ description: 'Path of the page (no query, no fragment).' }),
  })
  .openapi('ConsentRecord');

export const StoredConsentRecord = ConsentRecord.extend({
  recordedAt: z.string().openapi({ format: 'date-time', description: 'When the API stored the record (UTC).' }),
}).openapi('StoredConsentRecord');

export const ConsentRecordLookup = z
  .object({
    consentId: z.string(),
    records: z.array(StoredConsentRecord).openapi({ description: 'Every stored choice of this consent id, oldest first.' }),
  })
  .openapi('ConsentRecordLookup');

/** The consent id a support lookup names in its path. */
export const ConsentIdParam = randomId();

export type ConsentRecord = z.infer<typeof ConsentRecord>;
