import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppScreenId, AppScreenImage } from '@site/app-screens';
import type { Locale } from '@site/i18n';

/**
 * What the build's screen step (scripts/app-screens.ts, in the prebuild) wrote: each screen's
 * files, size, placeholder and alt text per locale. Pages read it; they never draw.
 */
export type AppScreenManifest = Record<Locale, Record<AppScreenId, AppScreenImage>>;

/** Beside the drawn screens' cache; the build (and `next dev`) run with apps/web as the working directory. */
export const appScreenManifestFile = (cwd: string = process.cwd()) => join(cwd, 'node_modules', '.cache', 'app-screens', 'manifest.json');

let manifest: AppScreenManifest | undefined;

/** A screen of the app in a locale, as a content image (with its 2x rendering) for `Picture`. */
export function appScreenImage(id: AppScreenId, locale: Locale): AppScreenImage {
  if (!manifest) {
    try {
      manifest = JSON.parse(readFileSync(appScreenManifestFile(), 'utf8')) as AppScreenManifest;
    } catch (error) {
      throw new Error(`app screens: ${appScreenManifestFile()} cannot be read; the prebuild's screen step (scripts/app-screens.ts) writes it`, { cause: error });
    }
  }
  const image = manifest[locale]?.[id];
  if (!image) throw new Error(`app screens: the manifest has no ${id} screen for ${locale}`);
  return image;
}
