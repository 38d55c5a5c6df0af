import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface InterFont {
  name: 'Inter';
  data: Buffer;
  weight: 400 | 500 | 600 | 700 | 800;
  style: 'normal';
}

/**
 * Inter from the @fontsource/inter package in node_modules, for satori: its static WOFF files
 * (satori reads TTF, OTF and WOFF, not the WOFF2 of the sites' variable font). Latin covers
 * German; nothing is downloaded. `fontsourceDir` is the package's folder.
 */
export function readInterFonts(fontsourceDir: string, weights: ReadonlyArray<InterFont['weight']>): InterFont[] {
  return weights.map((weight) => ({
    name: 'Inter',
    data: readFileSync(join(fontsourceDir, 'files', `inter-latin-${weight}-normal.woff`)),
    weight,
    style: 'normal',
  }));
}

/** The weights the screens use. */
export const appScreenFontWeights = [400, 500, 600, 700, 800] as const;
