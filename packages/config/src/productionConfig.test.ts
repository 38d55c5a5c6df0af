import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertProductionConfig,
  isProductionBuild,
  placeholderHostReason,
  productionPlaceholders,
  vendorsSwitchedOff,
  workerPlaceholders,
} from './productionConfig';
import { legalIdentityVariables } from './legalIdentity';
import { releaseEnv as production } from './testing/releaseEnv';
import { localCoreWebhookSecret } from './coreWebhook.mjs';

const variables = (env: Record<string, string | undefined>) => productionPlaceholders(env).map((p) => p.variable);

describe('isProductionBuild', () => {
  it('is off unless DEPLOY_ENV is production, and refuses any other value', () => {
    expect(isProductionBuild({})).toBe(false);
    expect(isProductionBuild({ DEPLOY_ENV: ' ' })).toBe(false);
    expect(isProductionBuild({ DEPLOY_ENV: 'production' })).toBe(true);
    expect(() => isProductionBuild({ DEPLOY_ENV: 'prod' })).toThrow(/DEPLOY_ENV is 'prod'/);
  });
});

describe('placeholderHostReason', () => {
  it.each(['localhost', '127.0.0.1', '[::1]', 'app.localhost', 'support.evergreen.example', 'vendor.test', 'x.invalid', 'www.example.com'])(
    'refuses %s',
    (host) => expect(placeholderHostReason(host)).toBeDefined(),
  );
  it.each(['www.evergreen-bank.eu', 'notify.bugsnag.com', 'testing.eu', 'example-bank.de'])('accepts %s', (host) =>
    expect(placeholderHostReason(host)).toBeUndefined(),
  );
});

