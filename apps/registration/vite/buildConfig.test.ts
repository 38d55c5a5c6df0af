/** @jest-environment node */
import { readBuildConfig } from './buildConfig';

describe('readBuildConfig', () => {
  it('reads the defaults of a local build', () => {
    const config = readBuildConfig({});
    expect(config.port).toBe(3001);
    expect(config.site.brand).toBe('Evergreen');
    expect(config.api.baseUrl).toBe('/api');
    expect(config.e2eHooks).toBe(false);
  });

  it('compiles the test hooks into e2e builds only', () => {
    expect(readBuildConfig({ E2E_PAGES: '1' }).e2eHooks).toBe(true);
    expect(readBuildConfig({ E2E_PAGES: '0' }).e2eHooks).toBe(false);
    expect(readBuildConfig({ REGISTRATION_E2E: '1' }).e2eHooks).toBe(true);
  });

  it('stops a production build that still has placeholders, and a bad value in any build', () => {
    expect(() => readBuildConfig({ DEPLOY_ENV: 'production' })).toThrow(/SITE_URL/);
    expect(() => readBuildConfig({ SITE_URL: 'moss.example' })).toThrow("SITE_URL must be an absolute http(s) URL, got 'moss.example'.");
  });
});
