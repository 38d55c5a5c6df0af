// The third-party origins the site may talk to, per consent service and per CSP directive.
// This is the ONE list: the Content-Security-Policy of both apps is generated from it, and the
// consent layer's loader takes its default script hosts from `defaultVendorHosts` below, so a
// vendor cannot be loaded that the CSP does not allow (and the Playwright suite fails on any
// CSP violation, so a drift shows up as a red test).
//
// Plain JavaScript with a .d.ts beside it, because the post-build scripts run on Node 20
// without a TypeScript loader.

/**
 * Where each vendor's script comes from unless `CONSENT_<KEY>_HOST` says otherwise.
 * Keys are the consent registry's service keys.
 */
export const defaultVendorHosts = Object.freeze({
  GOOGLE_TAG_MANAGER: 'https://www.googletagmanager.com',
  GOOGLE_ANALYTICS: 'https://www.googletagmanager.com',
  GOOGLE_ADS: 'https://www.googletagmanager.com',
  FACEBOOK_PIXEL: 'https://connect.facebook.net',
  TIKTOK_PIXEL: 'https://analytics.tiktok.com',
  FINANCE_ADS: 'https://js.financeads.net',
  ADJUST: 'https://cdn.adjust.com',
  MICROSOFT_ADVERTISING: 'https://bat.bing.com',
  MICROSOFT_CLARITY: 'https://www.clarity.ms',
  SPOTIFY_AD_ANALYTICS: 'https://pixel.byspotify.com',
  FRESHCHAT: 'https://wchat.freshchat.com',
  FLAGSMITH_AB_TESTING: 'https://edge.api.flagsmith.com',
  CLOUDFLARE: 'https://challenges.cloudflare.com',
});

/** Error reporting endpoints (BUGSNAG), overridable with CONSENT_BUGSNAG_*_ENDPOINT. */
export const defaultBugsnagEndpoints = Object.freeze({
  notify: 'https://notify.bugsnag.com',
  sessions: 'https://sessions.bugsnag.com',
});

/** Click-to-load embeds (VIDEO, PODCAST): the iframe origins the embed component may use. */
export const embedHosts = Object.freeze({
  VIDEO: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  PODCAST: ['https://open.spotify.com'],
});

/**
 * What each service needs beyond its script host once it is loaded (beacons, pixels, frames),
 * from the vendors' own CSP guides. Only origins, no paths: CSP matches origins.
 * @type {Readonly<Record<string, Partial<Record<'script' | 'connect' | 'img' | 'frame' | 'style' | 'font', string[]>>>>}
 */
export const vendorExtraSources = Object.freeze({
  GOOGLE_TAG_MANAGER: { img: ['https://www.googletagmanager.com'], connect: ['https://www.googletagmanager.com'] },
  GOOGLE_ANALYTICS: {
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
    img: ['https://*.google-analytics.com'],
  },
  GOOGLE_ADS: {
    script: ['https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
    connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net'],
    img: ['https://www.google.com', 'https://googleads.g.doubleclick.net'],
    frame: ['https://td.doubleclick.net'],
  },
  FACEBOOK_PIXEL: { connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] },
  TIKTOK_PIXEL: { connect: ['https://analytics.tiktok.com'], img: ['https://analytics.tiktok.com'] },
  FINANCE_ADS: { img: ['https://js.financeads.net'] },
  ADJUST: { connect: ['https://app.adjust.com'] },
  MICROSOFT_ADVERTISING: { img: ['https://bat.bing.com'] },
  MICROSOFT_CLARITY: { connect: ['https://*.clarity.ms'], img: ['https://*.clarity.ms'] },
  SPOTIFY_AD_ANALYTICS: { connect: ['https://pixel.byspotify.com'] },
  FRESHCHAT: {
    connect: ['https://wchat.freshchat.com'],
    frame: ['https://wchat.freshchat.com'],
    img: ['https://wchat.freshchat.com'],
  },
  CLOUDFLARE: { frame: ['https://challenges.cloudflare.com'] },
});

/** Content delivery (CONTENTFUL, essential): images a page may reference directly. */
export const contentHosts = Object.freeze({ img: ['https://images.ctfassets.net'] });

/** Attribution redirects (ADJUST links) are navigations, not fetches: no CSP entry needed. */

const clean = (value) => {
  const v = value?.trim();
  return v ? v.replace(/\/+$/, '') : undefined;
};

const originOf = (raw) => {
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`'${raw}' is not an absolute URL`);
  }
};

/**
 * The third-party sources per CSP directive for a configuration: the defaults above with the
 * consent layer's `CONSENT_<KEY>_HOST` / `CONSENT_BUGSNAG_*_ENDPOINT` overrides applied, so the
 * policy follows whatever the loader will actually load.
 * @param {Record<string, string | undefined>} [env]
 */
export function thirdPartySources(env = {}) {
  /** @type {Record<'script' | 'connect' | 'img' | 'frame' | 'style' | 'font', Set<string>>} */
  const out = {
    script: new Set(),
    connect: new Set(),
    img: new Set(),
    frame: new Set(),
    style: new Set(),
    font: new Set(),
  };
  for (const [key, fallback] of Object.entries(defaultVendorHosts)) {
    const host = originOf(clean(env[`CONSENT_${key}_HOST`]) ?? fallback);
    // Flagsmith is an API the loader fetches, the others are scripts.
    (key === 'FLAGSMITH_AB_TESTING' ? out.connect : out.script).add(host);
    for (const [directive, sources] of Object.entries(vendorExtraSources[key] ?? {})) {
      for (const source of sources) out[directive].add(source);
    }
  }
  out.connect.add(originOf(clean(env.CONSENT_BUGSNAG_NOTIFY_ENDPOINT) ?? defaultBugsnagEndpoints.notify));
  out.connect.add(originOf(clean(env.CONSENT_BUGSNAG_SESSIONS_ENDPOINT) ?? defaultBugsnagEndpoints.sessions));
  for (const host of contentHosts.img) out.img.add(host);
  for (const hosts of Object.values(embedHosts)) for (const host of hosts) out.frame.add(host);
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v].sort()]));
}
