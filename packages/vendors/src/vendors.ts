/**
 * The vendor registry (SPEC §3): one entry per consent service, and everything else is derived
 * from it. In @site/consent: the dialog's service list and the cookie table (services.ts), the
 * loader (loader.ts), the `CONSENT_<KEY>_ID` variables (config.ts), what a
 * withdrawal clears (choiceClearing.ts) and the Playwright configuration (e2e.env); in
 * @site/config: the `CONSENT_<KEY>_HOST` variables (vendorHosts.ts); in @site/security: the
 * Content-Security-Policy, with the sources of sources.ts; in @site/content: the player URLs an
 * embed may have. A new vendor is one entry here, its CSP sources in sources.ts (kept apart so
 * no page's script carries them) and its texts in the Consent catalogue
 * (`services.<KEY>.name|description` in packages/i18n/messages/<locale>/Consent.json).
 *
 * Its own package because the consent layer, @site/security and @site/config (which reads the
 * vendors' variables, vendorHosts.ts) all need it. Read by the browser and, at build time, by Node (the CSP), so nothing here
 * touches `window` until a loader runs.
 */
export const categories = ['essential', 'performance', 'marketing', 'other'] as const;
export type ConsentCategory = (typeof categories)[number];

/** CSP directives a vendor may need sources in (origins only: CSP matches origins). */
export type Directive = 'script' | 'connect' | 'img' | 'frame' | 'style' | 'font';

export type Win = Window & Record<string, unknown>;
type Init = (id: string, w: Win) => void;

/** A vendor whose code is a script the loader adds to the page. */
export interface ScriptLoader {
  script: (id: string, host: string) => string;
  /** Runs before the script is added (queues the vendor expects to find). */
  before?: Init;
  /** Runs when the script has loaded. */
  after?: Init;
}

/** A vendor that is an API the loader calls (its host goes into connect-src, not script-src). */
export interface ApiLoader {
  api: (id: string, host: string) => void;
}

export interface Vendor {
  category: ConsentCategory;
  /**
   * Where the loader loads the vendor from unless `CONSENT_<KEY>_HOST` says otherwise. Only
   * vendors with a host and a loader are loaded; they read `CONSENT_<KEY>_ID`.
   */
  host?: string;
  load?: ScriptLoader | ApiLoader;
  /** Cookies the vendor sets itself; removed when consent is withdrawn (as far as a page can). */
  cookies?: readonly RegExp[];
  /** localStorage keys (prefixes) the vendor writes; removed on withdrawal. */
  storage?: readonly string[];
  /** The bank's own service: no data goes to another company, so the dialog names no provider. */
  firstParty?: true;
}

