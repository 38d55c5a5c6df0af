/**
 * `pnpm --filter @site/content export`: writes data/export.json, the drawn images and the drawn
 * PDFs (the sample key information document, scripts/sampleKeyInformation.ts) from source/.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { assets, documents, entries } from '../source';
import { bundledAssetsDir, bundledExportFile } from '../src/paths';
import { buildExport, placeDocument } from './bundle';
import { drawSampleKeyInformation } from './sampleKeyInformation';

const fontsourceDir = path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json'));
const drawnDocuments = await Promise.all(documents.map(async (source) => placeDocument(source, await drawSampleKeyInformation(source.locale, fontsourceDir))));
const { data, drawn } = buildExport({ entries, assets, documents: drawnDocuments });
for (const asset of drawn) {
  const file = path.join(bundledAssetsDir(), asset.relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, asset.svg);
}
for (const document of drawnDocuments) {
  // One file per document: a redrawn one replaces the one before (its token folder differs).
  const file = path.join(bundledAssetsDir(), document.relativePath);
  await rm(path.dirname(path.dirname(file)), { recursive: true, force: true });
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, document.bytes);
}
await writeFile(bundledExportFile(), `${JSON.stringify(data, null, 2)}\n`);
console.log(`Wrote ${data.entries.length} entries, ${data.assets.length} assets, ${data.contentTypes.length} content types to ${bundledExportFile()}`);
