import satori from 'satori';
import sharp from 'sharp';
import { imageLimits } from '@site/content/imageLimits';
import { appScreenElement } from './design';
import { phoneDesign } from './design/palette';
import type { InterFont } from './fonts';
import type { AppScreenInput } from './inputs';

/**
 * The widths each screen is written at: the width the pages show it at (15rem) and twice that
 * for sharp screens, both inside SPEC §9's 1000×1000.
 */
export const appScreenWidths = [240, 480] as const;

const heightAt = (width: number) => Math.round((phoneDesign.height * width) / phoneDesign.width);

export interface RenderedAppScreen {
  variants: Array<{ width: number; height: number; webp: Buffer; jpeg: Buffer }>;
  /** 24×24, as a data URI: the content images' blurred placeholder (SPEC §9). */
  placeholder: string;
}

/**
 * Draws a screen: satori lays out the element tree as SVG (text as paths), sharp rasterises it
 * once at the largest width and writes webp and jpeg at quality 85 for every width.
 */
export async function renderAppScreen(input: AppScreenInput, fonts: InterFont[]): Promise<RenderedAppScreen> {
  const svg = await satori(appScreenElement(input), { width: phoneDesign.width, height: phoneDesign.height, fonts });
  const largest = Math.max(...appScreenWidths);
  const raster = await sharp(Buffer.from(svg), { density: (72 * largest) / phoneDesign.width })
    .resize(largest, heightAt(largest), { fit: 'fill' })
    .png()
    .toBuffer();
  const variants = await Promise.all(
    appScreenWidths.map(async (width) => {
      const height = heightAt(width);
      if (width > imageLimits.maxWidth || height > imageLimits.maxHeight) throw new Error(`app screens: ${width}×${height} is over SPEC §9's limit`);
      const sized = () => sharp(raster).resize(width, height, { fit: 'fill' });
      const [webp, jpeg] = await Promise.all([
        sized().webp({ quality: imageLimits.quality }).toBuffer(),
        // The corners outside the phone are transparent; the page clips them (phoneCornerRadius).
        sized().flatten({ background: '#ffffff' }).jpeg({ quality: imageLimits.quality, mozjpeg: true }).toBuffer(),
      ]);
      return { width, height, webp, jpeg };
    }),
  );
  const placeholder = await sharp(raster)
    .resize(imageLimits.placeholderSize, imageLimits.placeholderSize, { fit: 'fill' })
    .webp({ quality: 50 })
    .toBuffer();
  return { variants, placeholder: `data:image/webp;base64,${placeholder.toString('base64')}` };
}
