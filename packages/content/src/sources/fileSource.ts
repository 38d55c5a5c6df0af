import { readFile } from 'node:fs/promises';
import type { ContentfulExport, RawContent } from '../exportFormat';

/** Reads a contentful-export JSON file (the bundled one or CONTENT_EXPORT_FILE). */
export async function readExportFile(file: string): Promise<ContentfulExport> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read the content export '${file}': ${(error as Error).message}`);
  }
  const data = JSON.parse(text) as Partial<ContentfulExport>;
  if (!Array.isArray(data.entries) || !Array.isArray(data.assets)) {
    throw new Error(`'${file}' is not a Contentful space export: it needs "entries" and "assets" arrays.`);
  }
  return data as ContentfulExport;
}

export async function loadFromFile(file: string): Promise<RawContent> {
  const data = await readExportFile(file);
  return { entries: data.entries, assets: data.assets };
}
