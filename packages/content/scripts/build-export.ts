/** `pnpm --filter @site/content export`: writes data/export.json and the drawn assets from source/. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assets, entries } from '../source';
import { bundledAssetsDir, bundledExportFile } from '../src/paths';
import { buildExport } from './bundle';

const { data, drawn } = buildExport({ entries, assets });
for (const asset of drawn) {
  const file = path.join(bundledAssetsDir(), asset.relativePath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, asset.svg);
}
await writeFile(bundledExportFile(), `${JSON.stringify(data, null, 2)}\n`);
console.log(`Wrote ${data.entries.length} entries, ${data.assets.length} assets, ${data.contentTypes.length} content types to ${bundledExportFile()}`);
