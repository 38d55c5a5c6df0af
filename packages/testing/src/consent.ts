import type { BrowserContext } from '@playwright/test';
import { consentCookieName, essentialKeys, type ServiceKey } from '@site/consent/services';

/**
 * Stores consent before a page loads, as a returning visitor would have it. Tests of other
 * features use it so the consent dialog (modal, page behind inert) does not cover the page.
 */
export async function grantConsent(
  context: BrowserContext,
  baseURL: string,
  keys: readonly ServiceKey[] = essentialKeys,
): Promise<void> {
  await context.addCookies(keys.map((key) => ({ name: consentCookieName(key), value: 'true', url: baseURL })));
}
