import Cookies from 'js-cookie';
import { removeCookie, type CookieScope } from './cookies';
import { vendorOf, type ServiceKey } from '@site/vendors';

// What a choice clears (§4): every cookie the page can see, and what withdrawn vendors stored
// themselves (their `cookies` and `storage` in vendors.ts). Only the dialog's choices run this,
// so it lives in the dialog's lazy chunk (through choiceEffects), not in the code every page loads.

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
  const traces = [...new Set(withdrawn)].map(vendorOf);
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

