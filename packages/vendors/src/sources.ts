import { embedKeys, vendors, type Directive, type EmbedKey, type ServiceKey } from './vendors';

const google = vendors.GOOGLE_TAG_MANAGER.host;

/**
 * What each vendor needs beyond its host once loaded (beacons, pixels, frames), from its CSP
 * guide: read at build time by @site/security (the Content-Security-Policy) and @site/content
 * (the players an embed may show). Apart from the registry itself, so that no page's script
 * carries them: the browser never needs them.
 */
export const vendorSources = {
  CONTENTFUL: { img: ['https://images.ctfassets.net'] },
  FRESHCHAT: {
    connect: ['https://wchat.freshchat.com'],
    frame: ['https://wchat.freshchat.com'],
    img: ['https://wchat.freshchat.com'],
  },
  CLOUDFLARE: { frame: ['https://challenges.cloudflare.com'] },
  GOOGLE_TAG_MANAGER: { img: [google], connect: [google] },
  GOOGLE_ANALYTICS: {
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com'],
    img: ['https://*.google-analytics.com'],
  },
  MICROSOFT_CLARITY: { connect: ['https://*.clarity.ms'], img: ['https://*.clarity.ms'] },
  ADJUST: { connect: ['https://app.adjust.com'] },
  FACEBOOK_PIXEL: { connect: ['https://www.facebook.com'], img: ['https://www.facebook.com'] },
  GOOGLE_ADS: {
    script: ['https://www.googleadservices.com', 'https://googleads.g.doubleclick.net'],
    connect: ['https://www.google.com', 'https://googleads.g.doubleclick.net'],
    img: ['https://www.google.com', 'https://googleads.g.doubleclick.net'],
    frame: ['https://td.doubleclick.net'],
  },
  FINANCE_ADS: { img: ['https://js.financeads.net'] },
  TIKTOK_PIXEL: { connect: ['https://analytics.tiktok.com'], img: ['https://analytics.tiktok.com'] },
  MICROSOFT_ADVERTISING: { img: ['https://bat.bing.com'] },
  SPOTIFY_AD_ANALYTICS: { connect: ['https://pixel.byspotify.com'] },
  VIDEO: { frame: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] },
  PODCAST: { frame: ['https://open.spotify.com'] },
} as const satisfies Partial<Record<ServiceKey, Readonly<Partial<Record<Directive, readonly string[]>>>>>;

/** Every origin an embed's player may come from: a content entry's URL must start with one. */
export const embedOrigins: readonly string[] = embedKeys.flatMap((key: EmbedKey) => vendorSources[key].frame);
