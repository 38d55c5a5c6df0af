import { defaultAppLinkOrigins, defaultPsd2AppLink } from './appLinks';
import { localCoreWebhookSecret } from './coreWebhook.mjs';
import { legalIdentityVariables } from './legalIdentity';
import { defaultSiteConfig } from './siteConfig';

/**
 * Every environment variable of the project, declared once: who reads it, its default, what it
 * changes, whether it is a secret, and how the deploy and editor preview workflows pass it (or
 * why not). `pnpm variables:write` writes from it the README's configuration table, the bench
 * README's, turbo.json's `globalEnv` and the variables of `.github/workflows/deploy.yml` and
 * `preview.yml`; `variables.test.ts` fails when one of them differs from what it would write,
 * and when any file of the repository reads a variable that is not declared here (src/envReads.ts
 * finds the readers in code, scripts, workflows and settings files). Adding a variable is one
 * entry here, then that command.
 *
 * The readers stay where they are (siteConfig.ts, legalIdentity.ts, @site/consent/config,
 * @site/api's config, @site/content, the Worker's src/config.ts, the scripts); the defaults of
 * this package's readers are taken from them, not written again.
 */

/**
 * Who reads a variable:
 * - `build`: the builds of both apps (turbo passes it to them: `globalEnv`; the deploy workflow
 *   sets it for its build job, so the build and the steps after it see it);
 * - `worker`: the API Worker (the deploy workflow hands it to wrangler in its API job, never to
 *   the build job: a secret through `wrangler secret bulk`, a variable through
 *   `.github/scripts/api-deploy-config.mjs`; those the release check reads, to that step too);
 * - `deploy`: the deploy and editor preview workflows' own steps (the Worker's production
 *   configuration, wrangler's account and the Pages projects), each step naming what it needs;
 * - `local`: only the README's local commands, the stubs and the test runs;
 * - `bench`: the benchmark (`pnpm bench`, bench/README.md lists these).
 */
export type Reader = 'build' | 'worker' | 'deploy' | 'local' | 'bench';

/** How a workflow passes a variable. */
export type Passing =
  /**
   * From the repository's settings under its own name: a secret from its secrets, anything else
   * from its variables; `orElse` (a workflow expression) when it is unset.
   */
  | { repository: true; orElse?: string }
  /** Always this value. */
  | { value: string }
  /** By the "Vendor ids and hosts" step (.github/scripts/vendor-env.mjs), without naming it. */
  | { vendorStep: true }
  | { notPassed: string };

export interface Variable {
  readBy: readonly Reader[];
  /** The value that applies when it is unset or blank; without one, unset means off or absent. */
  default?: string;
  /** The README's words for the default, where the value alone does not say it. */
  defaultText?: string;
  /** What it changes: the README table's cell (Markdown). */
  changes: string;
  /** A token, key or password: a repository secret, and kept out of every build's output. */
  secret?: boolean;
  /** How the deploy workflow passes it. */
  deploy: Passing;
  /** How the editor preview workflow passes it, where that differs from the deploy workflow. */
  preview?: Passing;
  /** Said above its line in the workflows. */
  comment?: string;
  /** Other names the code reads for it; turbo passes them too. */
  aliases?: readonly string[];
}

const repository = { repository: true } as const;
const bench = { readBy: ['bench'], deploy: { notPassed: 'a setting of the benchmark' } } as const;
const releaseRefuses = { notPassed: 'a release leaves it unset, and `DEPLOY_ENV=production` refuses it' } as const;
const local = (why: string) => ({ notPassed: why }) as const;
const identityDefault = (name: keyof typeof legalIdentityVariables) => legalIdentityVariables[name].fallback(defaultSiteConfig.brand);

/** `<KEY>` stands for each vendor of the registry (`packages/vendors/src/vendors.ts`). */
export const vendorKeyPlaceholder = '<KEY>';

