import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import compile from 'icu-minify/compile';
import QRCode from 'qrcode';
import { readApiConfig } from '@site/api';
import { readSiteConfig } from '@site/config';
import { readConsentConfig } from '@site/consent';
import { isStrictI18n, locales, type Messages } from '@site/i18n';
import { pickMessages } from '@site/i18n/web';
import { registrationMessages } from '@site/i18n/registration';
import { breakpoints, themeCssVariables } from '@site/theme';

const port = Number(process.env.REGISTRATION_PORT ?? 3001);
const siteConfig = readSiteConfig(process.env);

/**
 * Messages are compiled here, at build time (icu-minify, the precompile path of use-intl 4), and
 * use-intl's formatter is swapped for its format-only variant: the bundle then carries neither
 * intl-messageformat nor the ICU parser (about 12 KB gzipped less; see the README's size note).
 */
type Compiled = { [key: string]: ReturnType<typeof compile> | Compiled };
function precompile(node: Messages): Compiled {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : precompile(value)]),
  );
}
/**
 * Only what this app renders goes into the bundle (85 KB budget; every message is in it twice,
 * once per locale): its own namespaces whole, and of the namespaces shared with the site only
 * the keys it uses, so texts others add there do not grow this bundle. `Consent` joins when
 * ConsentRoot is mounted here. A key missing from these lists fails loudly: e2e builds use
 * strict i18n (§8), so the page crashes and the specs fail.
 */
const ownNamespaces = [
  'RegistrationError',
  'RegistrationFooter',
  'RegistrationForm',
  'RegistrationPage',
  'RegistrationSuccess',
];
const sharedKeys: Record<string, readonly string[]> = {
  Common: ['skipToContent', 'externalLink'],
  Errors: ['offline', 'invalidPasswordOrTerms', 'registrationFailed', 'registrationFailedText'],
  Footer: ['label', 'appStore', 'playStore', 'cookieSettings', 'copyright', 'legal', 'terms', 'imprint', 'privacy'],
  Validation: [
    'required',
    'email',
    'maxLength',
    'emailLabel',
    'passwordLabel',
    'passwordShow',
    'passwordRule',
    'passwordLength',
    'passwordLower',
    'passwordUpper',
    'passwordDigit',
    'passwordSpecial',
    'passwordValid',
    'passwordInvalid',
    'criterionMet',
    'criterionNotMet',
  ],
};
function renderedMessages(messages: Messages): Messages {
  const shared = Object.entries(sharedKeys).map(([namespace, keys]) => {
    const all = pickMessages(messages, [namespace])[namespace] as Messages;
    return [namespace, Object.fromEntries(keys.map((key) => [key, all[key]]))];
  });
  return { ...pickMessages(messages, ownNamespaces), ...Object.fromEntries(shared) };
}
const compiledMessages = Object.fromEntries(
  locales.map((locale) => [locale, precompile(renderedMessages(registrationMessages(locale, siteConfig)))]),
);

/**
 * The success state's QR code (issue 8) is drawn here by the `qrcode` package: its target is
 * configuration known at build time, so the browser gets a ready SVG and no QR code library
 * (9 KB gzipped as a lazy chunk). It points at the App Store link (APP_STORE_URL).
 * TODO(attribution): point it at the attribution redirect of §7 so one code serves both stores.
 */
const appQrSvg = await QRCode.toString(siteConfig.appStoreUrl, {
  type: 'svg',
  margin: 1,
  errorCorrectionLevel: 'M',
});

/**
 * Brand, partner bank and outside addresses are read once, at build time, from the environment
 * (README configuration table) and compiled in; nothing in src hard-codes them.
 * REGISTRATION_E2E=1 or API_MOCK=1 (test and demo builds against the local API mock) compile in
 * the test-only crash route `/{locale}/crash-test`; production builds leave it out.
 */
export default defineConfig({
  plugins: [
    react(),
    {
      // Theme colours as CSS custom properties in the page itself: no theme code in the bundle.
      name: 'registration-theme',
      transformIndexHtml: () => [
        {
          tag: 'style',
          injectTo: 'head',
          children: `:root { ${themeCssVariables('White')} }`,
        },
      ],
    },
  ],
  resolve: {
    alias: [
      {
        find: /^use-intl\/format-message$/,
        replacement: fileURLToPath(import.meta.resolve('use-intl/format-message/format-only')),
      },
    ],
  },
  define: {
    __SITE_CONFIG__: JSON.stringify(siteConfig),
    // API_BASE_URL, API_TIMEOUT_MS, API_MOCK (README of @site/api).
    __API_CONFIG__: JSON.stringify(readApiConfig(process.env)),
    // A literal of its own, so `if (__API_MOCK__)` is dead code before chunking and a build
    // without the mock emits no mock chunk at all.
    __API_MOCK__: JSON.stringify(readApiConfig(process.env).mock),
    // Only the attribution part of the consent configuration (§7 store links); the consent
    // engineer adds the rest when mounting ConsentRoot here.
    __ATTRIBUTION__: JSON.stringify(readConsentConfig(process.env).attribution),
    __REGISTRATION_MESSAGES__: JSON.stringify(compiledMessages),
    __APP_QR_CODE__: JSON.stringify(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(appQrSvg)}`),
    __STRICT_I18N__: JSON.stringify(isStrictI18n(process.env)),
    __LARGE_SCREEN_QUERY__: JSON.stringify(`(min-width: ${breakpoints.large}rem)`),
    __E2E_HOOKS__: JSON.stringify(process.env.REGISTRATION_E2E === '1' || process.env.API_MOCK === '1'),
  },
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
});
