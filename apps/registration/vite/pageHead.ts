import type { SiteConfig } from '@site/config';
import { consentHeadScript } from '@site/consent';
import type { Messages } from '@site/i18n';
import { registrationMessages } from '@site/i18n/registration';
import { fontFamily, themeCssVariables } from '@site/theme';
import { phoneCornerRadius } from '@site/app-screens/phone';

/** The theme's family with the size-adjusted fallback face of src/registration.css after Inter. */
const bodyFontFamily = fontFamily.body.replace(/^'Inter Variable',/, "'Inter Variable', 'Inter Fallback',");
if (!bodyFontFamily.includes('Inter Fallback')) throw new Error(`The theme's body font no longer starts with 'Inter Variable': ${fontFamily.body}`);

/**
 * What index.html's head holds before the script runs: the theme's colours as CSS custom
 * properties, the page's White and the footer's StoneLight (no theme code in the bundle), and the page's description, the en-EU headline (the
 * locale of the root index.html; ./localePages.ts writes each locale's, and RegistrationLayout
 * switches it with the locale); and the consent head script, which decides before first paint
 * whether the consent summary shows (CSP-hashed by secureExport).
 */
export function pageHead(siteConfig: SiteConfig, policyRevision: number) {
  return {
    name: 'registration-theme',
    transformIndexHtml: () => [
      {
        tag: 'style',
        injectTo: 'head' as const,
        // The footer is StoneLight, as the site's is. The success state's app screen has the phone's corners.
        children: `:root { ${themeCssVariables('White')} --font-body: ${bodyFontFamily}; --phone-corner-radius: ${phoneCornerRadius}; } [data-theme="StoneLight"] { ${themeCssVariables('StoneLight')} }`,
      },
      {
        tag: 'meta',
        injectTo: 'head' as const,
        attrs: {
          name: 'description',
          content: String((registrationMessages('en-EU', siteConfig).RegistrationPage as Messages).headline),
        },
      },
      { tag: 'script', injectTo: 'head' as const, children: consentHeadScript(policyRevision) },
    ],
  };
}
