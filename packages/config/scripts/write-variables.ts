/**
 * `pnpm variables:write`: writes what src/variables.ts declares into the README's configuration
 * table, turbo.json's `globalEnv` and the variables of the deploy and editor preview workflows.
 */
import { fileURLToPath } from 'node:url';
import { writeVariableDocuments } from '../src/variableDocuments';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const written = writeVariableDocuments(root);
console.log(written.length > 0 ? `variables:write: wrote ${written.join(', ')}` : 'variables:write: every file is up to date');
