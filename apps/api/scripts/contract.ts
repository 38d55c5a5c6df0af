// Writes packages/api/openapi.yaml from the route list of this Worker (src/contract/document.ts,
// built from the contract's zod schemas): `pnpm contract`, which then regenerates the client's
// types from the YAML. test/contract.test.ts fails when the committed YAML differs from what the
// Worker serves.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { openApiDocument } from '../src/contract/document';

const yamlPath = fileURLToPath(new URL('../../../packages/api/openapi.yaml', import.meta.url));

const header = `# GENERATED from the route list of apps/api (src/routes) and the schemas of packages/api/src/contract by
# \`pnpm --filter @site/api-worker contract\`. Do not edit by hand: change the routes or schemas, then run it.
`;

writeFileSync(yamlPath, header + stringify(openApiDocument(), { lineWidth: 0, aliasDuplicateObjects: false }));
console.log(`wrote ${yamlPath}`);
