#!/usr/bin/env node
// Writes packages/api/openapi.yaml from the zod schemas of this Worker (the one source of the
// contract): `pnpm contract` (then the client's types are regenerated from the YAML).
// `--check` only compares and fails when the committed YAML is stale.
import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stringify } from 'yaml';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const yamlPath = fileURLToPath(new URL('../../../packages/api/openapi.yaml', import.meta.url));

const header = `# GENERATED from apps/api/src/contract (zod schemas the Worker validates with) by
# \`pnpm --filter @site/api-worker contract\`. Do not edit by hand: change the schemas, then run it.
`;

export async function contractYaml() {
  const dir = mkdtempSync(join(apiDir, 'node_modules', '.contract-'));
  try {
    const outfile = join(dir, 'document.mjs');
    await build({
      entryPoints: [join(apiDir, 'src/contract/document.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      // Only the schemas and routes matter; the handlers' runtime libraries are not called.
      external: ['nodemailer', 'drizzle-orm', 'ibantools'],
      logLevel: 'error',
    });
    const { openApiDocument } = await import(pathToFileURL(outfile).href);
    return header + stringify(openApiDocument(), { lineWidth: 0, aliasDuplicateObjects: false });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const yaml = await contractYaml();
  if (process.argv.includes('--check')) {
    if (readFileSync(yamlPath, 'utf8') !== yaml) {
      console.error('packages/api/openapi.yaml is stale: run `pnpm --filter @site/api-worker contract`');
      process.exit(1);
    }
  } else {
    writeFileSync(yamlPath, yaml);
    console.log(`wrote ${yamlPath}`);
  }
}
