import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ContentImage } from '@site/content';
import { appScreenFontWeights, readInterFonts } from './fonts';
import type { AppScreen } from './inputs';
import { renderAppScreen } from './render';

/**
 * A drawn screen as the pages use it: a content image (the smallest width as `width`/`height`/
 * `webp`/`jpeg`, so @site/content's Picture renders it) whose `variants` are the larger widths
 * for the srcset, and whose alt text says what the screen shows.
 */
export type AppScreenImage = ContentImage & Required<Pick<ContentImage, 'variants'>>;

export interface WriteAppScreensOptions {
  screens: readonly AppScreen[];
  /** Where the files go (a public folder of the app). */
  outDir: string;
  /** Their URL path, e.g. '/app-screens'. */
  urlBase: string;
  /** Drawn screens by the hash of design and data; a screen whose input did not change is copied. */
  cacheDir: string;
  /** The @fontsource/inter package folder. */
  fontsourceDir: string;
  /** Changes whenever the design does (`appScreenDesignKey`). */
  designKey: string;
}

interface CachedScreen {
  placeholder: string;
  variants: Array<{ width: number; height: number }>;
}

/**
 * Every file of the package that decides how a screen looks (design, rendering, the pinned
 * satori and sharp in package.json), hashed: a new design draws every screen again.
 */
export function appScreenDesignKey(packageDir: string): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return /\.test\.tsx?$/.test(name) ? [] : [path];
      });
  for (const file of [join(packageDir, 'package.json'), ...files(join(packageDir, 'src'))]) {
    hash.update(relative(packageDir, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * Writes every screen's webp and jpeg files into `outDir` (named by screen, locale and hash, so a
 * changed screen gets a new URL) and returns what the pages need to show them. Screens are
 * drawn only when the cache has no copy.
 */
export async function writeAppScreens({ screens, outDir, urlBase, cacheDir, fontsourceDir, designKey }: WriteAppScreensOptions) {
  mkdirSync(outDir, { recursive: true });
  let fonts: ReturnType<typeof readInterFonts> | undefined;
  const images: AppScreenImage[] = [];
  let drawn = 0;
  let cached = 0;
  for (const screen of screens) {
    const key = createHash('sha256').update(designKey).update(JSON.stringify(screen.input)).digest('hex');
    const dir = join(cacheDir, key);
    const metaFile = join(dir, 'screen.json');
    if (existsSync(metaFile)) {
      cached++;
    } else {
      fonts ??= readInterFonts(fontsourceDir, appScreenFontWeights);
      const rendered = await renderAppScreen(screen.input, fonts);
      mkdirSync(dir, { recursive: true });
      for (const variant of rendered.variants) {
        writeFileSync(join(dir, `${variant.width}.webp`), variant.webp);
        writeFileSync(join(dir, `${variant.width}.jpg`), variant.jpeg);
      }
      const meta: CachedScreen = { placeholder: rendered.placeholder, variants: rendered.variants.map(({ width, height }) => ({ width, height })) };
      // Written last: a screen.json means the files beside it are complete.
      writeFileSync(metaFile, JSON.stringify(meta));
      drawn++;
    }
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as CachedScreen;
    const id = `${screen.id}-${screen.locale}`;
    const variants = meta.variants.map(({ width, height }) => {
      const name = `${id}-${key.slice(0, 10)}-${width}`;
      for (const extension of ['webp', 'jpg']) copyFileSync(join(dir, `${width}.${extension}`), join(outDir, `${name}.${extension}`));
      return { width, height, webp: `${urlBase}/${name}.webp`, jpeg: `${urlBase}/${name}.jpg` };
    });
    const [smallest, ...larger] = variants;
    if (!smallest) throw new Error(`app screens: ${id} has no files`);
    images.push({ id, alt: screen.alt, width: smallest.width, height: smallest.height, webp: smallest.webp, jpeg: smallest.jpeg, placeholder: meta.placeholder, variants: larger });
  }
  return { images, drawn, cached };
}
