import { readFileSync } from 'node:fs';
import path from 'node:path';
import { productionPlaceholders } from './productionConfig';

// Turbo passes a build only the variables turbo.json names (strict env mode), so a setting the
// production check reads but turbo.json leaves out reaches the check as unset: the build then
// refuses a production environment that sets it.
const turbo = JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'turbo.json'), 'utf8')) as {
  globalEnv: string[];
};

function passedByTurbo(variable: string): boolean {
  return turbo.globalEnv.some((entry) =>
    entry.endsWith('*') ? variable.startsWith(entry.slice(0, -1)) : entry === variable,
  );
}

it('turbo.json passes every variable the production check can name to the builds', () => {
  // With nothing set, every placeholder the check knows is reported.
  const named = productionPlaceholders({ DEPLOY_ENV: 'production', API_MOCK: '1', REGISTRATION_E2E: '1' }).map(
    (placeholder) => placeholder.variable,
  );
  expect(named).toContain('SECURITY_CONTACT');
  expect(named.filter((variable) => !passedByTurbo(variable))).toEqual([]);
});
