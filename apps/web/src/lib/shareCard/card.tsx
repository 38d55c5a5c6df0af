/** @jsxRuntime automatic */
/** @jsxImportSource react */
import satori from 'satori';
import sharp from 'sharp';
import { readInterFonts, type InterFont } from '@site/app-screens';
import { themes, type ThemeName } from '@site/theme';
import type { ShareCardKind } from './kind';

/** Open Graph's recommended size; every card is exactly this. */
export const shareCardSize = { width: 1200, height: 630 } as const;

/** Each kind of page in one of the brand's themes (@site/theme), so a feed shows at a glance what was shared. */
export const shareCardThemes: Record<ShareCardKind, ThemeName> = {
  home: 'StoneDark',
  fund: 'StoneLight',
  tool: 'White',
  job: 'Ocean',
  article: 'Apricot',
  company: 'Rose',
};

export interface ShareCardInput {
  kind: ShareCardKind;
  /** The page's title in its locale, as the page shows it. */
  title: string;
  /** The brand from the configuration (BRAND_NAME). */
  brand: string;
  /** What kind of page, in the page's locale ('Jobs', 'Magazin'); empty for the home page. */
  label: string;
  /** Where the page lives, as a reader would type it: the site's host and the locale ('www.example.de/de-DE'), so two locales' cards differ even where a name does not. */
  address: string;
}

/**
 * Title size by length, so that the longest title of the content (a German article title of
 * about 110 characters) fits in four lines; longer ones are cut with an ellipsis, never overflow.
 */
export function titleFontSize(title: string): number {
  const length = [...title].length;
  if (length <= 32) return 80;
  if (length <= 60) return 66;
  if (length <= 95) return 56;
  return 48;
}

/** The card as an element tree for satori: flexbox and inline styles only. */
export function shareCardElement({ kind, title, brand, label, address }: ShareCardInput) {
  const theme = themes[shareCardThemes[kind]];
  const fontSize = titleFontSize(title);
  return (
    <div
      style={{
        width: shareCardSize.width,
        height: shareCardSize.height,
        display: 'flex',
        backgroundColor: theme.background,
        color: theme.text,
        fontFamily: 'Inter',
        position: 'relative',
      }}
    >
      <div
        style={{
          position: 'absolute',
          right: -260,
          bottom: -330,
          width: 560,
          height: 560,
          borderRadius: 280,
          backgroundColor: theme.accent,
          opacity: 0.14,
        }}
      />
      <div style={{ position: 'absolute', left: 0, top: 0, width: 16, height: shareCardSize.height, backgroundColor: theme.accent }} />
      {/* satori sizes boxes without their padding (content-box), so the margins are insets. */}
      <div style={{ position: 'absolute', left: 80, top: 64, right: 80, bottom: 56, display: 'flex', flexDirection: 'column' }}>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 28,
            backgroundColor: theme.primary,
            color: theme.onPrimary,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 32,
            fontWeight: 800,
          }}
        >
          {[...brand][0]?.toUpperCase() ?? ''}
        </div>
        <div style={{ marginLeft: 20, fontSize: 40, fontWeight: 800 }}>{brand}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, maxWidth: 1040 }}>
        {label ? (
          <div style={{ fontSize: 28, fontWeight: 700, color: theme.accent, letterSpacing: 2, textTransform: 'uppercase', marginBottom: 20 }}>
            {label}
          </div>
        ) : null}
        <div
          data-testid="title"
          style={{
            display: 'block',
            fontSize,
            fontWeight: 800,
            lineHeight: 1.12,
            wordBreak: 'break-word',
            lineClamp: 4,
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: theme.textMuted }}>{address}</div>
      </div>
    </div>
  );
}

export type ShareCardFont = InterFont;

/** Inter's static WOFF files (satori reads no WOFF2) in the weights the card uses, from node_modules. */
export function readShareCardFonts(fontsourceDir: string): ShareCardFont[] {
  return readInterFonts(fontsourceDir, [400, 700, 800]);
}

/** The card as SVG (satori: text drawn as paths), then PNG through sharp. */
export async function renderShareCard(input: ShareCardInput, fonts: ShareCardFont[]): Promise<Buffer> {
  const svg = await satori(shareCardElement(input), { ...shareCardSize, fonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false }).toBuffer();
}