const queue = (name: string, push: string): Init => (_id, w) => {
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

const gtagScript = (id: string, host: string) => `${host}/gtag/js?id=${encodeURIComponent(id)}`;
const google = 'https://www.googletagmanager.com';

// The order is the dialog's order within each category.
export const vendors = {
  CONTENTFUL: { category: 'essential' },
  FRESHCHAT: {
    category: 'essential',
    host: 'https://wchat.freshchat.com',
    load: {
      script: (_id, host) => `${host}/js/widget.js`,
      after: (id, w) => {
        const widget = w.fcWidget as { init?: (o: object) => void } | undefined;
        widget?.init?.({ token: id });
      },
    },
    cookies: [/^fw_/, /^fc_/],
    storage: ['fc_', 'fw_', 'freshchat'],
  },
  CLOUDFLARE: {
    category: 'essential',
    host: 'https://challenges.cloudflare.com',
    load: { script: (_id, host) => `${host}/turnstile/v0/api.js?render=explicit` },
  },
  GOOGLE_TAG_MANAGER: {
    category: 'essential',
    host: google,
    load: {
      script: (id, host) => `${host}/gtm.js?id=${encodeURIComponent(id)}`,
      before: (_id, w) => {
        (w.dataLayer as unknown[]).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      },
    },
  },
  // Bugsnag is loaded by the error reporter, from CONSENT_BUGSNAG_* (config.ts), and sends to
  // bugsnagEndpoints below.
  BUGSNAG: { category: 'performance', storage: ['bugsnag-'] },
  FLAGSMITH_AB_TESTING: {
    category: 'performance',
    host: 'https://edge.api.flagsmith.com',
    load: {
      // Flagsmith is an API, not a script: fetch the flags once and announce them.
      api: (id, host) => {
        fetch(`${host}/api/v1/flags/`, { headers: { 'X-Environment-Key': id } })
          .then((r) => (r.ok ? r.json() : []))
          .then((flags: unknown) => window.dispatchEvent(new CustomEvent('consent:flags', { detail: flags })))
          .catch(() => undefined);
      },
    },
    storage: ['flagsmith', 'BULLET_TRAIN'],
  },
  GOOGLE_ANALYTICS: {
    category: 'performance',
    host: google,
    load: { script: gtagScript, before: gtagConfig },
    cookies: [/^_ga/, /^_gid$/, /^_gat/],
  },
  MICROSOFT_CLARITY: {
    category: 'performance',
    host: 'https://www.clarity.ms',
    load: { script: (id, host) => `${host}/tag/${encodeURIComponent(id)}`, before: queue('clarity', 'q') },
    cookies: [/^_clck$/, /^_clsk$/, /^CLID$/, /^MUID$/],
    storage: ['_cl'],
  },
  ADJUST: {
    category: 'marketing',
    host: 'https://cdn.adjust.com',
    load: {
      script: (_id, host) => `${host}/adjust-latest.min.js`,
      after: (id, w) => {
        const adjust = w.Adjust as { initSdk?: (o: object) => void } | undefined;
        adjust?.initSdk?.({ appToken: id, environment: 'production' });
      },
    },
    cookies: [/^adjust/i],
    storage: ['adjust-sdk'],
  },
  FACEBOOK_PIXEL: {
    category: 'marketing',
    host: 'https://connect.facebook.net',
    load: {
      script: (_id, host) => `${host}/en_US/fbevents.js`,
      before: (id, w) => {
        queue('fbq', 'queue')(id, w);
        const fbq = w.fbq as (...a: unknown[]) => void;
        fbq('init', id);
        fbq('track', 'PageView');
      },
    },
    cookies: [/^_fbp$/, /^_fbc$/],
  },
  GOOGLE_ADS: {
    category: 'marketing',
    host: google,
    load: { script: gtagScript, before: gtagConfig },
    cookies: [/^_gcl/, /^_gac_/],
  },
  FINANCE_ADS: {
    category: 'marketing',
    host: 'https://js.financeads.net',
    load: { script: (id, host) => `${host}/fpc.js?pid=${encodeURIComponent(id)}` },
    cookies: [/^s_id$/, /^fa_/i],
  },
  TIKTOK_PIXEL: {
    category: 'marketing',
    host: 'https://analytics.tiktok.com',
    load: {
      script: (id, host) => `${host}/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
      before: (_id, w) => {
        w.ttq ??= [];
      },
    },
    cookies: [/^_ttp$/, /^_tt_/, /^ttcsid/],
    storage: ['tt_'],
  },
  MICROSOFT_ADVERTISING: {
    category: 'marketing',
    host: 'https://bat.bing.com',
    load: {
      script: (_id, host) => `${host}/bat.js`,
      after: (id, w) => {
        const UET = w.UET as (new (o: object) => { push: (e: string) => void }) | undefined;
        if (!UET) return;
        const uetq = new UET({ ti: id, q: (w.uetq as unknown[]) ?? [] });
        w.uetq = uetq;
        uetq.push('pageLoad');
      },
    },
    cookies: [/^_uetsid$/, /^_uetvid$/, /^_uetmsclkid$/, /^MUID$/],
    storage: ['_uet'],
  },
  SPOTIFY_AD_ANALYTICS: {
    category: 'marketing',
    host: 'https://pixel.byspotify.com',
    load: { script: (id, host) => `${host}/ping.min.js?key=${encodeURIComponent(id)}` },
    cookies: [/^_spdt/],
    storage: ['spdt'],
  },
  // Field data: real visitors' Core Web Vitals, measured by the consent layer itself
  // (@site/consent fieldData.ts) and sent to the bank's own API (`POST /v1/vitals`). It sets no
  // cookie and stores nothing in the browser.
  FIELD_DATA: { category: 'performance', firstParty: true },
  // Click-to-load embeds: the iframe origins the embed component may use.
  VIDEO: { category: 'other' },
  PODCAST: { category: 'other' },
} as const satisfies Record<string, Vendor>;

export type ServiceKey = keyof typeof vendors;

/** The vendors the loader adds (a host and a loader): each reads `CONSENT_<KEY>_ID` and `CONSENT_<KEY>_HOST`. */
export type VendorKey = {
  [K in ServiceKey]: (typeof vendors)[K] extends { host: string; load: object } ? K : never;
}[ServiceKey];

export const vendorOf = (key: ServiceKey): Vendor => vendors[key];

export const vendorKeys = /* @__PURE__ */ (Object.keys(vendors) as ServiceKey[]).filter(
  (key): key is VendorKey => 'host' in vendors[key] && 'load' in vendors[key],
);

/** Where each vendor is loaded from unless `CONSENT_<KEY>_HOST` says otherwise. */
export const defaultVendorHosts = /* @__PURE__ */ Object.fromEntries(
  // Pure too, or a bundle that never reads the hosts would still compute the list.
  /* @__PURE__ */ vendorKeys.map((key) => [key, vendors[key].host]),
) as Readonly<Record<VendorKey, string>>;

/** Where Bugsnag sends unless `CONSENT_BUGSNAG_NOTIFY_ENDPOINT` / `_SESSIONS_ENDPOINT` say otherwise. */
export const bugsnagEndpoints = Object.freeze({
  notify: 'https://notify.bugsnag.com',
  sessions: 'https://sessions.bugsnag.com',
});

/** The click-to-load embeds, each with the iframe origins (its players) it may show. */
export const embedKeys = ['VIDEO', 'PODCAST'] as const satisfies readonly ServiceKey[];
export type EmbedKey = (typeof embedKeys)[number];


