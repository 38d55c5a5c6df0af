/** What the image step knows about one asset, independent of the locale. */
export interface ImageMeta {
  width: number;
  height: number;
  webp: string;
  jpeg: string;
  placeholder: string;
}

/** SPEC §9: main images at most 1000x1000, placeholders 24x24, quality 85. */
export const imageLimits = { maxWidth: 1000, maxHeight: 1000, placeholderSize: 24, quality: 85 } as const;

/** Size after fitting inside the limits without enlarging, keeping the aspect ratio. */
export function fitInside(width: number, height: number, max = imageLimits): { width: number; height: number } {
  const scale = Math.min(1, max.maxWidth / width, max.maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
