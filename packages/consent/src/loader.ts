import type { ConsentConfig, VendorKey } from './config';
import type { ServiceKey } from './services';

/**
 * The one place third-party code enters the page: each vendor's script is added only when its
 * service is consented (essential services always), and only when an id is configured.
 */
type Win = Window & Record<string, unknown>;
type Init = (id: string, w: Win) => void;

interface VendorScript {
  src: (id: string, host: string) => string;
  /** Runs before the script is added (queues the vendor expects to find). */
  before?: Init;
  /** Runs when the script has loaded. */
  after?: Init;
}

const queue = (name: string, push: string) => (_id: string, w: Win) => {
  if (w[name]) return;
  const fn = function (...args: unknown[]) {
    (fn as unknown as Record<string, unknown[]>)[push]!.push(args);
  };
  (fn as unknown as Record<string, unknown[]>)[push] = [];
  w[name] = fn;
};

export function gtag(...args: unknown[]): void {
  const w = window as unknown as Win;
  const dataLayer = (w.dataLayer ??= []) as unknown[];
  // gtag.js reads Arguments objects from the dataLayer, not arrays.
  // eslint-disable-next-line prefer-rest-params
  dataLayer.push(arguments);
  void args;
}

const gtagConfig: Init = (id) => {
  gtag('js', new Date());
  gtag('config', id);
};

const scripts: Record<Exclude<VendorKey, 'FLAGSMITH_AB_TESTING'>, VendorScript> = {
  GOOGLE_TAG_MANAGER: {
    src: (id, host) => `${host}/gtm.js?id=${encodeURIComponent(id)}`,
    before: (_id, w) => {
      (w.dataLayer as unknown[]).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    },
  },
  GOOGLE_ANALYTICS: { src: (id, host) => `${host}/gtag/js?id=${encodeURIComponent(id)}`, before: gtagConfig },
  GOOGLE_ADS: { src: (id, host) => `${host}/gtag/js?id=${encodeURIComponent(id)}`, before: gtagConfig },
  FACEBOOK_PIXEL: {
    src: (_id, host) => `${host}/en_US/fbevents.js`,
    before: (id, w) => {
      queue('fbq', 'queue')(id, w);
      const fbq = w.fbq as (...a: unknown[]) => void;
      fbq('init', id);
      fbq('track', 'PageView');
    },
  },
  TIKTOK_PIXEL: {
    src: (id, host) => `${host}/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
    before: (id, w) => {
      w.ttq ??= [];
    },
  },
  FINANCE_ADS: { src: (id, host) => `${host}/fpc.js?pid=${encodeURIComponent(id)}` },
  ADJUST: {
    src: (_id, host) => `${host}/adjust-latest.min.js`,
    after: (id, w) => {
      const adjust = w.Adjust as { initSdk?: (o: object) => void } | undefined;
      adjust?.initSdk?.({ appToken: id, environment: 'production' });
    },
  },
  MICROSOFT_ADVERTISING: {
    src: (_id, host) => `${host}/bat.js`,
    after: (id, w) => {
      const UET = w.UET as (new (o: object) => { push: (e: string) => void }) | undefined;
      if (!UET) return;
      const uetq = new UET({ ti: id, q: (w.uetq as unknown[]) ?? [] });
      w.uetq = uetq;
      uetq.push('pageLoad');
    },
  },
  MICROSOFT_CLARITY: {
    src: (id, host) => `${host}/tag/${encodeURIComponent(id)}`,
    before: (id, w) => queue('clarity', 'q')(id, w),
  },
  SPOTIFY_AD_ANALYTICS: {
    src: (id, host) => `${host}/ping.min.js?key=${encodeURIComponent(id)}`,
  },
  FRESHCHAT: {
    src: (_id, host) => `${host}/js/widget.js`,
    after: (id, w) => {
      const widget = w.fcWidget as { init?: (o: object) => void } | undefined;
      widget?.init?.({ token: id });
    },
  },
  CLOUDFLARE: { src: (_id, host) => `${host}/turnstile/v0/api.js?render=explicit` },
};

function addScript(service: VendorKey, src: string, onLoad?: () => void): void {
  if (document.querySelector(`script[data-consent-service="${service}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.consentService = service;
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
    if (key === 'FLAGSMITH_AB_TESTING') {
      // Flagsmith is an API, not a script: fetch the flags once and announce them.
      fetch(`${host}/api/v1/flags/`, { headers: { 'X-Environment-Key': id } })
        .then((r) => (r.ok ? r.json() : []))
        .then((flags: unknown) => window.dispatchEvent(new CustomEvent('consent:flags', { detail: flags })))
        .catch(() => undefined);
      continue;
    }
    const vendor = scripts[key];
    vendor.before?.(id, w);
    addScript(key, vendor.src(id, host), vendor.after && (() => vendor.after!(id, w)));
  }
}

/** For tests: forget that vendors were loaded. */
export function resetLoaderForTests(): void {
  loaded = false;
}
