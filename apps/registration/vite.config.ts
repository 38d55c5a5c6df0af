import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { appQrCode, drawAppQrCodes } from './vite/appQrCode';
import { appScreenAssets, appScreenMessages, drawAppScreen } from './vite/appScreen';
import { readBuildConfig } from './vite/buildConfig';
import { chunkFileNames, registrationCatalogues } from './vite/catalogueChunks';
import { defines } from './vite/defines';
import { freshImports } from './vite/freshImports';
import { noPreloadHelper } from './vite/noPreloadHelper';
import { pageHead } from './vite/pageHead';
import { securityHeaders } from './vite/securityHeaders';
import { mkdirSync, writeFileSync } from 'node:fs';
import { drawCertificationMark, drawPartnerBankMark, markAliases, readMarks } from './vite/marks';
import { footerLinks, type FooterLegal } from './vite/legalMessages';
import { loadLegalFacts } from '@site/content/legalFacts';
import { loadPlanChoices } from '@site/content/plans';
import { planSlugs } from './vite/pageLinks';
import { readLegalIdentity } from '@site/config';
import { locales } from '@site/i18n';

// Each plugin lives in vite/, tested there; the README's configuration table lists the variables.
const config = readBuildConfig(process.env);
const qrCodes = await drawAppQrCodes(config.site);
// The footer's legal entity and partner bank (configuration), its deposit-guarantee notice and
// marks (the same content as the site's).
const legal: FooterLegal = { identity: readLegalIdentity(process.env), facts: await loadLegalFacts(locales) };
// The plans a visitor can choose on the site (`?plan=<slug>`): their names, per locale.
const plans = await loadPlanChoices(locales);
// The success state's screen of the app (@site/app-screens), drawn with the site's brand.
const appScreen = await drawAppScreen(config.site, fileURLToPath(new URL('./node_modules/.cache/app-screens/', import.meta.url)));
// Without PARTNER_BANK_LOGO or CERTIFICATION_LOGO, sample marks drawn for the names they stand for.
const sampleMarkDir = fileURLToPath(new URL('./node_modules/.cache/marks/', import.meta.url));
mkdirSync(sampleMarkDir, { recursive: true });
writeFileSync(`${sampleMarkDir}partner-bank.svg`, drawPartnerBankMark(config.site.partnerBank));
writeFileSync(`${sampleMarkDir}certification.svg`, drawCertificationMark(legal.facts['en-EU'].trustMarks.certification.organisation));
const marks = readMarks(process.env, {
  partnerBankLogo: `${sampleMarkDir}partner-bank.svg`,
  certificationLogo: `${sampleMarkDir}certification.svg`,
});

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    noPreloadHelper(),
    freshImports(),
    registrationCatalogues(config.site, legal, appScreenMessages(appScreen), plans),
    appQrCode(qrCodes),
    appScreenAssets(appScreen),
    securityHeaders(config.api, process.env),
    pageHead(config.site, config.consent.policyRevision),
  ],
  resolve: {
    alias: [
      ...markAliases(marks),
      {
        // wouter's shim for React < 18: React 19's own hook instead.
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/shims/useSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  define: {
    ...defines(config, qrCodes, command),
    __FOOTER_LINKS__: JSON.stringify(footerLinks(legal)),
    __PLAN_SLUGS__: JSON.stringify(planSlugs(plans)),
  },
  server: { port: config.port, strictPort: true },
  preview: { port: config.port, strictPort: true },
  // No modulepreload polyfill: every browser the es2022 target runs in supports modulepreload,
  // and the lazy chunks (consent dialog, Bugsnag) import nothing but the entry chunk.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: false,
    rollupOptions: { output: { chunkFileNames }, treeshake: { propertyReadSideEffects: false } },
  },
}));
