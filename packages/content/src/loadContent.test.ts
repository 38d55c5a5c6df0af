import path from 'node:path';
import { contentSourceFromEnv, loadContent, clearContentCache } from './loadContent';
import { bundledExportFile } from './paths';

describe('contentSourceFromEnv', () => {
  it('reads the bundled export when no Contentful variables are set', () => {
    expect(contentSourceFromEnv({})).toEqual({ kind: 'file', file: bundledExportFile() });
  });

  it('reads another export file from CONTENT_EXPORT_FILE', () => {
    expect(contentSourceFromEnv({ CONTENT_EXPORT_FILE: 'big.json' })).toEqual({ kind: 'file', file: path.resolve('big.json') });
  });

  it('reads the Delivery API with space and token, defaulting environment and host', () => {
    expect(contentSourceFromEnv({ CONTENTFUL_SPACE_ID: 's1', CONTENTFUL_ACCESS_TOKEN: 't1' })).toEqual({
      kind: 'delivery', space: 's1', accessToken: 't1', environment: 'master', host: 'cdn.contentful.com', insecure: false, preview: false,
    });
    expect(contentSourceFromEnv({ CONTENTFUL_SPACE_ID: 's1', CONTENTFUL_ACCESS_TOKEN: 't1', CONTENTFUL_ENVIRONMENT: 'staging', CONTENTFUL_HOST: 'https://preview.contentful.com/' }))
      .toMatchObject({ environment: 'staging', host: 'preview.contentful.com', insecure: false });
  });

  it('reads the Preview API with the preview token when CONTENTFUL_PREVIEW=1', () => {
    const env = { CONTENTFUL_SPACE_ID: 's1', CONTENTFUL_ACCESS_TOKEN: 'delivery', CONTENTFUL_PREVIEW_TOKEN: 'preview' };
    expect(contentSourceFromEnv({ ...env, CONTENTFUL_PREVIEW: '1' })).toEqual({
      kind: 'delivery', space: 's1', accessToken: 'preview', environment: 'master', host: 'preview.contentful.com', insecure: false, preview: true,
    });
    expect(contentSourceFromEnv({ ...env, CONTENTFUL_PREVIEW: '1', CONTENTFUL_HOST: 'http://127.0.0.1:3290' }))
      .toMatchObject({ host: '127.0.0.1:3290', insecure: true, accessToken: 'preview', preview: true });
    // Without the flag the preview token is ignored: a normal build never shows drafts.
    expect(contentSourceFromEnv(env)).toMatchObject({ accessToken: 'delivery', host: 'cdn.contentful.com', preview: false });
  });

  it('refuses a preview build without a preview token instead of building published content', () => {
    expect(() => contentSourceFromEnv({ CONTENTFUL_PREVIEW: '1', CONTENTFUL_SPACE_ID: 's1', CONTENTFUL_ACCESS_TOKEN: 't1' })).toThrow(/CONTENTFUL_PREVIEW_TOKEN/);
    expect(() => contentSourceFromEnv({ CONTENTFUL_PREVIEW: '1' })).toThrow(/CONTENTFUL_SPACE_ID and CONTENTFUL_PREVIEW_TOKEN/);
  });

  it('refuses half a configuration instead of silently using the bundle', () => {
    expect(() => contentSourceFromEnv({ CONTENTFUL_SPACE_ID: 's1' })).toThrow(/CONTENTFUL_ACCESS_TOKEN/);
  });
});

describe('loadContent', () => {
  beforeEach(() => clearContentCache());

  it('caches per process: the same locale resolves to the same object', async () => {
    const first = await loadContent({ locale: 'de-DE', env: {} });
    expect(await loadContent({ locale: 'de-DE', env: {} })).toBe(first);
    expect(first.jobs[0]?.contactPerson.photo.webp).toMatch(/^\/media\/img-person-[a-z]+-[0-9a-f]{10}\.webp$/);
  });

  it('uses the brand from the environment', async () => {
    const content = await loadContent({ locale: 'en-EU', env: { BRAND_NAME: 'Fernweh', PARTNER_BANK_NAME: 'Muster Bank' } });
    expect(content.fund.name).toBe('Fernweh Future Fund');
  });

  it('names the file when the export cannot be read', async () => {
    await expect(loadContent({ locale: 'en-EU', env: { CONTENT_EXPORT_FILE: '/nonexistent/export.json' } })).rejects.toThrow(
      "Cannot read the content export '/nonexistent/export.json'",
    );
  });
});
