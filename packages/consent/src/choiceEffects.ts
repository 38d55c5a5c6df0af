import { readChoices, writeConsent, type CookieScope } from './cookies';
import type { EffectDeps } from './dialogState';
import { optionalKeys } from './services';
import { clearAllCookies, clearVendorData } from './vendorTraces';
import { WSID_COOKIE, syncWebSessionId } from './webSessionId';

/**
 * The real effects of a choice: cookies via js-cookie, the WSID kept in line, and a reload so
 * that only what is now allowed runs. `reload` is injected for tests.
 */
export function choiceEffects(
  scope: CookieScope,
  reload: () => void,
  scrollToTop: () => void,
): EffectDeps {
  return {
    clearCookies: () => {
      // WSID survives only if tracking consent survives; syncWebSessionId decides below.
      clearAllCookies(scope, [WSID_COOKIE]);
      clearVendorData(optionalKeys, scope);
    },
    writeConsent: (keys) => {
      writeConsent(keys, scope);
      syncWebSessionId(readChoices(), scope);
    },
    scrollToTop,
    reload,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  };
}