describe('productionPlaceholders', () => {
  it('lists every default placeholder, each with the variable that fixes it', () => {
    expect(variables({ DEPLOY_ENV: 'production' })).toEqual([
      'SITE_URL',
      'REGISTRATION_URL',
      'SUPPORT_SITE_URL',
      'LOGIN_URL',
      'CONTACT_EMAIL',
      'SECURITY_CONTACT',
      ...Object.keys(legalIdentityVariables),
      'PARTNER_BANK_NAME',
      'APP_STORE_URL',
      'PLAY_STORE_URL',
      'APP_LINK_ORIGINS',
      'CONTENTFUL_SPACE_ID',
    ]);
  });

  it('finds nothing in a complete production environment', () => {
    expect(productionPlaceholders(production)).toEqual([]);
  });

  it('finds nothing in production.example.env, which the test command builds with (Contentful from its stub)', () => {
    const file = readFileSync(path.join(__dirname, '..', '..', '..', 'production.example.env'), 'utf8');
    const env = Object.fromEntries(
      file
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1).replace(/^"(.*)"$/, '$1')]),
    );
    expect(env.VAT_ID).toBeDefined();
    expect(productionPlaceholders({ ...env, CONTENTFUL_SPACE_ID: 'local', CONTENTFUL_ACCESS_TOKEN: 'token' })).toEqual([]);
  });

  it('accepts an export file named explicitly instead of Contentful', () => {
    const { CONTENTFUL_SPACE_ID: _s, CONTENTFUL_ACCESS_TOKEN: _t, ...rest } = production;
    expect(variables(rest)).toEqual(['CONTENTFUL_SPACE_ID']);
    expect(variables({ ...rest, CONTENT_EXPORT_FILE: '/content/export.json' })).toEqual([]);
  });

  it('refuses the identity on placeholder hosts: contact e-mail, licence and deposit-guarantee links', () => {
    expect(
      variables({
        ...production,
        CONTACT_EMAIL: 'impressum@bank.example',
        PARTNER_BANK_LICENCE_URL: 'http://bafin.localhost/entry',
        DEPOSIT_GUARANTEE_URL: 'https://edb.example',
      }),
    ).toEqual(['CONTACT_EMAIL', 'PARTNER_BANK_LICENCE_URL', 'DEPOSIT_GUARANTEE_URL']);
  });

  it("requires the partner bank's documents, which the consents link, on its real site", () => {
    const { PARTNER_BANK_TERMS_URL: _t, ...withoutTerms } = production;
    expect(variables(withoutTerms)).toEqual(['PARTNER_BANK_TERMS_URL']);
    expect(
      variables({
        ...production,
        PARTNER_BANK_OTHER_TERMS_URL: 'https://www.partner-bank.example/sonderbedingungen',
        PARTNER_BANK_PRIVACY_URL: 'http://www.gruenwald-bank.eu/datenschutz',
      }),
    ).toEqual(['PARTNER_BANK_OTHER_TERMS_URL', 'PARTNER_BANK_PRIVACY_URL']);
  });

  it('refuses plain http origins and placeholder hosts set explicitly', () => {
    expect(
      variables({
        ...production,
        SITE_URL: 'http://www.evergreen-bank.eu',
        REGISTRATION_URL: 'https://open.evergreen.example',
        CONTACT_EMAIL: 'hello@bank.test',
        PLAY_STORE_URL: 'http://localhost:9000/store',
        APP_LINK_ORIGINS: 'evergreen:,https://app.evergreen.example',
      }),
    ).toEqual(['SITE_URL', 'REGISTRATION_URL', 'CONTACT_EMAIL', 'PLAY_STORE_URL', 'APP_LINK_ORIGINS']);
  });

  it('refuses the e2e crash route and an API on a local host', () => {
    expect(variables({ ...production, REGISTRATION_E2E: '1', E2E_PAGES: '1', API_BASE_URL: 'http://localhost:4000/api' })).toEqual([
      'REGISTRATION_E2E',
      'E2E_PAGES',
      'API_BASE_URL',
    ]);
    expect(variables({ ...production, E2E_PAGES: '0', API_BASE_URL: '/api' })).toEqual([]);
  });

  it('refuses an API the pages cannot reach, or a base that doubles /v1', () => {
    const problems = (API_BASE_URL: string) => productionPlaceholders({ ...production, API_BASE_URL });
    expect(problems('https://api.evergreen-bank.eu/web')).toEqual([expect.objectContaining({ variable: 'API_BASE_URL', problem: expect.stringMatching(/another origin/) })]);
    expect(problems('/api/v1')).toEqual([expect.objectContaining({ variable: 'API_BASE_URL', problem: expect.stringMatching(/ends in \/v1/) })]);
    expect(problems('/api')).toEqual([]);
  });

  it('refuses vendor, Bugsnag and attribution hosts on .test and accepts a proxy on a real domain', () => {
    expect(
      variables({
        ...production,
        CONSENT_GOOGLE_TAG_MANAGER_HOST: 'https://google-tag-manager.vendor.test',
        CONSENT_BUGSNAG_NOTIFY_ENDPOINT: 'https://bugsnag-notify.vendor.test',
        CONSENT_ATTRIBUTION_HOST: 'https://attribution.vendor.test',
        CONSENT_FRESHCHAT_HOST: 'https://chat-proxy.evergreen-bank.eu',
      }),
    ).toEqual(['CONSENT_GOOGLE_TAG_MANAGER_HOST', 'CONSENT_BUGSNAG_NOTIFY_ENDPOINT', 'CONSENT_ATTRIBUTION_HOST']);
  });
});

describe('workerPlaceholders', () => {
  it("names what only the API Worker reads, which no app build is handed, and finds nothing in a complete release", () => {
    expect(workerPlaceholders({}).map((p) => p.variable)).toEqual(['SMTP_URL', 'CORE_WEBHOOK_URL', 'CORE_WEBHOOK_SECRET']);
    expect(workerPlaceholders(production)).toEqual([]);
  });

  it('requires an SMTP relay on a real host', () => {
    const problems = (SMTP_URL?: string) => workerPlaceholders({ ...production, SMTP_URL }).map((p) => p.problem);
    expect(problems(undefined)).toEqual([expect.stringMatching(/^unset/)]);
    expect(problems('smtp://localhost:1025')).toEqual([expect.stringMatching(/local address/)]);
    expect(problems('smtp://mail.evergreen.example')).toEqual([expect.stringMatching(/\.example/)]);
    expect(problems('https://smtp.evergreen-bank.eu')).toEqual([expect.stringMatching(/not an smtp/)]);
    expect(problems('smtp://smtp.evergreen-bank.eu:587')).toEqual([]);
  });

  it("requires the core system's webhook on a real https host and a Standard Webhooks secret that is not the local one", () => {
    const problems = (env: { CORE_WEBHOOK_URL?: string; CORE_WEBHOOK_SECRET?: string }) =>
      workerPlaceholders({ ...production, ...env }).map((p) => `${p.variable}: ${p.problem}`);
    expect(problems({ CORE_WEBHOOK_URL: undefined, CORE_WEBHOOK_SECRET: undefined })).toEqual([
      expect.stringMatching(/^CORE_WEBHOOK_URL: unset/),
      expect.stringMatching(/^CORE_WEBHOOK_SECRET: unset/),
    ]);
    expect(problems({ CORE_WEBHOOK_URL: 'http://core.evergreen-bank.eu/webhooks' })).toEqual([expect.stringMatching(/not an https:\/\/ URL/)]);
    expect(problems({ CORE_WEBHOOK_URL: 'https://127.0.0.1:8789/webhooks' })).toEqual([expect.stringMatching(/local address/)]);
    expect(problems({ CORE_WEBHOOK_URL: 'https://core.evergreen.example/webhooks' })).toEqual([expect.stringMatching(/\.example/)]);
    expect(problems({ CORE_WEBHOOK_SECRET: 'correct horse battery staple' })).toEqual([expect.stringMatching(/not a Standard Webhooks secret/)]);
    expect(problems({ CORE_WEBHOOK_SECRET: `whsec_${btoa('too short')}` })).toEqual([expect.stringMatching(/shorter than 24 bytes/)]);
    expect(problems({ CORE_WEBHOOK_SECRET: localCoreWebhookSecret })).toEqual([expect.stringMatching(/the local default/)]);
  });

});

