import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The committed types, paths and enum values must be what `pnpm --filter @site/api generate`
// makes of openapi.yaml, so a change to the contract cannot ship without the client following
// it. The command is taken from package.json, run with openapi-typescript's own `--check`.
describe('generated schema', () => {
  it('is up to date with openapi.yaml', () => {
    const root = path.join(__dirname, '..', '..');
    const [command, ...args] = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { generate: string } }).scripts.generate.split(' ');
    expect(command).toBe('openapi-typescript');
    const cli = path.join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
    const check = spawnSync(process.execPath, [cli, ...args, '--check'], { cwd: root, encoding: 'utf8' });
    expect(`${check.stdout}${check.stderr}`).not.toMatch(/not up-to-date/);
    expect(check.status).toBe(0);
  });
});
