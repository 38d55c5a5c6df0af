import { contentPlaceholders } from '@site/config';
import { readFileSync } from 'node:fs';
import type { ContentfulExport, RawEntry } from '../exportFormat';
import type { ImageMeta } from '../images/imageMeta';
import { bundledExportFile } from '../paths';
import type { SiteContent } from '../types';
import { FigureConflictError } from './checkFigures';
import { mapContent } from './mapContent';

/** For the tests of the figure checks: the bundled export, mapped as the build maps it (images stand-ins). */
export const bundledData = JSON.parse(readFileSync(bundledExportFile(), 'utf8')) as ContentfulExport;
const images = new Map<string, ImageMeta>(
  bundledData.assets.map((a) => [a.sys.id, { width: 10, height: 10, webp: `/media/${a.sys.id}.webp`, jpeg: `/media/${a.sys.id}.jpg`, placeholder: 'data:,' }]),
);

export function mapBundled(entries: RawEntry[], locale: 'de-DE' | 'en-EU' = 'en-EU'): SiteContent {
  return mapContent({ entries, assets: bundledData.assets }, { locale, images, placeholders: contentPlaceholders({}) });
}

/** The contradictions `checkFigures` finds in the entries (none: an empty list). */
export function conflictsOf(entries: RawEntry[]): string[] {
  try {
    mapBundled(entries);
  } catch (error) {
    if (error instanceof FigureConflictError) return error.conflicts;
    throw error;
  }
  return [];
}
