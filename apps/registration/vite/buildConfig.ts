import { readApiConfig } from '@site/api';
import { assertProductionConfig, readSiteConfig, type Env } from '@site/config';
import { readConsentConfig } from '@site/consent/config';
import { isStrictI18n } from '@site/i18n';

/**
 * Everything the build reads from the environment (docs/configuration.md), read once, so
 * an invalid or, with DEPLOY_ENV=production, a placeholder value stops the build before
 * anything is bundled.
 */
export function readBuildConfig(env: Env) {
  assertProductionConfig(env);
  return {
    port: Number(env.REGISTRATION_PORT ?? 3001),
    site: readSiteConfig(env),
    api: readApiConfig(env),
    consent: readConsentConfig(env),
    strictI18n: isStrictI18n(env),
    /** Test builds (E2E_PAGES=1, the test command) compile in the crash route. */
    e2eHooks: env.REGISTRATION_E2E === '1' || env.E2E_PAGES === '1',
  };
}

export type BuildConfig = ReturnType<typeof readBuildConfig>;
