/** @jest-environment node */
import { dirname } from 'node:path';
import sharp from 'sharp';
import { allMessages } from '@site/i18n/web';
import type { Locale } from '@site/i18n';
import { appScreenFontWeights, readInterFonts } from './fonts';
import { accountScreen } from './inputs';
import { appScreenWidths, renderAppScreen } from './render';

const fonts = readInterFonts(dirname(require.resolve('@fontsource/inter/package.json')), appScreenFontWeights);
const account = (locale: Locale, brand = 'Evergreen') =>
  accountScreen({ locale, brand, messages: allMessages(locale, { brand, partnerBank: 'Partner Bank AG' }) }).input;

describe('renderAppScreen', () => {
  it('draws the phone at 240 and 480 px wide, as webp and jpeg, within SPEC §9', async () => {
    const rendered = await renderAppScreen(account('en-EU'), fonts);
    expect(rendered.variants.map(({ width, height }) => [width, height])).toEqual([
      [240, 492],
      [480, 984],
    ]);
    expect(appScreenWidths).toEqual([240, 480]);
    for (const variant of rendered.variants) {
      expect(await sharp(variant.webp).metadata()).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
      expect(await sharp(variant.jpeg).metadata()).toMatchObject({ format: 'jpeg', width: variant.width, height: variant.height });
      expect(Math.max(variant.width, variant.height)).toBeLessThanOrEqual(1000);
    }
  });

  it('makes a 24×24 placeholder as a small data URI', async () => {
    const { placeholder } = await renderAppScreen(account('de-DE'), fonts);
    expect(placeholder).toMatch(/^data:image\/webp;base64,/);
    const bytes = Buffer.from(placeholder.split(',')[1]!, 'base64');
    expect(bytes.length).toBeLessThan(1000);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 24, height: 24 });
  });

  it('draws its text: the two locales, or another brand, give other pictures; the same input the same one', async () => {
    const [en, de, kiefer, again] = await Promise.all([
      renderAppScreen(account('en-EU'), fonts),
      renderAppScreen(account('de-DE'), fonts),
      renderAppScreen(account('en-EU', 'Kiefer'), fonts),
      renderAppScreen(account('en-EU'), fonts),
    ]);
    const pixels = (rendered: typeof en) => sharp(rendered.variants[1]!.webp).raw().toBuffer();
    const [enPixels, dePixels, kieferPixels, againPixels] = await Promise.all([en, de, kiefer, again].map(pixels));
    expect(enPixels!.equals(dePixels!)).toBe(false);
    expect(enPixels!.equals(kieferPixels!)).toBe(false);
    expect(enPixels!.equals(againPixels!)).toBe(true);
  });

  it("paints the phone in the theme's colours: the body dark, the screen the White theme's background", async () => {
    const { variants } = await renderAppScreen(account('en-EU'), fonts);
    const { data, info } = await sharp(variants[1]!.webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    // The body at the middle of the left edge, the screen in the empty space above the tab bar.
    expect(at(5, 500).every((channel) => channel < 60)).toBe(true);
    expect(at(240, 830).every((channel) => channel > 245)).toBe(true);
  });
});
