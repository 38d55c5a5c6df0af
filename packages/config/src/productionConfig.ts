import { defaultVendorHosts } from '@site/vendors';
import { envValue, type Env } from './env';
import { webhookSecretProblem } from './coreWebhook.mjs';
import { legalIdentityPlaceholders, readLegalIdentity } from './legalIdentity';
import { defaultSiteConfig, readSiteConfig } from './siteConfig';

/**
 * Production mode. With `DEPLOY_ENV=production` both apps' builds refuse every placeholder the
 * local defaults and the test setup rely on (localhost and `.example` origins, the sample content,
 * the API mock, vendor hosts on `.test`), so a release can never go out with them. All of them are
 * reported at once, each with the variable that fixes it (docs/deploying.md). What only the API
 * Worker reads (its mail relay, the core's webhook and secret) is checked apart, where the deploy
 * stores the Worker's secrets (`workerPlaceholders`), so no app build is handed them.
 */
export interface Placeholder {
  /** The variable that fixes it. */
  variable: string;
  /** What is wrong and what to set instead. */
  problem: string;
}

/** `DEPLOY_ENV`: unset for every local and test build, `production` for a release. */
export function isProductionBuild(env: Env): boolean {
  const value = envValue(env, 'DEPLOY_ENV');
  if (!value) return false;
  if (value === 'production') return true;
  throw new Error(`DEPLOY_ENV is '${value}'; leave it unset, or set it to 'production' for a release build.`);
}

const reservedDomains = ['example', 'test', 'invalid', 'localhost', 'example.com', 'example.net', 'example.org'];

/** Why a host cannot be a public production host (RFC 2606/6761 names, loopback), or undefined. */
export function placeholderHostReason(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.startsWith('127.') || host === '::1' || host === '0.0.0.0') {
    return 'is a local address';
  }
  const domain = reservedDomains.find((d) => host === d || host.endsWith(`.${d}`));
  return domain ? `is on the reserved placeholder domain .${domain}` : undefined;
}

/** A placeholder when `value` is not a public https origin; `what` says what belongs there. */
function originProblem(variable: string, value: string, what: string): Placeholder | undefined {
  const url = new URL(value);
  const reason = placeholderHostReason(url.hostname);
  if (reason) return { variable, problem: `${value} ${reason}; set ${what}` };
  if (url.protocol !== 'https:') return { variable, problem: `${value} is not https; set ${what}` };
  return undefined;
}

/** Variables naming a third-party origin the pages load from (they also feed the CSP). */
function vendorHostVariables(): string[] {
  return [
    ...Object.keys(defaultVendorHosts).map((key) => `CONSENT_${key}_HOST`),
    'CONSENT_BUGSNAG_NOTIFY_ENDPOINT',
    'CONSENT_BUGSNAG_SESSIONS_ENDPOINT',
    'CONSENT_ATTRIBUTION_HOST',
  ];
}

