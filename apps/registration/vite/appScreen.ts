import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { accountScreen, appScreenDesignKey, writeAppScreens, type AppScreenImage } from '@site/app-screens';
import type { SiteConfig } from '@site/config';
import { icuLiteral, locales, type Locale, type Messages } from '@site/i18n';
import { allMessages } from '@site/i18n/web';

/** Where the drawn files are served from: beside the other hashed, immutable assets. */
const urlBase = '/assets';

export interface RegistrationAppScreen {
  /** The account screen in each locale, as the site's build draws it (@site/app-screens). */
  images: Record<Locale, AppScreenImage>;
  /** The folder the files were written to, named as their URLs below `urlBase`. */
  dir: string;
}

/**
 * The success state's picture: the app's account screen in both locales, drawn at build time
 * from the same input as the site's (so it is the same picture), cached in node_modules/.cache.
 */
export async function drawAppScreen(site: Pick<SiteConfig, 'brand' | 'partnerBank'>, cacheDir: string): Promise<RegistrationAppScreen> {
  const require = createRequire(import.meta.url);
  const screens = locales.map((locale) => accountScreen({ locale, brand: site.brand, messages: allMessages(locale, site) }));
  const dir = path.join(cacheDir, 'files');
  const { images } = await writeAppScreens({
    screens,
    outDir: dir,
    urlBase,
    cacheDir,
    fontsourceDir: path.dirname(require.resolve('@fontsource/inter/package.json')),
    designKey: appScreenDesignKey(path.dirname(require.resolve('@site/app-screens/package.json'))),
  });
  return { images: Object.fromEntries(locales.map((locale, i) => [locale, images[i]!])) as Record<Locale, AppScreenImage>, dir };
}

/**
 * The picture as data of each locale's catalogue (`RegistrationSuccess.screen`), which the page carries
 * in its HTML: alt text, the webp srcset (1x, 2x), the jpeg as the fallback `src`, and the size.
 * So the app's script holds no file names, sizes or alt texts of its own, only the <img>.
 */
export function appScreenMessages({ images }: RegistrationAppScreen): Record<Locale, Messages> {
  const webp = (image: AppScreenImage) => [image, ...image.variants].map((variant) => `${variant.webp} ${variant.width / image.width}x`).join(', ');
  return Object.fromEntries(
    locales.map((locale) => {
      const image = images[locale];
      const data = { alt: image.alt, webp: webp(image), src: image.jpeg, width: String(image.width), height: String(image.height) };
      return [locale, Object.fromEntries(Object.entries(data).map(([key, value]) => [key, icuLiteral(value)]))];
    }),
  ) as Record<Locale, Messages>;
}

/** Every file the pages name (each webp, the smallest jpeg): its name below `assets/` and where it is. */
function screenFiles({ images, dir }: RegistrationAppScreen) {
  return Object.values(images).flatMap((image) =>
    [...[image, ...image.variants].map((variant) => variant.webp), image.jpeg].map((url) => ({ fileName: url.slice(1), path: path.join(dir, path.basename(url)) })),
  );
}

/** Emits the screens into the build as assets, and serves them under `vite dev`. */
export function appScreenAssets(screen: RegistrationAppScreen) {
  const files = screenFiles(screen);
  return {
    name: 'registration-app-screen',
    generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: Uint8Array }): string }) {
      for (const file of files) this.emitFile({ type: 'asset', fileName: file.fileName, source: readFileSync(file.path) });
    },
    configureServer(server: { middlewares: { use(handler: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): void } }) {
      server.middlewares.use((req, res, next) => {
        const file = files.find((candidate) => `/${candidate.fileName}` === req.url);
        if (!file) return next();
        res.setHeader('Content-Type', file.fileName.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
        res.end(readFileSync(file.path));
      });
    },
  };
}
