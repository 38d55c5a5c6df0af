import type { AppScreenId } from '@site/app-screens';
import type { Locale } from '@site/i18n';
import { siteAppScreens } from '../src/lib/appScreens/inputs';
import { siteConfig } from './helpers';
import { content } from './pages/content';

/**
 * The alt text each screen of the app must carry on a page of `locale`: built from the content,
 * the catalogue and the configuration as the build does, not read from the build's manifest.
 */
export async function appScreenAlts(locale: Locale): Promise<Record<AppScreenId, string>> {
  const screens = siteAppScreens(locale, await content(locale), siteConfig);
  return Object.fromEntries(screens.map((screen) => [screen.id, screen.alt])) as Record<AppScreenId, string>;
}
