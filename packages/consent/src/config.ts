import { readApiConfig } from '@site/api';
import { envValue, parseOrigin, type Env } from '@site/config/env';
import { readBugsnagEndpoints, readVendorHosts } from '@site/config/vendorHosts';
import { parseMaxEvents } from './maxEvents';
import { defaultVendorHosts, vendorKeys, type VendorKey } from '@site/vendors';

export { DEFAULT_MAX_EVENTS, parseMaxEvents } from './maxEvents';

export { defaultVendorHosts, vendorKeys, type VendorKey };

export interface VendorConfig {
  /** Account/tag/token id; a vendor without an id is skipped. */
  id?: string;
  /** Origin the script (or API) is loaded from. */
  host: string;
}

export interface BugsnagConfig {
  apiKey?: string;
  notifyEndpoint: string;
  sessionsEndpoint: string;
  /** Events per page session, 1..100 (§9). */
  maxEvents: number;
  releaseStage: string;
  appVersion?: string;
}

export interface AttributionConfig {
  /** Origin of the mobile-attribution redirect service. */
  host: string;
  /** Tracker token (path of the redirect link); without it links stay plain. */
  tracker?: string;
  campaign: string;
  adgroupPrefix: string;
}

export interface FieldDataConfig {
  /** Where the field-data beacon goes: `{API_BASE_URL}/v1/vitals`. */
  endpoint: string;
  /** The build's id the beacon carries: `CONSENT_BUGSNAG_APP_VERSION` (in a release the deployed commit), else `local`. */
  buildId: string;
}

export interface ConsentConfig {
  /** Domain attribute of consent cookies (the product domain); host-only when unset. */
  cookieDomain?: string;
  /** Version of the service list and purposes; a choice made under an older one is asked again. */
  policyRevision: number;
  /** Where each choice's consent record is posted: `{API_BASE_URL}/consent-records`. */
  recordsEndpoint: string;
  vendors: Record<VendorKey, VendorConfig>;
  bugsnag: BugsnagConfig;
  attribution: AttributionConfig;
  fieldData: FieldDataConfig;
}

export const DEFAULT_CAMPAIGN = 'Direct_Web_Reg';
export const DEFAULT_POLICY_REVISION = 1;

/** CONSENT_POLICY_REVISION: a whole number from 1; anything else stops the build. */
export function parsePolicyRevision(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_POLICY_REVISION;
  if (!/^[1-9]\d*$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    throw new Error(`CONSENT_POLICY_REVISION must be a whole number from 1, got '${raw}'.`);
  }
  return Number(raw);
}

/** A version as the field-data beacon may carry it (`buildIdPattern` of the contract): other characters become '-'. */
export function fieldDataBuildId(version: string | undefined): string {
  return version ? version.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 40) : 'local';
}

/** Reads the consent layer's configuration; README lists every variable, default and effect. */
export function readConsentConfig(env: Env): ConsentConfig {
  const hosts = readVendorHosts(env);
  const vendors = Object.fromEntries(
    vendorKeys.map((key) => [key, { id: envValue(env, `CONSENT_${key}_ID`), host: hosts[key] }]),
  ) as Record<VendorKey, VendorConfig>;
  const endpoints = readBugsnagEndpoints(env);

  return {
    cookieDomain: envValue(env, 'CONSENT_COOKIE_DOMAIN'),
    policyRevision: parsePolicyRevision(envValue(env, 'CONSENT_POLICY_REVISION')),
    recordsEndpoint: `${readApiConfig(env).baseUrl}/consent-records`,
    vendors,
    bugsnag: {
      apiKey: envValue(env, 'CONSENT_BUGSNAG_API_KEY'),
      notifyEndpoint: endpoints.notify,
      sessionsEndpoint: endpoints.sessions,
      maxEvents: parseMaxEvents(envValue(env, 'CONSENT_BUGSNAG_MAX_EVENTS')),
      releaseStage: envValue(env, 'CONSENT_BUGSNAG_RELEASE_STAGE') ?? 'production',
      appVersion: envValue(env, 'CONSENT_BUGSNAG_APP_VERSION'),
    },
    fieldData: {
      endpoint: `${readApiConfig(env).baseUrl}/v1/vitals`,
      buildId: fieldDataBuildId(envValue(env, 'CONSENT_BUGSNAG_APP_VERSION')),
    },
    attribution: {
      host: parseOrigin('CONSENT_ATTRIBUTION_HOST', envValue(env, 'CONSENT_ATTRIBUTION_HOST') ?? 'https://app.adjust.com'),
      tracker: envValue(env, 'CONSENT_ATTRIBUTION_TRACKER'),
      campaign: envValue(env, 'CONSENT_ATTRIBUTION_CAMPAIGN') ?? DEFAULT_CAMPAIGN,
      adgroupPrefix: envValue(env, 'CONSENT_ATTRIBUTION_ADGROUP_PREFIX') ?? '',
    },
  };
}
