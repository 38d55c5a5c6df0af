import Cookies from 'js-cookie';
import { removeCookie, type CookieScope } from './cookies';
import type { ServiceKey } from './services';

/**
 * What a choice clears (§4): every cookie the page can see, and what withdrawn vendors stored
 * themselves. Only the dialog's choices run this, so it lives in the dialog's lazy chunk
 * (through choiceEffects), not in the code every page loads.
 */
interface Traces {
  /** Cookies the vendor itself sets; removed when consent is withdrawn (as far as a page can). */
  cookies?: readonly RegExp[];
  /** localStorage keys (prefixes) the vendor writes; removed on withdrawal. */
  storage?: readonly string[];
}

export const vendorTraces: Readonly<Partial<Record<ServiceKey, Traces>>> = {
  FRESHCHAT: { cookies: [/^fw_/, /^fc_/], storage: ['fc_', 'fw_', 'freshchat'] },
  BUGSNAG: { storage: ['bugsnag-'] },
  FLAGSMITH_AB_TESTING: { storage: ['flagsmith', 'BULLET_TRAIN'] },
  GOOGLE_ANALYTICS: { cookies: [/^_ga/, /^_gid$/, /^_gat/] },
  MICROSOFT_CLARITY: { cookies: [/^_clck$/, /^_clsk$/, /^CLID$/, /^MUID$/], storage: ['_cl'] },
  ADJUST: { cookies: [/^adjust/i], storage: ['adjust-sdk'] },
  FACEBOOK_PIXEL: { cookies: [/^_fbp$/, /^_fbc$/] },
  GOOGLE_ADS: { cookies: [/^_gcl/, /^_gac_/] },
  FINANCE_ADS: { cookies: [/^s_id$/, /^fa_/i] },
  TIKTOK_PIXEL: { cookies: [/^_ttp$/, /^_tt_/, /^ttcsid/], storage: ['tt_'] },
  MICROSOFT_ADVERTISING: { cookies: [/^_uetsid$/, /^_uetvid$/, /^_uetmsclkid$/, /^MUID$/], storage: ['_uet'] },
  SPOTIFY_AD_ANALYTICS: { cookies: [/^_spdt/], storage: ['spdt'] },
};

/**
 * Clears every cookie this page can see (§4: reject and accept selected start from nothing),
 * except the names in `keep`. HttpOnly cookies cannot be seen or removed by a page.
 */
export function clearAllCookies(scope: CookieScope, keep: readonly string[] = []): void {
  for (const name of Object.keys(Cookies.get())) {
    if (!keep.includes(name)) removeCookie(name, scope);
  }
}

/**
 * Removes what withdrawn services stored: their cookies (_ga*, _gid, _fbp, _gcl*, _ttp, _clck,
 * _uetsid, ...) and localStorage keys. Run after clearAllCookies for the storage part and on its
 * own when a page only has a partial view.
 */
export function clearVendorData(withdrawn: Iterable<ServiceKey>, scope: CookieScope): void {
  const traces = [...new Set(withdrawn)].map((key) => vendorTraces[key] ?? {});
  const patterns = traces.flatMap((t) => t.cookies ?? []);
  for (const name of Object.keys(Cookies.get())) {
    if (patterns.some((p) => p.test(name))) removeCookie(name, scope);
  }
  const prefixes = traces.flatMap((t) => t.storage ?? []);
  if (prefixes.length === 0 || typeof localStorage === 'undefined') return;
  try {
    for (const name of Object.keys(localStorage)) {
      if (prefixes.some((p) => name.startsWith(p))) localStorage.removeItem(name);
    }
  } catch {
    // Storage can be blocked by browser settings; nothing was stored there then.
  }
}

