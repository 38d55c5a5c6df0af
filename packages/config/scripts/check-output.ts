/**
 * `pnpm check:output [--secrets] [--e2e] [--addresses] <dir>...`: fails when a build's output
 * holds what must not be published (src/outputChecks.ts), each check named by its flag:
 * - `--secrets`: the value of a secret variable the builds read (src/variables.ts) that is set in
 *   this environment; with none set it says so and searches for none (a build handed no secret has
 *   none to leak: the deploy's build job is never handed the API Worker's);
 * - `--e2e`: the e2e-only crash probe of either app;
 * - `--addresses`: a local or reserved-domain address (localhost, 127.0.0.1, *.example, *.test).
 */
import { resolve } from 'node:path';
import { addressCheck, e2eCheck, scanOutput, secretsCheck, type OutputCheck } from '../src/outputChecks';

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
// pnpm --filter runs in the package folder; folders are given from where the command was typed.
const base = process.env.INIT_CWD ?? process.cwd();
const dirs = args.filter((arg) => !arg.startsWith('--')).map((dir) => resolve(base, dir));
const known = ['--secrets', '--e2e', '--addresses'];

function usage(problem: string): never {
  console.error(`check-output: ${problem}\nusage: check-output [--secrets] [--e2e] [--addresses] <dir>...`);
  process.exit(2);
}

const unknown = [...flags].filter((flag) => !known.includes(flag));
if (unknown.length > 0) usage(`unknown ${unknown.join(', ')}`);
if (flags.size === 0 || dirs.length === 0) usage('name at least one check and one folder');

const checks: OutputCheck[] = [];
if (flags.has('--secrets')) {
  const secrets = secretsCheck(process.env);
  if (secrets) checks.push(secrets);
  else console.log('check-output: --secrets: no secret the builds read is set here, so none was handed to the build');
}
if (flags.has('--e2e')) checks.push(e2eCheck);
if (flags.has('--addresses')) checks.push(addressCheck);

const { scanned, findings } = scanOutput(dirs, checks);
if (findings.length > 0) {
  console.error(`check-output: ${dirs.join(', ')} hold what must not be published:`);
  for (const { check, found, files } of findings) {
    const more = files.length > 3 ? ` and ${files.length - 3} more` : '';
    console.error(`  ${check} ${found}: ${files.slice(0, 3).join(', ')}${more}`);
  }
  process.exit(1);
}
console.log(`check-output: ${scanned} files in ${dirs.join(', ')} hold ${checks.map((check) => check.passes).join('; ')}`);
