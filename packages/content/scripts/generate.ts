/**
 * `pnpm content:generate --factor N [--out file]`: writes an export N times larger (articles, jobs,
 * companies) to data/generated/export-xN.json; point the build at it with CONTENT_EXPORT_FILE.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { scaleExport } from '../src/generate/scaleExport';
import { bundledExportFile, contentPackageDir } from '../src/paths';
import { readExportFile } from '../src/sources/fileSource';

const { values } = parseArgs({ options: { factor: { type: 'string', default: '10' }, out: { type: 'string' }, from: { type: 'string' } } });
const factor = Number(values.factor);
const data = scaleExport(await readExportFile(values.from ? path.resolve(values.from) : bundledExportFile()), factor);
const out = path.resolve(values.out ?? path.join(contentPackageDir(), 'data', 'generated', `export-x${factor}.json`));
await mkdir(path.dirname(out), { recursive: true });
await writeFile(out, JSON.stringify(data));
console.log(`Wrote ${data.entries.length} entries to ${out}\nBuild with: CONTENT_EXPORT_FILE=${out}`);