/** Every placeholder a production build would ship with, in the README table's order. */
export function productionPlaceholders(env: Env): Placeholder[] {
  const config = readSiteConfig(env);
  const found: (Placeholder | undefined)[] = [
    originProblem('SITE_URL', config.siteUrl, "the marketing site's public origin"),
    originProblem('REGISTRATION_URL', config.registrationUrl, "the registration app's public origin"),
    originProblem('SUPPORT_SITE_URL', config.supportSiteUrl, "the help centre's origin"),
    originProblem('LOGIN_URL', config.loginUrl, 'where customers log in (web banking or the app link)'),
  ];

  const mailDomain = config.contactEmail.split('@')[1] ?? '';
  const mailReason = mailDomain ? placeholderHostReason(mailDomain) : 'is not an e-mail address';
  if (!envValue(env, 'CONTACT_EMAIL')) {
    found.push({ variable: 'CONTACT_EMAIL', problem: `unset, so the build would publish the local sample ${config.contactEmail}; set the public contact address` });
  } else if (mailReason) {
    found.push({ variable: 'CONTACT_EMAIL', problem: `${config.contactEmail} ${mailReason}; set the public contact address` });
  }

  const securityHost = config.securityContact.startsWith('mailto:')
    ? (config.securityContact.split('@')[1] ?? '')
    : new URL(config.securityContact).hostname;
  const securityReason = placeholderHostReason(securityHost);
  if (securityReason) {
    found.push({ variable: 'SECURITY_CONTACT', problem: `${config.securityContact} ${securityReason}; set where vulnerabilities are reported (security.txt)` });
  }

  // Who offers the account (legalIdentity.ts): every fact set, none sample data, the links public.
  found.push(...legalIdentityPlaceholders(env));
  const identity = readLegalIdentity(env);
  const partnerBankLinks = [
    ['PARTNER_BANK_LICENCE_URL', identity.partnerBank.licenceUrl, "the partner bank's entry in its supervisor's register"],
    ['PARTNER_BANK_TERMS_URL', identity.partnerBank.documents.terms, "the partner bank's terms and conditions"],
    ['PARTNER_BANK_OTHER_TERMS_URL', identity.partnerBank.documents.otherTerms, "the partner bank's other terms for the account"],
    ['PARTNER_BANK_PRIVACY_URL', identity.partnerBank.documents.privacy, "the partner bank's privacy policy"],
  ] as const;
  for (const [variable, url, what] of partnerBankLinks) {
    if (envValue(env, variable)) found.push(originProblem(variable, url, what));
  }
  if (envValue(env, 'DEPOSIT_GUARANTEE_URL')) {
    found.push(originProblem('DEPOSIT_GUARANTEE_URL', identity.depositGuarantee.url, "the deposit guarantee scheme's website"));
  }

  for (const [variable, value, store] of [
    ['APP_STORE_URL', config.appStoreUrl, 'App Store'],
    ['PLAY_STORE_URL', config.playStoreUrl, 'Play Store'],
  ] as const) {
    const placeholder = value === defaultSiteConfig.appStoreUrl || value === defaultSiteConfig.playStoreUrl;
    found.push(
      placeholder
        ? { variable, problem: `${value} is the placeholder app; set the app's ${store} page` }
        : originProblem(variable, value, `the app's ${store} page`),
    );
  }

  // The app's URL scheme(s) and universal-link origin(s), comma-separated; the default origin is
  // on .example, so a release names them.
  const appLinks = envValue(env, 'APP_LINK_ORIGINS');
  if (!appLinks) {
    found.push({
      variable: 'APP_LINK_ORIGINS',
      problem: "unset, so app links are matched against the placeholder default on .example; set the app's URL scheme and universal-link https origin",
    });
  } else {
    for (const entry of appLinks.split(',').map((e) => e.trim())) {
      if (entry.includes('://')) found.push(originProblem('APP_LINK_ORIGINS', entry, "the app's universal-link https origin"));
    }
  }

  if (!envValue(env, 'CONTENTFUL_SPACE_ID') && !envValue(env, 'CONTENT_EXPORT_FILE')) {
    found.push({
      variable: 'CONTENTFUL_SPACE_ID',
      problem:
        'unset, so the build would publish the bundled sample content (made-up imprint); set CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN, or name an export with CONTENT_EXPORT_FILE',
    });
  }

  for (const variable of ['REGISTRATION_E2E', 'E2E_PAGES']) {
    if (env[variable]?.trim() === '1') found.push({ variable, problem: '1 compiles in the test-only crash routes; leave it unset' });
  }

  // The API answers under `/api` on both apps' origins (one Worker, routed on each; README:
  // Deploying), so the CSP's connect-src stays 'self' and no CORS is needed. A base on another
  // origin could not be reached from the pages; a base ending in /v1 doubles the client's /v1.
  const apiBase = envValue(env, 'API_BASE_URL');
  if (apiBase && /^https?:\/\//.test(apiBase)) {
    found.push(
      originProblem('API_BASE_URL', apiBase, "the bank API's public URL") ?? {
        variable: 'API_BASE_URL',
        problem: `${apiBase} is another origin, which the pages' CSP (connect-src 'self') and the API (no CORS) refuse; leave it unset for /api on each app's own origin`,
      },
    );
  } else if (apiBase && /\/v1\/*$/.test(apiBase)) {
    found.push({ variable: 'API_BASE_URL', problem: `${apiBase} ends in /v1, which the client adds to every call itself; set the API's root, e.g. /api` });
  }

  for (const variable of vendorHostVariables()) {
    const value = envValue(env, variable);
    if (value) found.push(originProblem(variable, value, "the vendor's real origin, or leave it unset for the default"));
  }
  return found.filter((p): p is Placeholder => p !== undefined);
}

/**
 * What the API Worker's release needs that only it reads (its mail relay, the core's webhook and
 * secret): the deploy checks these in the job that stores the Worker's secrets
 * (`pnpm --filter @site/config check:worker`), so the apps' builds never see them.
 */
export function workerPlaceholders(env: Env): Placeholder[] {
  const found: (Placeholder | undefined)[] = [];
  // The API sends the double opt-in and verification mails through this relay (a Worker secret).
  const smtpUrl = envValue(env, 'SMTP_URL');
  const smtpHost = smtpUrl && /^smtps?:\/\//.test(smtpUrl) ? new URL(smtpUrl).hostname : undefined;
  const smtpReason = smtpUrl ? (smtpHost ? placeholderHostReason(smtpHost) : 'is not an smtp:// or smtps:// URL') : undefined;
  if (!smtpUrl) {
    found.push({ variable: 'SMTP_URL', problem: 'unset, so the API could send no confirmation mail; set the SMTP relay as smtps://user:password@host:465' });
  } else if (smtpReason) {
    found.push({ variable: 'SMTP_URL', problem: `the relay ${smtpHost ?? ''} ${smtpReason}; set the production SMTP relay` });
  }

  // Every completed action reaches the bank's core system as a signed event (docs/handover.md).
  const coreUrl = envValue(env, 'CORE_WEBHOOK_URL');
  if (!coreUrl) {
    found.push({ variable: 'CORE_WEBHOOK_URL', problem: "unset, so no completed action would reach the bank's core system; set its webhook URL (https://…)" });
  } else if (!/^https:\/\/[^/]/.test(coreUrl)) {
    found.push({ variable: 'CORE_WEBHOOK_URL', problem: `${coreUrl} is not an https:// URL, and the events carry personal data; set the core system's https webhook URL` });
  } else {
    found.push(originProblem('CORE_WEBHOOK_URL', coreUrl, "the core system's webhook URL"));
  }
  const coreSecret = envValue(env, 'CORE_WEBHOOK_SECRET');
  const secretProblem = coreSecret ? webhookSecretProblem(coreSecret) : 'unset, so the events could not be signed';
  if (secretProblem) {
    found.push({ variable: 'CORE_WEBHOOK_SECRET', problem: `${secretProblem}; set the secret the core system verifies with: whsec_ and 24 to 64 random bytes in base64` });
  }

  return found.filter((p): p is Placeholder => p !== undefined);
}

/** Vendors a build leaves switched off because their id is unset (allowed, but worth a line). */
export function vendorsSwitchedOff(env: Env): string[] {
  const ids = [
    ...Object.keys(defaultVendorHosts).map((key) => `CONSENT_${key}_ID`),
    'CONSENT_BUGSNAG_API_KEY',
    'CONSENT_ATTRIBUTION_TRACKER',
  ];
  return ids.filter((variable) => !envValue(env, variable));
}

export function formatPlaceholders(placeholders: readonly Placeholder[], what = 'DEPLOY_ENV=production'): string {
  const width = Math.max(...placeholders.map((p) => p.variable.length));
  return [
    `${what}: ${placeholders.length} placeholder(s) would be published. Set these variables (docs/deploying.md):`,
    ...placeholders.map((p) => `  ${p.variable.padEnd(width)}  ${p.problem}`),
  ].join('\n');
}

/**
 * Run by both apps' build configs. Outside production mode it does nothing; in production mode it
 * throws one error listing every placeholder, or reports which vendors are switched off.
 */
export function assertProductionConfig(env: Env, report: (message: string) => void = console.warn): void {
  if (!isProductionBuild(env)) return;
  const placeholders = productionPlaceholders(env);
  if (placeholders.length > 0) throw new Error(formatPlaceholders(placeholders));
  const off = vendorsSwitchedOff(env);
  report(
    off.length === 0
      ? 'DEPLOY_ENV=production: every vendor is configured.'
      : `DEPLOY_ENV=production: switched off, no id set: ${off.join(', ')}`,
  );
}