export const variables = {
  DEPLOY_ENV: {
    readBy: ['build'],
    defaultText: 'unset (the README commands never set it)',
    changes:
      "`production`: every placeholder below (localhost or `.example` origins and e-mail, an unset contact e-mail or legal identity (the partner bank, the company, the deposit guarantee scheme: the local defaults are samples), sample words in it (`example`, `Muster`, `Beispiel`…), a 1234-style or film-block phone number, a VAT id that fails its check digit (jsvat; Germany's is ISO 7064 MOD 11,10), the placeholder store links, the default app-link origin, the bundled sample content, `E2E_PAGES=1`, an `API_BASE_URL` on another origin or ending in `/v1`, vendor or Bugsnag hosts on `.test`) fails the build, all listed in one message with the variable to set; the build prints which vendors have no id and stay off. Any other value is an error",
    deploy: { value: 'production' },
    preview: { notPassed: 'a preview publishes drafts to editors, not a release' },
  },
  BRAND_NAME: {
    readBy: ['build', 'worker'],
    default: defaultSiteConfig.brand,
    changes: "brand name in every text, title and the footer copyright, and in the API's mails",
    deploy: repository,
  },
  PARTNER_BANK_NAME: {
    readBy: ['build'],
    default: defaultSiteConfig.partnerBank,
    changes: "the partner bank's legal name, in texts (`{partnerBank}`), the imprint and both footers",
    deploy: repository,
  },
  PARTNER_BANK_SUPERVISOR: {
    readBy: ['build'],
    default: defaultSiteConfig.partnerBankSupervisor,
    changes:
      "the partner bank's supervisor, named in the deposit-guarantee notice (`{partnerBankSupervisor}` in the content's regulatory notices) and the imprint",
    deploy: repository,
  },
  PARTNER_BANK_ADDRESS: {
    readBy: ['build'],
    default: identityDefault('PARTNER_BANK_ADDRESS'),
    changes: "the partner bank's address (`<street and number>, <postal code> <city>, <ISO country code>`), in the imprint and both footers",
    deploy: repository,
  },
  PARTNER_BANK_REGISTER: {
    readBy: ['build'],
    default: identityDefault('PARTNER_BANK_REGISTER'),
    changes: "the partner bank's register entry (`<court>, <number>`), in the imprint and both footers",
    deploy: repository,
  },
  PARTNER_BANK_LICENCE_URL: {
    readBy: ['build'],
    default: identityDefault('PARTNER_BANK_LICENCE_URL'),
    defaultText: `\`${identityDefault('PARTNER_BANK_LICENCE_URL')}\` (the supervisor's database)`,
    changes: "the bank's entry in its supervisor's register of licensed institutions, linked from the imprint and both footers",
    deploy: repository,
  },
  PARTNER_BANK_TERMS_URL: {
    readBy: ['build'],
    default: identityDefault('PARTNER_BANK_TERMS_URL'),
    changes: "the partner bank's terms and conditions, linked from the registration consents of both apps (§3)",
    deploy: repository,
  },
  PARTNER_BANK_OTHER_TERMS_URL: {
    readBy: ['build'],
    default: identityDefault('PARTNER_BANK_OTHER_TERMS_URL'),
    changes: "the partner bank's other terms for the account (special conditions, list of prices and services), the consents' 'other terms'",
    deploy: repository,
  },
  PARTNER_BANK_PRIVACY_URL: {
    readBy: ['build'],
    default: identityDefault('PARTNER_BANK_PRIVACY_URL'),
    changes: "the partner bank's privacy policy, linked from the registration consents of both apps (§3)",
    deploy: repository,
  },
  DEPOSIT_GUARANTEE_SCHEME: {
    readBy: ['build'],
    default: identityDefault('DEPOSIT_GUARANTEE_SCHEME'),
    changes:
      'the statutory deposit guarantee scheme of the partner bank, named in the deposit-guarantee notice (`{depositGuaranteeScheme}`) and the depositor information sheet',
    deploy: repository,
  },
  DEPOSIT_GUARANTEE_ADDRESS: {
    readBy: ['build'],
    default: identityDefault('DEPOSIT_GUARANTEE_ADDRESS'),
    changes: "the scheme's address (as above), in the depositor information sheet",
    deploy: repository,
  },
  DEPOSIT_GUARANTEE_URL: {
    readBy: ['build'],
    default: identityDefault('DEPOSIT_GUARANTEE_URL'),
    changes: "the scheme's site, linked from the imprint and both footers",
    deploy: repository,
  },
  COMPANY_NAME: {
    readBy: ['build'],
    default: identityDefault('COMPANY_NAME'),
    defaultText: '`<BRAND_NAME> GmbH`',
    changes: "the company behind the brand: the imprint's provider, both footers, privacy texts (`{company}`)",
    deploy: repository,
  },
  COMPANY_ADDRESS: {
    readBy: ['build'],
    default: identityDefault('COMPANY_ADDRESS'),
    changes: "its address (as above; `{companyAddress}` in texts), in the imprint and both footers",
    deploy: repository,
  },
  COMPANY_REGISTER: {
    readBy: ['build'],
    default: identityDefault('COMPANY_REGISTER'),
    changes: 'its register entry (as above), in the imprint and both footers',
    deploy: repository,
  },
  COMPANY_REPRESENTATIVES: {
    readBy: ['build'],
    default: identityDefault('COMPANY_REPRESENTATIVES'),
    changes: 'its managing directors (comma-separated), in the imprint',
    deploy: repository,
  },
  CONTACT_PHONE: {
    readBy: ['build'],
    default: identityDefault('CONTACT_PHONE'),
    defaultText: `\`${identityDefault('CONTACT_PHONE')}\` (the Bundesnetzagentur's block for film and television)`,
    changes: "the imprint's phone, international format, checked against the numbering plan (libphonenumber-js)",
    deploy: repository,
  },
  VAT_ID: {
    readBy: ['build'],
    default: identityDefault('VAT_ID'),
    changes: "the imprint's VAT identification number (USt-IdNr.)",
    deploy: repository,
  },
  PARTNER_BANK_LOGO: {
    readBy: ['build'],
    defaultText: 'a wordmark drawn for `PARTNER_BANK_NAME`',
    changes:
      "the partner bank's logo in the registration app's footer ('empowered by'): an .svg, .png, .webp or .jpg file; its alt text is the partner named by the content's `trustMark`",
    deploy: repository,
  },
  CERTIFICATION_LOGO: {
    readBy: ['build'],
    defaultText: 'a seal drawn for the certifier the content names',
    changes:
      "the certification mark in the registration app's footer; its alt text and caption name the certification and its certifier from the content's `trustMark`",
    deploy: repository,
  },
  SITE_URL: {
    readBy: ['build', 'worker'],
    default: defaultSiteConfig.siteUrl,
    changes:
      "origin for canonical, hreflang, Open Graph and sitemap URLs, the registration app's legal links and the links in the API's mails; the API Worker's routes are on its host (docs/deploying.md)",
    deploy: repository,
  },
  REGISTRATION_URL: {
    readBy: ['build'],
    default: defaultSiteConfig.registrationUrl,
    changes: "origin of the registration app (links from the site; the API Worker's route on its host)",
    deploy: repository,
  },
  LOGIN_URL: {
    readBy: ['build'],
    default: defaultSiteConfig.loginUrl,
    changes: "target of the header's 'Log in' link (web banking or the app's link); a placeholder in production",
    deploy: repository,
  },
  SUPPORT_SITE_URL: {
    readBy: ['build'],
    default: defaultSiteConfig.supportSiteUrl,
    changes: 'help centre; the support link is `{SUPPORT_SITE_URL}/{de\\|en}/support/home`',
    deploy: repository,
  },
  CONTACT_EMAIL: {
    readBy: ['build'],
    default: defaultSiteConfig.contactEmail,
    changes: "the footer's contact mail link, e-mail support buttons and the imprint's e-mail",
    deploy: repository,
  },
  SECURITY_CONTACT: {
    readBy: ['build'],
    default: defaultSiteConfig.securityContact,
    changes: '`Contact` of `/.well-known/security.txt` (RFC 9116): a `mailto:` address or an `https:` URL',
    deploy: repository,
  },
  APP_STORE_URL: {
    readBy: ['build'],
    default: defaultSiteConfig.appStoreUrl,
    changes: 'App Store link',
    deploy: repository,
  },
  PLAY_STORE_URL: {
    readBy: ['build'],
    default: defaultSiteConfig.playStoreUrl,
    changes: 'Play Store link',
    deploy: repository,
  },
  APP_LINK_ORIGINS: {
    readBy: ['build'],
    default: defaultAppLinkOrigins.join(','),
    changes:
      "the app's URL scheme(s) and universal-link https origin(s), comma-separated; an app link from the API (PSD2's 'Open the app' and its QR code) is used only when it matches one, otherwise the page shows the store links",
    deploy: repository,
  },
  CONTENTFUL_SPACE_ID: {
    readBy: ['build'],
    defaultText: 'unset: the bundled export',
    changes: 'with `CONTENTFUL_ACCESS_TOKEN`, read the live Delivery API through the `contentful` SDK; setting only one is an error',
    deploy: repository,
  },
  CONTENTFUL_ACCESS_TOKEN: {
    readBy: ['build'],
    changes: "the Delivery API's key, with `CONTENTFUL_SPACE_ID`",
    secret: true,
    deploy: repository,
    preview: { notPassed: 'a preview reads the Preview API with `CONTENTFUL_PREVIEW_TOKEN`' },
  },
  CONTENTFUL_ENVIRONMENT: {
    readBy: ['build'],
    default: 'master',
    changes: 'Contentful environment',
    deploy: repository,
  },
  CONTENTFUL_HOST: {
    readBy: ['build'],
    default: 'cdn.contentful.com',
    changes: 'Delivery API host (`http://…` for a local stub)',
    deploy: repository,
  },
  CONTENTFUL_PREVIEW: {
    readBy: ['build'],
    changes:
      "`1`: an editor preview build from the Preview API (`preview.contentful.com` unless `CONTENTFUL_HOST`), drafts included; every page `noindex` with a 'Preview: unpublished content' bar, empty sitemap (see \"Editor preview\")",
    deploy: { notPassed: 'production never builds drafts' },
    preview: { value: '1' },
    comment: 'The Preview API: drafts and unpublished changes included.',
  },
  CONTENTFUL_PREVIEW_TOKEN: {
    readBy: ['build'],
    changes: 'Content Preview API token; required with `CONTENTFUL_PREVIEW=1` (with `CONTENTFUL_SPACE_ID`), ignored otherwise',
    secret: true,
    deploy: { notPassed: 'production never builds drafts' },
    preview: repository,
  },
  CONTENT_EXPORT_FILE: {
    readBy: ['build'],
    defaultText: '`packages/content/data/export.json`',
    changes: 'another space export, e.g. one from `pnpm content:generate --factor N`',
    deploy: repository,
  },
  REVIEWS_URL: {
    readBy: ['build'],
    defaultText: "unset: the content's reviews",
    changes:
      'the review service\'s JSON feed, read once at build time (format in packages/content/README.md, "Reviews"). A bad answer or a timeout fails the build',
    secret: true,
    deploy: repository,
    comment: "A secret because a feed's key may travel in its query.",
  },
  REVIEWS_API_KEY: {
    readBy: ['build'],
    changes: 'the key sent with the feed request',
    secret: true,
    deploy: repository,
  },
  REVIEWS_API_KEY_HEADER: {
    readBy: ['build'],
    default: 'X-Api-Key',
    changes: 'the name of the header the key is sent in',
    deploy: repository,
  },
  REVIEWS_TIMEOUT_MS: {
    readBy: ['build'],
    default: '10000',
    changes: 'how long the build waits for the feed',
    deploy: repository,
  },
  MEDIA_BASE_PATH: {
    readBy: ['build'],
    default: '/media',
    changes: 'URL path of the processed images',
    deploy: repository,
  },
  API_BASE_URL: {
    readBy: ['build'],
    default: '/api',
    changes: "where the bank's API lives (sign-ups, registration, system pages)",
    deploy: repository,
  },
  API_TIMEOUT_MS: {
    readBy: ['build'],
    default: '15000',
    changes: 'when an API call counts as timed out',
    deploy: repository,
  },
  E2E_PAGES: {
    readBy: ['build'],
    defaultText: 'unset (`1` in the test command)',
    changes: '`1` compiles in the e2e-only crash probe routes of both apps (`/crash-test/`, `/layout-crash-test/`); a production build refuses it',
    aliases: ['REGISTRATION_E2E'],
    deploy: releaseRefuses,
  },
  SMTP_URL: {
    readBy: ['worker'],
    defaultText: 'unset (each mail is tried as with a relay that does not answer, 9 times with growing delays, then its outbox row is failed for support to send again)',
    changes:
      "the API's SMTP relay for the confirmation and verification mails (`smtps://user:password@host:465`); required for a release: the deploy checks it (`pnpm --filter @site/config check:worker`) before anything is published",
    secret: true,
    deploy: repository,
  },
  SUPPORT_TOKEN: {
    readBy: ['worker'],
    defaultText: 'unset (the lookup answers 401); locally `local-support-token`',
    changes: "bearer token of support's calls: the consent-record lookup (`GET /consent-records/{consentId}`), the outbox (`/internal/outbox`) and the field-data report (`GET /internal/vitals`, its page `/internal/vitals/report`)",
    secret: true,
    deploy: repository,
  },
  INTERNAL_LINK_SECRET: {
    readBy: ['worker', 'local'],
    defaultText: 'unset (the internal endpoint answers 401); locally `local-internal-link-secret`',
    changes: "bearer token the core system creates account-action links with (`POST /internal/links`); locally also the core stub's",
    secret: true,
    deploy: repository,
  },
  TURNSTILE_SECRET: {
    readBy: ['worker'],
    defaultText: 'unset (the API asks for no Turnstile token)',
    changes: "Turnstile's secret key: with it, sign-ups and registrations need the widget's token. Set it with `CONSENT_CLOUDFLARE_ID`, or neither",
    secret: true,
    deploy: repository,
  },
  CORE_WEBHOOK_URL: {
    readBy: ['worker'],
    defaultText: 'unset (each event is tried as with a core that does not answer, 11 times with growing delays, then its outbox row is failed for support to send again); locally the core stub, `http://127.0.0.1:${CORE_STUB_PORT}/webhooks`',
    changes:
      "where the API POSTs its signed events for the bank's core system (docs/handover.md); required for a release (https, a real host): the deploy checks it with `SMTP_URL` before anything is published",
    deploy: repository,
  },
  CORE_WEBHOOK_SECRET: {
    readBy: ['worker', 'local'],
    defaultText: `unset (as without \`CORE_WEBHOOK_URL\`); locally \`${localCoreWebhookSecret}\`, shared by the local API and the core stub`,
    changes:
      'the Standard Webhooks secret (`whsec_` and 24 to 64 random bytes in base64) the API signs its events with and the core system verifies them with; required for a release, whose check refuses the local one',
    secret: true,
    deploy: repository,
  },
  CORE_WEBHOOK_TIMEOUT_MS: {
    readBy: ['worker'],
    default: '10000',
    changes: 'how long the event consumer waits for the core system to answer a delivery before it tries again later',
    deploy: repository,
  },
  OUTBOX_RETRY_BASE_SECONDS: {
    readBy: ['worker'],
    default: '30',
    defaultText: '`30` (`1` in the local API)',
    changes: 'how long a failed mail or event waits before its first retry; each next retry waits twice as long, at most an hour',
    deploy: repository,
  },
  MAIL_FROM: {
    readBy: ['worker'],
    defaultText: '`<BRAND_NAME> <no-reply@<SITE_URL host>>`',
    changes: "sender of the API's mails",
    deploy: repository,
  },
  APP_LINK_BASE: {
    readBy: ['worker'],
    default: defaultPsd2AppLink,
    changes: "the app's PSD2 release screen, the `appUrl` the API answers with; the page shows it only when it matches `APP_LINK_ORIGINS`",
    deploy: repository,
  },
  API_PUBLIC_URL: {
    readBy: ['worker'],
    defaultText: '`<SITE_URL>/api`',
    changes: "the API's public URL, for the one-click unsubscribe link of its mails (`List-Unsubscribe`)",
    deploy: { notPassed: 'the deploy routes the API on `<SITE_URL host>/api/*`, the default' },
  },
  CORS_ORIGINS: {
    readBy: ['worker'],
    defaultText: 'unset: none',
    changes: "origins the API allows by CORS besides the site's own, comma-separated",
    deploy: { notPassed: 'both apps call the API on their own origin (docs/deploying.md)' },
  },
  CONSENT_RETENTION_DAYS: {
    readBy: ['worker'],
    defaultText: 'three years (`apps/api/src/rules/retention.ts`), as `apps/api/wrangler.jsonc` sets it',
    changes: 'days a consent record is kept before the daily retention deletes it',
    deploy: { notPassed: '`apps/api/wrangler.jsonc` sets it, and the deploy keeps its variables' },
  },
  TURNSTILE_VERIFY_URL: {
    readBy: ['worker'],
    defaultText: "Cloudflare's siteverify",
    changes: 'where the API verifies a Turnstile token (a stub in the Worker tests)',
    deploy: { notPassed: 'production verifies with Cloudflare' },
  },
  IP_RATE_LIMIT: {
    readBy: ['worker', 'local'],
    defaultText: 'unset: on; `off` in the local API',
    changes: "`off` lifts the per-IP limit (the local API of the start and test commands, where every call comes from 127.0.0.1); the per-link and per-address limits stay",
    deploy: { notPassed: 'production limits by IP' },
  },
  D1_DATABASE_ID: {
    readBy: ['deploy'],
    defaultText: 'unset: the deploy stops',
    changes: "the production D1 database (create it once with `npx wrangler d1 create <name>`), put into the Worker's configuration by `.github/scripts/api-deploy-config.mjs`",
    deploy: repository,
  },
  D1_DATABASE_NAME: {
    readBy: ['deploy'],
    defaultText: "the local one's (`apps/api/wrangler.jsonc`)",
    changes: "the production D1 database's name",
    deploy: repository,
  },
  INTERNAL_API_URL: {
    readBy: ['deploy'],
    defaultText: 'unset: the deploy stops',
    changes:
      "the origin the bank's core system and support call `/internal/*` on, e.g. `https://core-api.evergreen-bank.eu`: a route of the Worker, to be put behind Cloudflare Access (see \"The handover\")",
    deploy: repository,
  },
  CLOUDFLARE_API_TOKEN: {
    readBy: ['deploy'],
    changes: "wrangler's token for the API Worker, its database and queues, and the Pages projects (Account -> Cloudflare Pages: Edit)",
    secret: true,
    deploy: repository,
  },
  CLOUDFLARE_ACCOUNT_ID: {
    readBy: ['deploy'],
    changes: 'the Cloudflare account wrangler publishes to',
    deploy: repository,
  },
  CLOUDFLARE_PAGES_PROJECT_WEB: {
    readBy: ['deploy'],
    changes: 'the Pages project of the site (`apps/web/out`, the `SITE_URL` origin); the editor preview publishes to its preview branch',
    deploy: repository,
  },
  CLOUDFLARE_PAGES_PROJECT_REGISTRATION: {
    readBy: ['deploy'],
    changes: 'the Pages project of the registration app (`apps/registration/dist`, the `REGISTRATION_URL` origin)',
    deploy: repository,
    preview: { notPassed: 'a preview publishes only the site' },
  },
  CONSENT_COOKIE_DOMAIN: {
    readBy: ['build'],
    defaultText: 'unset (host-only)',
    changes: 'domain of the consent cookies and WSID (the product domain)',
    deploy: repository,
  },
  CONSENT_POLICY_REVISION: {
    readBy: ['build'],
    default: '1',
    changes:
      'version of the consent service list and purposes, a whole number from 1 (anything else fails the build); a choice made under an older one is asked for again. Raise it for a new vendor, a new purpose or a changed category; copy changes do not need it',
    deploy: repository,
  },
  'CONSENT_<KEY>_ID': {
    readBy: ['build'],
    defaultText: 'unset: vendor skipped',
    changes: 'vendor id; its script loads only with consent (essential services always)',
    deploy: { vendorStep: true },
    preview: { notPassed: "an editor's preview loads no vendor" },
  },
  'CONSENT_<KEY>_HOST': {
    readBy: ['build'],
    defaultText: "the vendor's origin",
    changes: 'script/API origin (a proxy, or a stub in tests); also feeds the CSP',
    deploy: { vendorStep: true },
  },
  CONSENT_CLOUDFLARE_ID: {
    readBy: ['build'],
    defaultText: 'unset: no Turnstile',
    changes:
      "Cloudflare Turnstile's site key (an essential vendor): the sign-up forms and the registration form render its widget and send its token (`CF-Turnstile-Response`); the API verifies it when it has `TURNSTILE_SECRET`. Set both or neither",
    deploy: { vendorStep: true },
    preview: { notPassed: "an editor's preview loads no vendor" },
  },
  CONSENT_BUGSNAG_API_KEY: {
    readBy: ['build'],
    defaultText: 'unset: no error reporting',
    changes: 'Bugsnag project key (a browser key, public by design: it is compiled into every page)',
    deploy: repository,
    preview: { notPassed: "an editor's preview reports no errors to the live site's project" },
    comment: "Bugsnag's browser key is public by design: it is compiled into every page's script.",
  },
  CONSENT_BUGSNAG_NOTIFY_ENDPOINT: {
    readBy: ['build'],
    defaultText: "Bugsnag's",
    changes: 'where events are posted',
    deploy: repository,
  },
  CONSENT_BUGSNAG_SESSIONS_ENDPOINT: {
    readBy: ['build'],
    defaultText: "Bugsnag's",
    changes: 'where sessions are posted',
    deploy: repository,
  },
  CONSENT_BUGSNAG_MAX_EVENTS: {
    readBy: ['build'],
    default: '10',
    changes: 'events per page, whole number 1 to 100; anything else fails the build',
    deploy: repository,
  },
  CONSENT_BUGSNAG_RELEASE_STAGE: {
    readBy: ['build'],
    default: 'production',
    changes: 'Bugsnag metadata',
    deploy: repository,
  },
  CONSENT_BUGSNAG_APP_VERSION: {
    readBy: ['build'],
    defaultText: 'unset; in a release the deployed commit',
    changes: 'Bugsnag metadata',
    deploy: { repository: true, orElse: 'github.sha' },
    comment: 'Errors are grouped by the commit that was deployed unless a version is set.',
  },
  CONSENT_ATTRIBUTION_HOST: {
    readBy: ['build'],
    default: 'https://app.adjust.com',
    changes: 'mobile-attribution redirect service',
    deploy: repository,
  },
  CONSENT_ATTRIBUTION_TRACKER: {
    readBy: ['build'],
    defaultText: 'unset: plain store links',
    changes: 'tracker token in the attribution link',
    deploy: repository,
  },
  CONSENT_ATTRIBUTION_CAMPAIGN: {
    readBy: ['build'],
    default: 'Direct_Web_Reg',
    changes: '`campaign` parameter when the page URL has no `utm_campaign` (otherwise that is the campaign)',
    deploy: repository,
  },
  CONSENT_ATTRIBUTION_ADGROUP_PREFIX: {
    readBy: ['build'],
    defaultText: 'empty',
    changes: 'prefix of `adgroup` (then `Desktop`/`Mobile`, then `DE`/`EN`)',
    deploy: repository,
  },
  CSP_CONNECT_SRC: {
    readBy: ['build'],
    defaultText: 'unset',
    changes: 'extra `connect-src` origins for the CSP (e.g. an API on another origin)',
    deploy: repository,
  },
  I18N_STRICT: {
    readBy: ['build'],
    defaultText: 'unset (`1` in the test command and the workflows)',
    changes: '`1`: a missing message fails the build; otherwise production logs it and shows the key',
    deploy: { value: '1' },
    comment: 'A missing message fails a release build instead of showing its key.',
  },
  TYPES_CHECKED: {
    readBy: ['build'],
    defaultText: 'unset (`1` in the test command)',
    changes:
      "`1`: the site's `next build` skips its own type check, for builds whose source `pnpm lint` has checked (its typecheck runs `next typegen` and `tsc --noEmit`, the same check)",
    deploy: { notPassed: 'a release build checks its types itself' },
  },
  NODE_ENV: {
    readBy: ['build'],
    defaultText: 'set by Next and Vite: `production` in a build',
    changes: 'anything but `production` makes a missing message fail the build, as `I18N_STRICT=1` does',
    deploy: { notPassed: 'Next and Vite set it' },
  },
  WEB_PORT: {
    readBy: ['local'],
    default: '3000',
    changes: 'port of the local static server of the site and its Playwright runs',
    deploy: local('a port of the local commands'),
  },
  REGISTRATION_PORT: {
    readBy: ['local'],
    default: '3001',
    changes: "port of the registration app's local static server, its Vite dev server and its Playwright runs",
    deploy: local('a port of the local commands'),
  },
  API_PORT: {
    readBy: ['local'],
    default: '8787',
    changes: 'port of the local API (`scripts/local-api.sh`, `wrangler dev`)',
    deploy: local('a port of the local commands'),
  },
  API_ORIGIN: {
    readBy: ['local'],
    defaultText: '`http://127.0.0.1:8787`',
    changes: 'where the local static server forwards `/api/*`',
    deploy: local('production routes `/api/*` to the Worker (docs/deploying.md)'),
  },
  TEST_TIMES_DIR: {
    readBy: ['local'],
    defaultText: '`test-times/`',
    changes: "where the test command and `pnpm test:changed` keep each phase's time and the slowest tests (`scripts/test-phases.sh`)",
    deploy: local('a folder of the test command'),
  },
  CONTENT_STUB_PORT: {
    readBy: ['local'],
    default: '3290',
    changes: 'port of the local Delivery API stub the test command builds against',
    deploy: local('a port of the test command'),
  },
  MAILDEV_SMTP_PORT: {
    readBy: ['local'],
    default: '1025',
    changes: "MailDev's SMTP port in the Playwright runs",
    deploy: local('a port of the test runs'),
  },
  MAILDEV_WEB_PORT: {
    readBy: ['local'],
    default: '1080',
    changes: "MailDev's web and REST port in the Playwright runs",
    deploy: local('a port of the test runs'),
  },
  CORE_STUB_PORT: {
    readBy: ['local'],
    default: '8789',
    changes:
      'port of the core stub (`scripts/core-stub.mjs`) in the start command and the Playwright runs (with the five ports above, two checkouts can run their suites side by side)',
    deploy: local('a port of the local commands'),
  },
  CORE_STUB_RELEASE_MS: {
    readBy: ['local'],
    default: '3000',
    changes: 'how long the core stub waits before it releases a PSD2 link whose reference starts with `auto-release`',
    deploy: local('the local core stub only'),
  },
  CORE_STUB_TIMEOUT_MS: {
    readBy: ['local'],
    default: '15000',
    changes:
      'how long the core stub holds a delivery it was told to time out (`POST /faults` with `"timeout": true`) before it closes the connection',
    deploy: local('the local core stub only'),
  },
  CORE_STUB_API_ORIGIN: {
    readBy: ['local'],
    defaultText: '`http://127.0.0.1:${API_PORT}`',
    changes: "where the core stub calls the API's `PUT /internal/links/{id}/psd2`",
    deploy: local('the local core stub only'),
  },
  CHROMIUM_PATH: {
    readBy: ['local'],
    default: '/usr/bin/chromium',
    changes: 'browser the Playwright tests and the benchmark drive (`scripts/chromium.mjs`)',
    deploy: local('the browser of the test runs and the benchmark'),
  },
  CI: {
    readBy: ['local'],
    defaultText: 'unset (`true` in the test command)',
    changes: 'Playwright starts its own servers instead of reusing running ones, refuses `test.only`, runs two workers and writes its HTML report',
    deploy: local('set by CI services and the test command'),
  },
  LOCAL_SMTP_URL: {
    readBy: ['local'],
    default: 'smtp://127.0.0.1:1025',
    changes: "the local API's SMTP relay (`scripts/local-api.sh`; MailDev of the start command)",
    deploy: local('the local API only'),
  },
  API_PERSIST_TO: {
    readBy: ['local'],
    defaultText: "wrangler's `.wrangler/state`",
    changes: "the local D1 state folder `pnpm --filter @site/api-worker db:seed` writes the fixture links to",
    deploy: local('the local API only'),
  },
  WAIT_FOR_TIMEOUT_MS: {
    readBy: ['local'],
    default: '120000',
    changes: 'how long `scripts/wait-for.mjs` waits for the local servers of the start command',
    deploy: local('the start command only'),
  },
  SCREENSHOT_DIR: {
    readBy: ['local'],
    default: 'screenshots',
    changes: 'where `pnpm screenshots` writes its pictures',
    deploy: local('the screenshots command only'),
  },
  SCREENSHOT_WORKERS: {
    readBy: ['local'],
    default: '2',
    changes: 'how many pages `pnpm screenshots` takes at once',
    deploy: local('the screenshots command only'),
  },
  BENCH_RUNS: { ...bench, default: '3', changes: 'Lighthouse runs per page and preset; each figure is the median' },
  BENCH_SKIP_BUILD: {
    ...bench,
    changes: '`1` measures the existing `apps/web/out`, `apps/registration/dist`, `bench/floor/out`, `bench/floor/out-consent`, `bench/vite-floor/dist`',
  },
  BENCH_FACTORS: { ...bench, default: '1,5,20', changes: 'content factors of the build-scaling table' },
  BENCH_LIGHTHOUSE: { ...bench, changes: '`0` skips Lighthouse (bytes, crawl, headers only: about a minute)' },
  BENCH_PRESETS: {
    ...bench,
    default: 'mobile,desktop',
    changes:
      'the Lighthouse presets to run; `hydration` (opt-in, see below) measures first paint → hydrated; `applied` (opt-in, *The applied preset*) is Chromium\'s own timeline under the mobile profile, not Lighthouse',
  },
  BENCH_PAGES: {
    ...bench,
    changes:
      'only the pages whose key (`type:id:locale`, e.g. `home:home:en-EU`) or path contains one of these comma-separated entries (`home,magazine`, `/en-EU/`, `registration`); the floors always run',
  },
  BENCH_APPLIED_RUNS: { ...bench, default: '5', changes: 'applied preset: runs per page and visit, each right after a run of its floor' },
  BENCH_VISITS: { ...bench, default: 'first,returning', changes: 'applied preset: the visits (no cookies, consent dialog shown; consent given); `field-data` also: consent given to field data too (issue 49)' },
  BENCH_APPLIED_OUT: { ...bench, defaultText: '`bench/results-applied`', changes: 'applied preset: where its JSON and Markdown are written' },
  BENCH_WEB_OUT: { ...bench, defaultText: '`apps/web/out`', changes: "the site's export to measure; another checkout's, to measure a before" },
  BENCH_REGISTRATION_DIST: { ...bench, defaultText: '`apps/registration/dist`', changes: "the registration app's build to measure" },
  BENCH_FLOOR_OUT: { ...bench, defaultText: '`bench/floor/out`', changes: 'the empty Next page (the floor) to measure against' },
  BENCH_VITE_FLOOR_OUT: { ...bench, defaultText: '`bench/vite-floor/dist`', changes: "the empty Vite page, the registration app's floor" },
  BENCH_PORT: { ...bench, default: '3702', changes: 'first of four local ports (web, registration, floor, Vite floor)' },
  BENCH_FLOOR_CONSENT: {
    ...bench,
    changes: '`1` builds the consent floor: the floor page plus the consent layer (`pnpm --filter @site/bench-floor build:floor-consent`)',
  },
  BENCH_API: {
    ...bench,
    changes: '`0` skips the API load run (`bench/lib/apiLoad.mjs`, also runnable alone: `node bench/lib/apiLoad.mjs`)',
  },
  BENCH_API_PORT: { ...bench, defaultText: '`BENCH_PORT`+10 (8790 alone)', changes: 'wrangler dev of the load run; MailDev takes the next two ports' },
  BENCH_API_CONNECTIONS: { ...bench, default: '100', changes: 'closed-loop connections of each saturation run (a trivial route, consent records, field-data beacons, sign-ups, one after the other)' },
  BENCH_API_SATURATION_SECONDS: { ...bench, default: '10', changes: 'seconds of each saturation run' },
  BENCH_API_RATE: { ...bench, default: '50', changes: 'the open loop of sign-ups: requests a second, each sent at its planned time (p50/p99 from the planned time)' },
  BENCH_API_OPEN_SECONDS: { ...bench, default: '30', changes: 'how long the open loop runs' },
  BENCH_API_MAIL_WAIT_SECONDS: { ...bench, default: '300', changes: "how long the reckoning waits for every accepted sign-up's mail in MailDev" },
  BENCH_API_DIR: { ...bench, defaultText: '`apps/api`', changes: "the Worker to load; another checkout's, to measure a before" },
  BENCH_API_DEBUG: { ...bench, changes: "set: prints the load run's wrangler output when it fails" },
  COMPARE_PRESET: {
    ...bench,
    default: 'mobile',
    changes: "`bench/compare.mjs`: `mobile` (Lighthouse's simulated mobile run) or `hydration` (the profile applied, with the hydrated mark)",
  },
  COMPARE_RUNS: { ...bench, default: '3', changes: '`bench/compare.mjs`: runs per page' },
} as const satisfies Record<string, Variable>;

