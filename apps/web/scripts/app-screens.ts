/**
 * The web build's screen step (its prebuild, after the content images): draws the app's screens
 * (@site/app-screens) in both locales into public/app-screens and writes the manifest the pages
 * read (src/lib/appScreens/manifest.ts). Screens whose design and data did not change come from
 * node_modules/.cache/app-screens.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { appScreenDesignKey, writeAppScreens } from '@site/app-screens';
import { getContent } from '@site/content';
import { readSiteConfig } from '@site/config';
import { locales } from '@site/i18n';
import { siteAppScreens } from '../src/lib/appScreens/inputs';
import { appScreenManifestFile, type AppScreenManifest } from '../src/lib/appScreens/manifest';

const require = createRequire(import.meta.url);
const webDir = new URL('..', import.meta.url).pathname;
const config = readSiteConfig(process.env);
const screens = (await Promise.all(locales.map(async (locale) => siteAppScreens(locale, await getContent(locale), config)))).flat();
const outDir = join(webDir, 'public', 'app-screens');
// Only this build's files: a screen whose text changed must not leave its old file behind.
rmSync(outDir, { recursive: true, force: true });
const { images, drawn, cached } = await writeAppScreens({
  screens,
  outDir,
  urlBase: '/app-screens',
  cacheDir: join(webDir, 'node_modules', '.cache', 'app-screens'),
  fontsourceDir: dirname(require.resolve('@fontsource/inter/package.json')),
  designKey: appScreenDesignKey(dirname(require.resolve('@site/app-screens/package.json'))),
});
const manifest = Object.fromEntries(
  locales.map((locale) => [locale, Object.fromEntries(screens.flatMap((screen, i) => (screen.locale === locale ? [[screen.id, images[i]]] : [])))]),
) as AppScreenManifest;
const manifestFile = appScreenManifestFile(webDir);
mkdirSync(dirname(manifestFile), { recursive: true });
writeFileSync(manifestFile, JSON.stringify(manifest, null, 1));
console.log(`app screens: ${drawn} drawn and ${cached} from the cache, in ${outDir}`);
