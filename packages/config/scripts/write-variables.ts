/**
 * `pnpm variables:write`: writes what src/variables.ts declares into docs/configuration.md's
 * table, bench/README.md's, turbo.json's `globalEnv` and the variables of the deploy and editor
 * preview workflows, and the route registry's table into docs/routes.md.
 */
import { fileURLToPath } from 'node:url';
import { writeVariableDocuments } from '../src/variableDocuments';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const written = writeVariableDocuments(root);
console.log(written.length > 0 ? `variables:write: wrote ${written.join(', ')}` : 'variables:write: every file is up to date');
