import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { vendorKeys } from '@site/vendors';

/** The variables a bash script sees after `set -a; . packages/consent/e2e.env; set +a`. */
function sourcedEnv(): Record<string, string> {
  const result = spawnSync('bash', ['--norc', '--noprofile', '-c', 'set -euo pipefail; set -a; . packages/consent/e2e.env; set +a; env -0'], {
    cwd: join(__dirname, '../../..'),
    env: { PATH: process.env.PATH ?? '' },
    encoding: 'utf8',
  });
  expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  return Object.fromEntries(
    result.stdout
      .split('\0')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

describe('e2e.env', () => {
  const env = sourcedEnv();
  const named = (suffix: string) =>
    Object.keys(env)
      .filter((name) => name.startsWith('CONSENT_') && name.endsWith(suffix) && !name.startsWith('CONSENT_BUGSNAG_'))
      .sort();

  it("gives exactly the registry's vendors an id", () => {
    expect(named('_ID')).toEqual(vendorKeys.map((key) => `CONSENT_${key}_ID`).sort());
  });

  it('puts every vendor on its own host under the reserved .test TLD', () => {
    expect(named('_HOST').filter((name) => name !== 'CONSENT_ATTRIBUTION_HOST')).toEqual(
      vendorKeys.map((key) => `CONSENT_${key}_HOST`).sort(),
    );
    for (const key of vendorKeys) {
      expect(env[`CONSENT_${key}_HOST`]).toBe(`https://${key.toLowerCase().replaceAll('_', '-')}.vendor.test`);
    }
  });

  it('configures Bugsnag and attribution on .test hosts too', () => {
    for (const name of ['CONSENT_BUGSNAG_NOTIFY_ENDPOINT', 'CONSENT_BUGSNAG_SESSIONS_ENDPOINT', 'CONSENT_ATTRIBUTION_HOST']) {
      expect(new URL(env[name]!).hostname).toMatch(/\.vendor\.test$/);
    }
  });
});
