/** @jest-environment node */
import type { AppQrCode } from './appQrCode';
import { readBuildConfig } from './buildConfig';
import { defines } from './defines';

const codes: AppQrCode[] = [
  { locale: 'de-DE', svg: '<svg/>', file: 'assets/app-qr-de.svg' },
  { locale: 'en-EU', svg: '<svg/>', file: 'assets/app-qr-en.svg' },
];

describe('defines', () => {
  const config = readBuildConfig({ BRAND_NAME: 'Moss', E2E_PAGES: '1', CONSENT_ATTRIBUTION_TRACKER: 'abc' });
  const values = defines(config, codes, 'build');

  it('compiles in the configuration read at build time', () => {
    expect(JSON.parse(values.__SITE_CONFIG__)).toMatchObject({ brand: 'Moss' });
    // The pages' addresses are catalogue data (pageLinks.ts), not script.
    expect(Object.keys(JSON.parse(values.__SITE_CONFIG__))).toEqual(['brand', 'contactEmail', 'appStoreUrl', 'playStoreUrl']);
    expect(values.__E2E_HOOKS__).toBe('true');
    expect(values.__LARGE_SCREEN_QUERY__).toMatch(/^"\(min-width: [\d.]+rem\)"$/);
  });

  it('gives the attribution part its own constant, so it is not inlined with the whole config', () => {
    expect(JSON.parse(values['__CONSENT_CONFIG__.attribution'])).toMatchObject({ tracker: 'abc' });
  });

  it('points the QR codes at their files in a build', () => {
    expect(JSON.parse(values.__APP_QR_CODES__)).toEqual({ 'de-DE': '/assets/app-qr-de.svg', 'en-EU': '/assets/app-qr-en.svg' });
  });
});