export type VariableName = keyof typeof variables;

/**
 * Names the project reads but does not configure, each with who sets it: the system, the package
 * manager, the CI service, or one of the project's own files for another. variables.test.ts
 * accepts these (and the Worker's bindings, from its wrangler configuration) besides the
 * declared variables; they have no row in any table.
 */
export const notConfiguration = {
  PATH: 'the shell',
  PWD: 'the shell',
  TMPDIR: 'the shell: the folder for temporary files',
  BASHPID: "bash: the current subshell's process id (scripts/test-phases.sh reads its CPU time)",
  EPOCHREALTIME: 'bash: the time in microseconds (scripts/test-phases.sh)',
  INIT_CWD: 'pnpm: the folder a command was typed in',
  GITHUB_ENV: "GitHub Actions: the file a step appends the next steps' variables to",
  VARS: 'the workflows\' "Vendor ids and hosts" step: the repository\'s variables as JSON, for `.github/scripts/vendor-env.mjs`',
  WORKER_VARS: 'the deploy workflow (written from this file): the public settings `.github/scripts/api-deploy-config.mjs` hands the Worker',
  TEST_SMTP_PORT: "apps/api/vitest.config.ts, for the Worker tests' global setup",
  TEST_MAILDEV_PORT: "apps/api/vitest.config.ts, for the Worker tests' global setup",
  TEST_CORE_STUB_PORT: "apps/api/vitest.config.ts, for the Worker tests' global setup",
  TEST_CORE_WEBHOOK_SECRET: "apps/api/vitest.config.ts, for the Worker tests' global setup",
  TEST_MIGRATIONS: "apps/api/vitest.config.ts, for the Worker tests' migrations",
} as const satisfies Record<string, string>;

const entries = () => Object.entries(variables) as [VariableName, Variable][];

/** The names a variable is read under: its own, then its aliases. */
export const namesOf = (name: VariableName): string[] => [name, ...((variables[name] as Variable).aliases ?? [])];

/** What the builds read, aliases included: turbo passes exactly these (and `CONSENT_*`). */
export function buildVariables(): string[] {
  return entries()
    .filter(([, variable]) => variable.readBy.includes('build'))
    .flatMap(([name]) => namesOf(name));
}

/** The secrets among what the builds read: a build's output must hold none of their values. */
export function buildSecrets(): string[] {
  return entries()
    .filter(([, variable]) => variable.secret && variable.readBy.includes('build'))
    .map(([name]) => name);
}
