import Cookies from 'js-cookie';
import { sendConsentRecord, type RecordContext } from './consentRecord';
import {
  CONSENT_ID_COOKIE,
  CONSENT_REVISION_COOKIE,
  consentCookieAttributes,
  readChoices,
  writeConsent,
  type CookieScope,
} from './cookies';
import type { EffectDeps } from './dialogState';
import { optionalKeys } from './services';
import { clearAllCookies, clearVendorData } from './choiceClearing';
import { WSID_COOKIE, syncWebSessionId } from './webSessionId';

/**
 * The real effects of a choice: cookies via js-cookie (with the policy revision the choice was
 * made under), the WSID kept in line, the consent record, and a reload so that only what is now
 * allowed runs. `reload` is injected for tests.
 */
export function choiceEffects(
  scope: CookieScope,
  reload: () => void,
  scrollToTop: () => void,
  record: RecordContext,
): EffectDeps {
  return {
    clearCookies: () => {
      // WSID survives only if tracking consent survives; syncWebSessionId decides below. The
      // consent id stays: every record of one visitor carries the same id.
      clearAllCookies(scope, [WSID_COOKIE, CONSENT_ID_COOKIE]);
      clearVendorData(optionalKeys, scope);
    },
    writeConsent: (keys) => {
      writeConsent(keys, scope);
      Cookies.set(CONSENT_REVISION_COOKIE, String(record.revision), consentCookieAttributes(scope));
      syncWebSessionId(readChoices(), scope);
    },
    record: (keys) => sendConsentRecord(keys, record, scope),
    scrollToTop,
    reload,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  };
}
