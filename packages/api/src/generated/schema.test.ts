import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The committed types must be what `pnpm --filter @site/api generate` makes of openapi.yaml,
// so a change to the contract cannot ship without the client's types following it.
describe('generated schema', () => {
  it('is up to date with openapi.yaml', () => {
    const root = path.join(__dirname, '..', '..');
    const cli = path.join(root, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
    const fresh = execFileSync(process.execPath, [cli, 'openapi.yaml'], { cwd: root, encoding: 'utf8' });
    const committed = readFileSync(path.join(__dirname, 'schema.ts'), 'utf8');
    expect(committed.trim()).toBe(fresh.trim());
  });
});