describe('vendorsSwitchedOff', () => {
  it('names the id variable of every vendor without one', () => {
    const off = vendorsSwitchedOff({ CONSENT_GOOGLE_TAG_MANAGER_ID: 'GTM-1', CONSENT_BUGSNAG_API_KEY: 'key' });
    expect(off).toContain('CONSENT_FACEBOOK_PIXEL_ID');
    expect(off).toContain('CONSENT_ATTRIBUTION_TRACKER');
    expect(off).not.toContain('CONSENT_GOOGLE_TAG_MANAGER_ID');
    expect(off).not.toContain('CONSENT_BUGSNAG_API_KEY');
  });
});

describe('assertProductionConfig', () => {
  it('does nothing outside production mode', () => {
    const report = jest.fn();
    expect(() => assertProductionConfig({ E2E_PAGES: '1' }, report)).not.toThrow();
    expect(report).not.toHaveBeenCalled();
  });

  it('throws one message listing every placeholder with its variable and value', () => {
    let message = '';
    try {
      assertProductionConfig({ DEPLOY_ENV: 'production', E2E_PAGES: '1' }, jest.fn());
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^DEPLOY_ENV=production: ${11 + Object.keys(legalIdentityVariables).length + 1} placeholder\\(s\\)`));
    expect(message).toMatch(/^ {2}SITE_URL +http:\/\/localhost:3000 is a local address/m);
    expect(message).toMatch(/^ {2}CONTACT_EMAIL +unset, so the build would publish the local sample hello@evergreen-bank\.eu/m);
    expect(message).toMatch(/^ {2}VAT_ID +unset, so the build would publish the local sample; set the company's VAT identification number$/m);
    expect(message).toMatch(/^ {2}SECURITY_CONTACT +mailto:security@evergreen\.example is on the reserved placeholder domain/m);
    expect(message).toMatch(/^ {2}LOGIN_URL +https:\/\/app\.evergreen\.example\/login is on the reserved placeholder domain/m);
    expect(message).toMatch(/^ {2}APP_STORE_URL +https:\/\/apps\.apple\.com\/app\/id0000000000 is the placeholder app/m);
    expect(message).toMatch(/^ {2}CONTENTFUL_SPACE_ID +unset, so the build would publish the bundled sample content/m);
    expect(message).toMatch(/^ {2}E2E_PAGES +1 compiles in the test-only crash routes/m);
    // The API Worker's own settings are checked where its secrets are (workerPlaceholders).
    expect(message).not.toMatch(/SMTP_URL|CORE_WEBHOOK/);
  });

  it('reports the vendors that are switched off when everything else is set', () => {
    const report = jest.fn();
    assertProductionConfig({ ...production, CONSENT_GOOGLE_TAG_MANAGER_ID: 'GTM-1' }, report);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toMatch(/switched off, no id set: .*CONSENT_GOOGLE_ANALYTICS_ID/);
    expect(report.mock.calls[0]![0]).not.toMatch(/CONSENT_GOOGLE_TAG_MANAGER_ID/);
  });
});
