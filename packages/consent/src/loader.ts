import type { ConsentConfig } from './config';
import type { ServiceKey } from './services';
import { gtag, vendors, type ApiLoader, type ScriptLoader, type VendorKey, type Win } from '@site/vendors';

/**
 * The one place third-party code enters the page: each vendor's loader (vendors.ts) runs only
 * when its service is consented (essential services always), and only when an id is configured.
 */
function addScript(service: VendorKey, src: string, onLoad?: () => void): void {
  if (document.querySelector(`script[data-consent-service="${service}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.consentService = service;
  // The outcome stays on the element (`data-consent-state`), for a caller that comes later
  // (a chat button clicked after the script failed: @site/consent/chat).
  script.addEventListener('load', () => (script.dataset.consentState = 'loaded'));
  script.addEventListener('error', () => (script.dataset.consentState = 'failed'));
  if (onLoad) script.addEventListener('load', onLoad);
  document.head.appendChild(script);
}

/**
 * Google Consent Mode v2: every storage defaults to 'denied' before GTM loads, then an update
 * grants exactly what the stored choices allow.
 */
export function consentModeUpdate(choices: ReadonlySet<ServiceKey>) {
  const state = (granted: boolean) => (granted ? 'granted' : 'denied');
  const ads = choices.has('GOOGLE_ADS');
  return {
    ad_storage: state(ads),
    analytics_storage: state(choices.has('GOOGLE_ANALYTICS')),
    ad_user_data: state(ads),
    ad_personalization: state(ads),
  };
}

export function pushConsentMode(choices: ReadonlySet<ServiceKey>): void {
  gtag('consent', 'default', {
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    wait_for_update: 500,
  });
  gtag('consent', 'update', consentModeUpdate(choices));
}

/** Which vendors the loader adds for these choices and this configuration. */
export function vendorsToLoad(
  config: ConsentConfig,
  choices: ReadonlySet<ServiceKey>,
  isEssential: (key: ServiceKey) => boolean,
): VendorKey[] {
  return (Object.keys(config.vendors) as VendorKey[]).filter(
    (key) => Boolean(config.vendors[key].id) && (isEssential(key) || choices.has(key)),
  );
}

let loaded = false;

export function loadVendors(
  config: ConsentConfig,
  choices: ReadonlySet<ServiceKey>,
  isEssential: (key: ServiceKey) => boolean,
): void {
  if (loaded) return;
  loaded = true;
  const w = window as unknown as Win;
  w.dataLayer ??= [];
  pushConsentMode(choices);
  for (const key of vendorsToLoad(config, choices, isEssential)) {
    const { id, host } = config.vendors[key];
    if (!id) continue;
    const load: ScriptLoader | ApiLoader = vendors[key].load;
    if ('api' in load) {
      load.api(id, host);
      continue;
    }
    load.before?.(id, w);
    addScript(key, load.script(id, host), load.after && (() => load.after!(id, w)));
  }
}

/** For tests: forget that vendors were loaded. */
export function resetLoaderForTests(): void {
  loaded = false;
}
